import type { Feature } from '../feature-access.ts';
import { parseVideoUrl, type VideoLink } from './video-url.ts';

/** A supplier's two lists (spec: Video type "video or videoTour"), each with its page and counter. */
export const videoTypes = ['video', 'videoTour'] as const;
export type VideoType = (typeof videoTypes)[number];

/** The key of `suppliers.counters` each list keeps up to date. */
export const videoCounterKeys = { video: 'videos', videoTour: 'videoTours' } as const satisfies Record<
  VideoType,
  string
>;
/** The tier gate of a list (video tours from lite; plain videos for everyone). */
export const videoTypeFeature: Record<VideoType, Feature | null> = { video: null, videoTour: 'videoTours' };

/** A list's size limit: generous for a profile, and a bound on what one supplier can store. */
export const maxVideosPerList = 50;

/** Message keys (namespace `videos`) of the spec's video messages. */
export const videoMessages = {
  incorrectUrl: 'videos:errors.incorrectUrl',
  /** The spec's already-exists message, worded differently for video tours. */
  alreadyExists: {
    video: 'videos:errors.alreadyExists',
    videoTour: 'videos:errors.tourAlreadyExists',
  } satisfies Record<VideoType, string>,
  notFound: 'videos:errors.notFound',
  limitReached: 'videos:errors.limitReached',
} as const;

export type NewVideoCheck =
  | { ok: true; link: VideoLink }
  | { ok: false; code: 'incorrect-url' | 'already-exists' | 'limit-reached'; message: string };

/** Whether a link may join a list: one of the four services, not already in the list, and room left. */
export function checkNewVideo(
  input: string,
  type: VideoType,
  existing: readonly { source: string; sourceId: string }[],
): NewVideoCheck {
  const link = parseVideoUrl(input);
  if (!link) return { ok: false, code: 'incorrect-url', message: videoMessages.incorrectUrl };
  if (existing.some((video) => video.source === link.source && video.sourceId === link.sourceId)) {
    return { ok: false, code: 'already-exists', message: videoMessages.alreadyExists[type] };
  }
  if (existing.length >= maxVideosPerList)
    return { ok: false, code: 'limit-reached', message: videoMessages.limitReached };
  return { ok: true, link };
}

/** spec section 4 "Video": deleting a video emits an analytics event with the supplier's video count. */
export const videoDeletedEvent = { event: 'videoDeleted', category: 'videos' } as const;
