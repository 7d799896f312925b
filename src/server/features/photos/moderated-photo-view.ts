import type { ModeratedPhoto } from '../../../domain/photos/photo-moderation-api.ts';
import { photoStateOf } from '../../../domain/photos/photo-moderation.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/**
 * A stored review or real-wedding photo as its owner sees it: links to its files, its state and a rejection's reason.
 */
export function moderatedPhotoView(
  storage: StorageProvider,
  photo: { id: string; path: string; thumbnail: string; approved: boolean; rejectedReason: string | null },
): ModeratedPhoto {
  return {
    id: photo.id,
    path: storage.publicUrl(photo.path),
    thumbnail: storage.publicUrl(photo.thumbnail),
    state: photoStateOf(photo),
    rejectedReason: photo.rejectedReason,
  };
}
