/**
 * What an uploaded photo may be (docs/decisions/photos.md, "Files"): JPEG, PNG or WebP, at most 15 MB a
 * file and 50 files an upload. HEIC is not accepted: sharp's prebuilt libvips reads HEIF only as AVIF.
 */
export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof photoMimeTypes)[number];

export const photoMaxMegabytes = 15;
export const photoMaxBytes = photoMaxMegabytes * 1024 * 1024;
export const photoMaxFilesPerUpload = 50;

/** The stored image's longest side and the thumbnail's, in pixels (never enlarged). */
export const photoMaxSide = 2400;
export const photoThumbnailSide = 640;
/**
 * The most pixels (width × height) an uploaded image may have, on every upload path: 50 megapixels holds the
 * largest common camera and phone photos (48 MP) and keeps one decoded image near 200 MB. The refusal's text
 * (`photoUploadErrors.pixels`, settings:photo.pixels) names this number.
 */
export const photoMaxPixels = 50_000_000;

export const isPhotoMimeType = (type: string): type is PhotoMimeType =>
  (photoMimeTypes as readonly string[]).includes(type);

/** A photo is portrait when it is taller than wide after its EXIF rotation. */
export const isPortrait = (width: number, height: number) => height > width;

/** The message keys of refused uploads (namespace photos). */
export const photoUploadErrors = {
  type: 'photos:errors.type',
  size: 'photos:errors.size',
  pixels: 'photos:errors.pixels',
  limit: 'photos:errors.limit',
  none: 'photos:errors.none',
  unknown: 'photos:errors.unknown',
} as const;
