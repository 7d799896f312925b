import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  isPhotoMimeType,
  photoMaxFilesPerUpload,
  photoMaxMegabytes,
  photoMaxPixels,
  photoUploadErrors,
} from '../../../domain/photos/photo-files.ts';
import { badRequest } from '../../http/errors.ts';
import { makePhotoImages, NotAPhotoError, TooManyPixelsError, type PhotoImages } from './images.ts';
import { galleryFolder, insertPhotoBatch, removePhotoFiles, storePhotoFiles, type StoredPhoto } from './service.ts';

const wrongType = (file: string) =>
  badRequest('unsupported-file-type', `${file} is not a JPEG, PNG or WebP image`, { photos: photoUploadErrors.type });
const tooManyPixels = (file: string) =>
  badRequest('image-too-large', `${file} has more than ${photoMaxPixels} pixels`, { photos: photoUploadErrors.pixels });
const tooLarge = (file: string) =>
  badRequest('file-too-large', `${file} is larger than ${photoMaxMegabytes} MB`, { photos: photoUploadErrors.size });

/** One uploaded file as a photo: its declared type, its size and its pixels checked, then re-encoded (images.ts). */
export async function photoOfPart(request: FastifyRequest, part: MultipartFile): Promise<PhotoImages> {
  if (!isPhotoMimeType(part.mimetype)) throw wrongType(part.filename);
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge(part.filename);
    throw error;
  }
  try {
    return await makePhotoImages(body);
  } catch (error) {
    if (error instanceof NotAPhotoError) throw wrongType(part.filename);
    if (error instanceof TooManyPixelsError) throw tooManyPixels(part.filename);
    throw error;
  }
}

/**
 * Takes the files of one multipart upload one at a time (read, checked, re-encoded and stored before
 * the next is read, so memory holds one file), then records them as one batch. All or nothing: any
 * refused file or failure removes the files stored so far, and no row is written.
 */
export async function receivePhotoUpload(request: FastifyRequest, supplierId: string): Promise<number> {
  const { deps, multipartErrors } = request.server;
  const { storage } = deps.providers;
  const stored: StoredPhoto[] = [];
  try {
    for await (const part of request.files()) {
      stored.push(await storePhotoFiles(storage, galleryFolder(supplierId), await photoOfPart(request, part)));
    }
    if (stored.length === 0) throw badRequest('validation', 'No photo was sent', { photos: photoUploadErrors.none });
    await insertPhotoBatch(deps.database.db, supplierId, stored);
    return stored.length;
  } catch (error) {
    await removePhotoFiles(storage, stored, request.log);
    if (error instanceof multipartErrors.FilesLimitError) {
      throw badRequest('too-many-files', `At most ${photoMaxFilesPerUpload} photos can be uploaded at once`, {
        photos: photoUploadErrors.limit,
      });
    }
    if (error instanceof multipartErrors.InvalidMultipartContentTypeError)
      throw badRequest('validation', 'Send the photos as multipart/form-data', { photos: photoUploadErrors.none });
    throw error;
  }
}
