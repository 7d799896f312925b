import { z } from '../zod.ts';
import { maxVideoUrlLength, videoSources } from './video-url.ts';
import { videoTypes } from './videos.ts';

/** Requests and answers of the video calls, shared by the server and the web. */

const urlField = z
  .string({ error: 'videos:errors.incorrectUrl' })
  .trim()
  .min(1, { error: 'videos:errors.incorrectUrl' })
  .max(maxVideoUrlLength, { error: 'videos:errors.incorrectUrl' });

const videoTypeSchema = z.enum(videoTypes, { error: 'validation:invalid' });

/**
 * spec: POST /api/video-meta with vid, type, url; `type` is the link kind and `vid` its id, both optional checks of the
 * url.
 */
export const videoMetaRequestSchema = z.object({
  vid: z.string().max(maxVideoUrlLength).optional(),
  type: z.enum(videoSources, { error: 'validation:invalid' }).optional(),
  url: urlField,
});

/** oEmbed's title and thumbnail_url; Google Maps answers its label and no thumbnail. */
export const videoMetaSchema = z.object({ title: z.string(), thumbnail: z.string().nullable() });
export type VideoMeta = z.infer<typeof videoMetaSchema>;

export const addVideoSchema = z.object({ url: urlField, type: videoTypeSchema });
export type AddVideoRequest = z.infer<typeof addVideoSchema>;

export const videosQuerySchema = z.object({ type: videoTypeSchema.default('video') });

export const videoSchema = z.object({
  id: z.string(),
  type: videoTypeSchema,
  source: z.enum(videoSources),
  sourceId: z.string(),
  /** The link in canonical form: what "open" points at. */
  url: z.string(),
  label: z.string(),
  thumbnail: z.string().nullable(),
  /** The embeddable player, or null where only the link works (video-url.ts `videoEmbedUrl`). */
  embedUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videosResponseSchema = z.object({ type: videoTypeSchema, videos: z.array(videoSchema) });
export type VideosResponse = z.infer<typeof videosResponseSchema>;

/** After an add or a delete: the list's new count (the supplier's counter). */
export const videoChangeResponseSchema = z.object({ video: videoSchema.optional(), count: z.number().int() });
export type VideoChangeResponse = z.infer<typeof videoChangeResponseSchema>;
