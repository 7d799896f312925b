import sharp, { type Metadata, type Sharp } from 'sharp';
import { isPortrait, photoMaxPixels, photoMaxSide, photoThumbnailSide } from '../../../domain/photos/photo-files.ts';

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

/** The image's header declares more than `photoMaxPixels`: it is refused before a pixel is decoded. */
export class TooManyPixelsError extends Error {}

const readableFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Every upload the portal decodes starts here. Its header (read without decoding) must name a JPEG, PNG or WebP of
 * at most `photoMaxPixels`; the decoder is bound to the same number, so a file whose header lies is stopped too.
 * A few kilobytes of PNG can declare 16,000 × 16,000 pixels (a gigabyte once decoded), below sharp's own default bound.
 */
export async function openUpload(body: Buffer): Promise<Sharp> {
  let header: Metadata;
  try {
    header = await sharp(body).metadata();
  } catch {
    throw new NotAPhotoError('not an image');
  }
  if (!header.format || !readableFormats.has(header.format))
    throw new NotAPhotoError(`unsupported format ${header.format}`);
  if ((header.width ?? 0) * (header.height ?? 0) > photoMaxPixels)
    throw new TooManyPixelsError(`${header.width} x ${header.height} pixels`);
  return sharp(body, { failOn: 'error', limitInputPixels: photoMaxPixels });
}

/**
 * Decodes an upload and re-encodes it as WebP (at most 2400 px on its longest side, EXIF rotation
 * applied, metadata such as GPS dropped) with a 640 px thumbnail made from the result.
 */
export async function makePhotoImages(body: Buffer): Promise<PhotoImages> {
  const upload = await openUpload(body);
  try {
    const { data: image, info } = await upload
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
