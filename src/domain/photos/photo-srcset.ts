import { photoThumbnailSide } from './photo-files.ts';

/** A stored photo's two files (photo-files.ts): the image and its thumbnail, at most 640 px on its longest side. */
export interface PhotoFiles {
  path: string;
  thumbnail: string;
  width: number;
  height: number;
}

/**
 * The thumbnail's width: the image scaled to `photoThumbnailSide` on its longest side, never enlarged.
 * @internal
 */
export function thumbnailWidth({ width, height }: Pick<PhotoFiles, 'width' | 'height'>): number {
  const longest = Math.max(width, height);
  return longest <= photoThumbnailSide ? width : Math.round((width * photoThumbnailSide) / longest);
}

/** The `srcset` of a photo from the files it has (thumbnail, then image); only the image when they are as wide. */
export function photoSrcset(photo: PhotoFiles): string {
  const small = thumbnailWidth(photo);
  return small < photo.width
    ? `${photo.thumbnail} ${small}w, ${photo.path} ${photo.width}w`
    : `${photo.path} ${photo.width}w`;
}
