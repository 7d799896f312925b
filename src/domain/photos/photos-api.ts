import { z } from '../zod.ts';
import { photoStates } from './photo-moderation.ts';

/** Requests and answers of the photo gallery calls, shared by the server and the web. */

const photoViewSchema = z.object({
  id: z.string(),
  /** Set by platform admins; a new photo is unapproved. */
  approved: z.boolean(),
  /** awaiting, approved or rejected (photo-moderation.ts); only approved photos show on pages couples see. */
  state: z.enum(photoStates),
  /** Why a platform admin rejected it; null unless rejected. */
  rejectedReason: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 instant'),
  /** 250 x batch index + position in the batch (photo-order.ts). */
  order: z.number().int(),
  /** URL of the stored image (re-encoded, at most 2400 px on its longest side). */
  path: z.string(),
  /** URL of the thumbnail (at most 640 px on its longest side). */
  thumbnail: z.string(),
  /** Taller than wide after EXIF rotation. */
  portrait: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoView = z.infer<typeof photoViewSchema>;

export const photoListSchema = z.object({ photos: z.array(photoViewSchema) });
export type PhotoList = z.infer<typeof photoListSchema>;

export const photoUploadResultSchema = photoListSchema.extend({ uploaded: z.number().int() });
export type PhotoUploadResult = z.infer<typeof photoUploadResultSchema>;

export const photoDeleteResultSchema = photoListSchema.extend({ deleted: z.number().int() });
export type PhotoDeleteResult = z.infer<typeof photoDeleteResultSchema>;

const photoIds = z
  .array(z.string().min(1).max(128), { error: 'photos:errors.ids' })
  .min(1, { error: 'photos:errors.ids' })
  .max(5000, { error: 'photos:errors.ids' });

/** The whole gallery in its new order (every photo once). */
export const photoOrderRequestSchema = z.object({ ids: photoIds });

export const photoDeleteRequestSchema = z.object({ ids: photoIds });

export const photoApprovedRequestSchema = z.object({ approved: z.boolean({ error: 'validation:required' }) });
