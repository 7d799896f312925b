import type { Config } from '../../config.ts';
import { createOEmbedVideoMeta, oEmbedEndpointsUnder, publicOEmbedEndpoints } from './oembed.ts';
import type { VideoMetaProvider } from './types.ts';

export type { VideoMetaProvider } from './types.ts';

/** oEmbed at the services themselves, or under `VIDEO_META_URL` (a stand-in or a caching proxy). */
export function createVideoMetaProvider(config: Config): VideoMetaProvider {
  return createOEmbedVideoMeta({
    endpoints: config.VIDEO_META_URL ? oEmbedEndpointsUnder(config.VIDEO_META_URL) : publicOEmbedEndpoints,
  });
}
