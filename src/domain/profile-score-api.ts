import { z } from './zod.ts';
import { partScores, scoreCategories } from './profile-score.ts';
import { responseTimeSchema } from './response-time-api.ts';

const score = z.number().min(0).max(1);
const scoreNames = [...partScores, 'profileScore'] as const;

/** GET /api/supplier/{id}/profile-score: the scores of section 3, computed when asked, each with when it last changed. */
export const profileScoreResponseSchema = z.object({
  scores: z.object({ ...Object.fromEntries(partScores.map((part) => [part, score])), profileScore: score } as Record<
    (typeof partScores)[number] | 'profileScore',
    typeof score
  >),
  category: z.enum(scoreCategories),
  /** the time to the first reply over the last 90 days' replied enquiries (the dashboard's key figure) */
  responseTime: responseTimeSchema,
  /** Spec: a profile score over 0.6 drives a prompt. */
  strongProfilePrompt: z.boolean(),
  /** The part whose completion would raise the score most; null when every part is full. */
  weakestPart: z.enum(partScores).nullable(),
  /** Per score (spec: each with a last-updated stamp): when it last changed, or was first read. */
  updatedAt: z.object(
    Object.fromEntries(scoreNames.map((name) => [name, z.iso.datetime()])) as Record<
      (typeof scoreNames)[number],
      z.ZodISODateTime
    >,
  ),
});
export type ProfileScoreResponse = z.infer<typeof profileScoreResponseSchema>;
