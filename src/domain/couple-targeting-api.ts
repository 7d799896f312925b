import { z } from './zod.ts';
import { budgetCap, budgetStoredAtCap, toStoredBudget } from './enquiries/budget.ts';
import { seasons, weekDays } from './enquiries/wedding-date.ts';
import {
  guestRange,
  targetingSeasonOf,
  targetingSeasons,
  targetingWeekdays,
  targetingYearOf,
  targetingYearOptions,
} from './couple-targeting.ts';

/** Requests and answers of the targeting calls, shared by the server and the web. */

const storedRange = z.object({ gte: z.number().nullable(), lte: z.number().nullable() });

const targetingSchema = z.object({
  targetingBudget: storedRange,
  targetingGuests: storedRange,
  targetingSeason: z.enum(seasons).nullable(),
  targetingWeekday: z.enum(weekDays).nullable(),
  targetingYear: z.object({ gte: z.number().int(), lte: z.number().int().nullable() }).nullable(),
});

/** How many of the supplier's enquiries so far fit a targeting, out of how many. */
export const targetingMatchesSchema = z.object({ matching: z.number().int(), total: z.number().int() });
export type TargetingMatches = z.infer<typeof targetingMatchesSchema>;

export const targetingResponseSchema = z.object({ targeting: targetingSchema, matches: targetingMatchesSchema });
export type TargetingResponse = z.infer<typeof targetingResponseSchema>;

/** A slider range {gte, lte} of whole numbers within bounds (`alsoAllowed`: the budget's stored cap), not reversed. */
function rangeInput(key: string, min: number, max: number, alsoAllowed?: number) {
  const value = z
    .number({ error: `coupleTargeting:errors.${key}` })
    .refine((n) => Number.isInteger(n) && ((n >= min && n <= max) || n === alsoAllowed), {
      error: `coupleTargeting:errors.${key}`,
    });
  return z
    .object({ gte: value, lte: value }, { error: `coupleTargeting:errors.${key}` })
    .refine((range) => range.gte <= range.lte, { error: `coupleTargeting:errors.${key}Reversed` });
}

/**
 * The targeting form: budget in slider values (40000, or 99000 as stored, is "40k or more"), seasons and
 * weekdays by option ("all" is none), a year option of `targetingYearOptions` or null. The guest range may
 * be left out (a form without guest targeting keeps what is stored) or null (none).
 */
export function targetingInputSchema(now: Date) {
  const years = targetingYearOptions(now);
  return z.object({
    targetingBudget: rangeInput('budget', 0, budgetCap, budgetStoredAtCap).transform(({ gte, lte }) => ({
      gte: toStoredBudget(gte),
      lte: toStoredBudget(lte),
    })),
    targetingGuests: rangeInput('guests', guestRange.min, guestRange.max).nullable().optional(),
    targetingSeason: z.enum(targetingSeasons, { error: 'coupleTargeting:errors.season' }).transform(targetingSeasonOf),
    targetingWeekday: z
      .enum(targetingWeekdays, { error: 'coupleTargeting:errors.weekday' })
      .transform((option) => (option === 'all' ? null : option)),
    targetingYear: z
      .number({ error: 'coupleTargeting:errors.year' })
      .refine((year) => years.includes(year), { error: 'coupleTargeting:errors.year' })
      .transform((year) => targetingYearOf(year, now))
      .nullable(),
  });
}
