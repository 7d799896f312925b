import { z } from '../zod.ts';
import { budgetBands } from '../enquiries/budget.ts';
import { seasons } from '../enquiries/wedding-date.ts';
import { coupleIntelMonths, guestBands, lostBookingsTopN, monthKeys } from './couple-intel.ts';

/**
 * Requests and answers of GET /api/supplier/{id}/couple-intel and /lost-bookings-to (docs/decisions/couple-intel.md,
 * "Calls").
 */

const monthsError = { error: 'coupleIntel:errors.months' };

/** `months`: the window, whole months 1 to 24 (12 when left out). */
export const coupleIntelQuerySchema = z.object({
  months: z.coerce
    .number(monthsError)
    .int(monthsError)
    .min(coupleIntelMonths.min, monthsError)
    .max(coupleIntelMonths.max, monthsError)
    .default(coupleIntelMonths.default)
    .describe(`the window in months, ${coupleIntelMonths.min} to ${coupleIntelMonths.max}, ending now`),
});

const count = z.number().int().min(0);
const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, typeof count>);
const distribution = <K extends string>(keys: readonly K[], what: string) =>
  z.object({
    counts: counts(keys).describe(`enquiries per ${what}`),
    unknown: count.describe(`enquiries that do not give a ${what}`),
  });

const window = {
  months: z.number().int(),
  from: z.string().describe('the first instant of the window (ISO 8601); the window ends now'),
};

/**
 * Who the supplier's enquiring couples are: each distribution counts every enquiry of the window once (a band, or
 * unknown).
 */
export const coupleIntelSchema = z.object({
  ...window,
  enquiries: count.describe('enquiries received in the window'),
  budget: distribution(
    budgetBands.map((band) => band.id),
    'budget band (the middle of the couple’s range; section 9 bands)',
  ),
  guests: distribution(
    guestBands.map((band) => band.id),
    'guest band',
  ),
  weddingMonths: distribution(monthKeys, 'wedding month (1 to 12)'),
  seasons: distribution(seasons, 'wedding season'),
  seasonOnly: count.describe('of the seasons, the couples who gave a season but no month'),
});
export type CoupleIntel = z.infer<typeof coupleIntelSchema>;

/** The suppliers of the same category the supplier's enquiring couples booked: public facts and counts only. */
export const lostBookingsSchema = z.object({
  ...window,
  category: z.string().describe('the supplier’s category; only competitors of it are counted'),
  lost: count.describe(
    'weddings of the window’s enquiries booked with another supplier of the category and not with this one',
  ),
  competitors: z
    .array(
      z.object({
        publicId: z.string(),
        name: z.string(),
        category: z.string(),
        bookings: count.describe('of those weddings, how many this competitor booked'),
      }),
    )
    .max(lostBookingsTopN)
    .describe(`at most ${lostBookingsTopN}, the most bookings first, then by name`),
});
export type LostBookings = z.infer<typeof lostBookingsSchema>;
