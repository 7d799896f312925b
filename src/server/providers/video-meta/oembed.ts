import { googleMapsLabel, type VideoLink, type VideoSource } from '../../../domain/videos/video-url.ts';
import type { VideoMeta, VideoMetaProvider } from './types.ts';

/** The services' oEmbed endpoints; Google Maps has none. */
export type OEmbedEndpoints = Record<Exclude<VideoSource, 'googlemaps'>, string>;

export const publicOEmbedEndpoints: OEmbedEndpoints = {
  youtube: 'https://www.youtube.com/oembed',
  vimeo: 'https://vimeo.com/api/oembed.json',
  matterport: 'https://my.matterport.com/api/v1/models/oembed/',
};

/**
 * Every endpoint under one base (`VIDEO_META_URL`): `{base}/youtube/oembed`, `{base}/vimeo/oembed`,
 * `{base}/matterport/oembed`.
 */
export function oEmbedEndpointsUnder(base: string): OEmbedEndpoints {
  const root = base.replace(/\/+$/, '');
  return { youtube: `${root}/youtube/oembed`, vimeo: `${root}/vimeo/oembed`, matterport: `${root}/matterport/oembed` };
}

export interface OEmbedOptions {
  endpoints?: OEmbedEndpoints;
  /** A lookup that takes longer counts as failed (the supplier is waiting for the preview). */
  timeoutMs?: number;
  /** Told why a lookup failed (the answer to the caller is "not found" either way). */
  onFailure?: (link: VideoLink, reason: string) => void;
}

const maxTitleLength = 200;

function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** oEmbed's `title` and `thumbnail_url` (spec: thumbnail is thumbnail_url in the metadata); no title, no video. */
function toMeta(body: unknown): VideoMeta | null {
  if (!body || typeof body !== 'object') return null;
  const { title, thumbnail_url: thumbnail } = body as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) return null;
  return { title: title.trim().slice(0, maxTitleLength), thumbnail: httpUrlOrNull(thumbnail) };
}

/**
 * Video metadata through oEmbed with a short timeout (design.md section 3: the embedded default and
 * the real adapter are the same). Google Maps links get a label from the link and no thumbnail.
 */
export function createOEmbedVideoMeta({
  endpoints = publicOEmbedEndpoints,
  timeoutMs = 3000,
  onFailure,
}: OEmbedOptions = {}): VideoMetaProvider {
  return {
    async lookup(link: VideoLink): Promise<VideoMeta | null> {
      if (link.source === 'googlemaps') return { title: googleMapsLabel(link.url), thumbnail: null };
      const request = new URL(endpoints[link.source]);
      request.searchParams.set('url', link.url);
      request.searchParams.set('format', 'json');
      try {
        const response = await fetch(request, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          onFailure?.(link, `answered ${response.status}`);
          return null;
        }
        const meta = toMeta(await response.json());
        if (!meta) onFailure?.(link, 'answered without a title');
        return meta;
      } catch (error) {
        onFailure?.(link, (error as Error).message);
        return null;
      }
    },
  };
}
