import { z } from '../zod.ts';
import { isIsoDate, latestPastDay } from '../past-days.ts';
import { moderatedPhotoSchema } from '../photos/photo-moderation-api.ts';
import { emailSchema, required, requiredText } from '../validators.ts';
import { isStars, removalStates, reviewLimits, reviewSorts } from './reviews.ts';

/** Requests and answers of the review calls and the couple's review form, shared by the server and the web. */

export const reviewsRatingSchema = z.object({ count: z.number().int(), rating: z.number() });
export type ReviewsRating = z.infer<typeof reviewsRatingSchema>;

const reviewResponseSchema = z.object({ message: z.string(), createdAt: z.string(), updatedAt: z.string() });

/** A review as its supplier sees it (the couple's e-mail address is never part of it). */
export const reviewSchema = z.object({
  id: z.string(),
  /** The spec's feedback type: always review here (testimonials are the endorsements' calls). */
  type: z.literal('review'),
  /** Where couples read it: its entry on the supplier's profile. */
  link: z.string(),
  stars: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The couple's name as they signed it (spec feedback `from`). */
  from: z.string(),
  /** The wedding day, YYYY-MM-DD, when the couple gave it (spec feedback `dateWedding`). */
  dateWedding: z.string().nullable(),
  verified: z.boolean(),
  photos: z.array(moderatedPhotoSchema),
  response: reviewResponseSchema.nullable(),
  removal: z.object({
    state: z.enum(removalStates),
    reason: z.string().nullable(),
    requestedAt: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = z.object({ sort: z.enum(reviewSorts).default('mostRecent') });

export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Null below the rating tier (section 6: rating is classic). */
  rating: reviewsRatingSchema.nullable(),
  /** The shared review link: anyone the supplier gave it to may write an unverified review. */
  shareLink: z.string(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const reviewReplyInputSchema = z.object({ message: requiredText('validation:required', reviewLimits.response) });
export const removalRequestInputSchema = z.object({
  reason: requiredText('validation:required', reviewLimits.removalReason),
});

/** A booked couple's review request: none yet, sent (and when), or used for a review. */
const reviewRequestStates = ['none', 'sent', 'reviewed'] as const;
export const reviewRequestSchema = z.object({
  weddingId: z.string(),
  state: z.enum(reviewRequestStates),
  sentAt: z.string().nullable(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
export const reviewRequestInputSchema = z.object({
  weddingId: z.string({ error: 'validation:required' }).trim().min(1, { error: 'validation:required' }).max(128),
});

/**
 * The couple's review form (the page /{publicId}/reviews/{id}; its fields arrive as form text). The
 * shared link asks for an e-mail address (kept for the platform, shown to no one); a booked couple's
 * request already has it. The wedding day may be tomorrow in UTC at the latest, like a testimonial's.
 */
export function coupleReviewFormSchema(now: Date, { askEmail }: { askEmail: boolean }) {
  const latest = latestPastDay(now);
  return z.object({
    stars: z
      .string({ error: 'reviews:errors.stars' })
      .trim()
      .transform(Number)
      .refine(isStars, { error: 'reviews:errors.stars' }),
    title: requiredText('validation:requiredTitle', reviewLimits.title),
    body: requiredText('validation:required', reviewLimits.body),
    authorName: requiredText('validation:required', reviewLimits.authorName),
    email: askEmail
      ? required(emailSchema)
      : z
          .unknown()
          .optional()
          .transform(() => ''),
    weddingDate: z
      .string()
      .trim()
      .default('')
      .refine((date) => date === '' || isIsoDate(date), { error: 'validation:requiredDate' })
      .refine((date) => date <= latest, { error: 'reviews:errors.futureDate' }),
  });
}

/** A review a supplier asked the platform to remove, as the platform admin decides on it. */
const reviewRemovalSchema = z.object({
  reviewId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  stars: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
  reason: z.string(),
  requestedAt: z.string(),
});
export type ReviewRemoval = z.infer<typeof reviewRemovalSchema>;
export const reviewRemovalsResponseSchema = z.object({ removals: z.array(reviewRemovalSchema) });
const removalDecisions = ['remove', 'keep'] as const;
export const removalDecisionInputSchema = z.object({ decision: z.enum(removalDecisions) });
