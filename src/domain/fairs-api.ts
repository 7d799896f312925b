import { z } from './zod.ts';
import { fairLimits, maxFairDates, normaliseFairDates } from './fairs.ts';
import { isIsoDate } from './past-days.ts';
import { requiredText } from './validators.ts';

/** Requests and answers of the fair calls, shared by the server and the web. */

export const fairSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  dates: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Fair = z.infer<typeof fairSchema>;

export const fairsResponseSchema = z.object({ fairs: z.array(fairSchema), max: z.number().int() });
export type FairsResponse = z.infer<typeof fairsResponseSchema>;

/**
 * The fair form (spec section 5: name, dates and description all required); `id` set saves that fair, none
 * adds one. Days repeat-free and in order; a day in the past is allowed (a fair entered afterwards is kept
 * as a past one).
 */
export const fairInputSchema = z.object({
  id: z.string().trim().min(1).max(128).nullable().default(null),
  name: requiredText('fairs:errors.name', fairLimits.name),
  description: requiredText('fairs:errors.description', fairLimits.description),
  dates: z
    .array(z.string().trim().refine(isIsoDate, { error: 'fairs:errors.date' }), { error: 'fairs:errors.dates' })
    .min(1, { error: 'fairs:errors.dates' })
    .max(maxFairDates, { error: 'fairs:errors.tooManyDates' })
    .transform(normaliseFairDates),
});
