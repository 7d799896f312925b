import type { Multipart } from '@fastify/multipart';
import { isPhotoMimeType, photoUploadErrors } from '../../../domain/photos/photo-files.ts';
import { unstorableText } from '../../http/request-guards.ts';
import { makePhotoImages, NotAPhotoError, TooManyPixelsError, type PhotoImages } from './images.ts';

/**
 * A multipart form of text fields and photos (a couple's review, a real wedding), read whole before anything is stored.
 */
export interface PhotoForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  /** The photos, re-encoded in memory, in the order they came. */
  photos: PhotoImages[];
  /** The first photo problem as an i18n key (wrong type, too large, too many), or null. */
  photoError: string | null;
  /** A problem of the whole form (too many fields, a NUL character) as field → i18n key, or null. */
  formError: Record<string, string> | null;
}

export interface PhotoFormOptions {
  maxPhotos: number;
  /** The i18n key of "too many photos". */
  tooManyKey: string;
  /**
   * Asked once, at the first file, with the fields read so far (a form sends its token first): false drains
   * the files unread, so a robot's upload costs no memory and no image decoding.
   */
  decodeFiles?: (fields: Record<string, string>) => boolean;
}

const limitCodes = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);
const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? (error as { code: unknown }).code : undefined;

/**
 * Reads the form: text fields and up to `maxPhotos` photos, each re-encoded in memory (nothing is stored
 * before the caller's checks have passed). A browser sends an empty file part when no file was chosen: it
 * is skipped. A bad photo, too many files or fields, or a NUL character are errors of the form, and the
 * rest is still read where it can be, so every error can be shown at once.
 */
export async function receivePhotoForm(
  parts: AsyncIterableIterator<Multipart>,
  options: PhotoFormOptions,
): Promise<PhotoForm> {
  const received: PhotoForm = { fields: {}, photos: [], photoError: null, formError: null };
  let decode: boolean | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] ??= part.value;
        continue;
      }
      decode ??= options.decodeFiles?.(received.fields) ?? true;
      if (!decode) {
        part.file.resume();
        continue;
      }
      try {
        const body = await part.toBuffer();
        // an empty file input is sent as an empty part (no name, no bytes)
        if (body.length === 0) continue;
        if (!isPhotoMimeType(part.mimetype)) throw new NotAPhotoError(part.mimetype);
        if (received.photos.length >= options.maxPhotos) received.photoError = options.tooManyKey;
        else received.photos.push(await makePhotoImages(body));
      } catch (error) {
        if (error instanceof NotAPhotoError) received.photoError ??= photoUploadErrors.type;
        else if (error instanceof TooManyPixelsError) received.photoError ??= photoUploadErrors.pixels;
        else if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') received.photoError ??= photoUploadErrors.size;
        else throw error;
      }
    }
  } catch (error) {
    // the parts end where a limit is reached: what came before is kept, the form is refused
    if (limitCodes.has(codeOf(error) as string)) received.photoError = options.tooManyKey;
    else if (codeOf(error) === 'FST_FIELDS_LIMIT') received.formError = { _: 'validation:invalid' };
    else throw error;
  }
  const unstorableField = unstorableText(received.fields);
  if (unstorableField)
    received.formError = { ...received.formError, [unstorableField]: 'validation:unsavableCharacter' };
  return received;
}
