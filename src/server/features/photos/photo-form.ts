import type { Multipart } from '@fastify/multipart';
import { isPhotoMimeType, photoUploadErrors } from '../../../domain/photos/photo-files.ts';
import { makePhotoImages, NotAPhotoError, type PhotoImages } from './images.ts';

/** A multipart form of text fields and photos (a couple's review, a real wedding), read whole before anything is stored. */
export interface PhotoForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  /** The photos, re-encoded in memory, in the order they came. */
  photos: PhotoImages[];
  /** The first photo problem as an i18n key (wrong type, too large, too many), or null. */
  photoError: string | null;
}

/**
 * Reads the form: text fields and up to `maxPhotos` photos, each re-encoded in memory (nothing is stored
 * before the caller's checks have passed). A browser sends an empty file part when no file was chosen: it
 * is skipped. A bad photo is a field error and the rest of the form is still read, so every error can be
 * shown at once.
 */
export async function receivePhotoForm(parts: AsyncIterableIterator<Multipart>, maxPhotos: number, tooManyKey: string): Promise<PhotoForm> {
  const received: PhotoForm = { fields: {}, photos: [], photoError: null };
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') received.fields[part.fieldname] ??= part.value;
      continue;
    }
    try {
      const body = await part.toBuffer();
      // an empty file input is sent as an empty part (no name, no bytes)
      if (body.length === 0) continue;
      if (!isPhotoMimeType(part.mimetype)) throw new NotAPhotoError(part.mimetype);
      if (received.photos.length >= maxPhotos) received.photoError = tooManyKey;
      else received.photos.push(await makePhotoImages(body));
    } catch (error) {
      if (error instanceof NotAPhotoError) received.photoError ??= photoUploadErrors.type;
      else if (error instanceof Error && error.name === 'RequestFileTooLargeError') received.photoError ??= photoUploadErrors.size;
      else throw error;
    }
  }
  return received;
}
