import { z } from '../zod.ts';
import { moderationBatchMax, photoSources, photoStates, rejectionReasonMaxLength } from './photo-moderation.ts';

/** Requests and answers of the photo approval queue (photo-moderation.ts), shared by the server and the web. */

/**
 * A photo that waits for approval (of a review, a real wedding) as its owner sees it: its state and a rejection's
 * reason.
 */
export const moderatedPhotoSchema = z.object({
  id: z.string(),
  path: z.string(),
  thumbnail: z.string(),
  state: z.enum(photoStates),
  rejectedReason: z.string().nullable(),
});
export type ModeratedPhoto = z.infer<typeof moderatedPhotoSchema>;

/** One decision on some photos: approve them, or reject them with a reason (required, shown to the supplier). */
export const photoDecisionSchema = z
  .object({
    photoIds: z
      .array(z.string().min(1).max(128), { error: 'photos:errors.ids' })
      .min(1, { error: 'photos:errors.ids' })
      .max(moderationBatchMax, { error: 'photos:errors.ids' }),
    decision: z.enum(['approve', 'reject'], { error: 'validation:invalid' }),
    reason: z.string().trim().max(rejectionReasonMaxLength, { error: 'validation:maxLength' }).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'photos:moderation.reasonRequired' });
  });
export type PhotoDecision = z.input<typeof photoDecisionSchema>;

export const moderationQueueQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

const queuedPhotoSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  thumbnail: z.string(),
  path: z.string(),
  source: z.enum(photoSources),
  createdAt: z.string(),
});

/** Photos awaiting a decision, oldest first, with how many wait in all. */
export const moderationQueueSchema = z.object({
  photos: z.array(queuedPhotoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const photoDecisionResultSchema = z.object({ decided: z.number().int() });
