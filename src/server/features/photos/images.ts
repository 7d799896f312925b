import sharp from 'sharp';
import { isPortrait, photoMaxSide, photoThumbnailSide } from '../../../domain/photos/photo-files.ts';

/** What the server keeps of one uploaded photo: a re-encoded image, its thumbnail and its shape. */
export interface PhotoImages {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  portrait: boolean;
}

/** The file is not a JPEG, PNG or WebP image that sharp can read (whatever its declared type). */
export class NotAPhotoError extends Error {}

const readableFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Decodes an upload and re-encodes it as WebP (at most 2400 px on its longest side, EXIF rotation
 * applied, metadata such as GPS dropped) with a 640 px thumbnail made from the result.
 */
export async function makePhotoImages(body: Buffer): Promise<PhotoImages> {
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    throw new NotAPhotoError('not an image');
  }
  if (!format || !readableFormats.has(format)) throw new NotAPhotoError(`unsupported format ${format}`);
  try {
    const { data: image, info } = await sharp(body, { failOn: 'error' })
      .rotate()
      .resize({ width: photoMaxSide, height: photoMaxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(image)
      .resize({ width: photoThumbnailSide, height: photoThumbnailSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { image, thumbnail, width: info.width, height: info.height, portrait: isPortrait(info.width, info.height) };
  } catch {
    // a header that reads but pixels that do not (a cut or damaged file)
    throw new NotAPhotoError('unreadable image');
  }
}
