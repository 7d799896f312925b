import { z } from '../zod.ts';

/** Requests and answers of the Instagram app calls, shared by the server and the web. */

const instagramPostSchema = z.object({
  id: z.string(),
  caption: z.string(),
  /** The picture (a video's cover picture). */
  imageUrl: z.string(),
  /** The post on Instagram. */
  permalink: z.string(),
  timestamp: z.string(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

export const instagramStatusSchema = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
  connectedAt: z.string().nullable(),
  posts: z.array(instagramPostSchema),
});
export type InstagramStatus = z.infer<typeof instagramStatusSchema>;

export const instagramSupplierSchema = z.object({ supplierId: z.string().trim().min(1).max(128) });
export const instagramConnectResponseSchema = z.object({ url: z.string() });
