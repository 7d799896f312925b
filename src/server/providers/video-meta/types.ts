import type { VideoMeta } from '../../../domain/videos/videos-api.ts';
import type { VideoLink } from '../../../domain/videos/video-url.ts';

export type { VideoMeta };

/**
 * Title and thumbnail of a video link (spec: POST /api/video-meta); null when the service does not know it or does not
 * answer.
 */
export interface VideoMetaProvider {
  lookup(link: VideoLink): Promise<VideoMeta | null>;
}
