import { z } from '../zod.ts';
import { countries } from '../countries.ts';
import { budgetBands } from '../enquiries/budget.ts';

/** Answers of the market insights calls (issue 14), shared by the server and the web. */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();
const bandCounts = z.object(
  Object.fromEntries(budgetBands.map((band) => [band.id, count])) as Record<
    (typeof budgetBands)[number]['id'],
    typeof count
  >,
);

/**
 * The statistics calls' one query flag (spec section 7): accepted and ignored; the numbers always come from the
 * portal's own data.
 */
export const statisticsFlagQuerySchema = z.object({
  enableMixpanelFetch: z.enum(['true', 'false'], { error: 'marketInsights:errors.enableMixpanelFetch' }).optional(),
});

const budgetGroup = z.object({
  bands: bandCounts.describe('couples per budget band (spec section 9), each couple once'),
  withoutBudget: count.describe('couples who gave no budget, left out of the bands'),
});

const marketCounty = z
  .string()
  .nullable()
  .describe("the supplier's county; null when it has none, and the market is then the whole country");

/**
 * GET /api/supplier/{id}/statistics/couple-budgets: couples' budgets in the five bands over the last 12
 * months, of the couples who enquired with suppliers of the supplier's category in its county (market)
 * and with the supplier itself (own).
 */
export const coupleBudgetsSchema = z.object({
  from: day.describe('the first day counted (the first of the month 11 months back)'),
  county: marketCounty,
  category: z.string(),
  market: budgetGroup,
  own: budgetGroup,
});
export type CoupleBudgets = z.infer<typeof coupleBudgetsSchema>;

/**
 * GET /api/supplier/{id}/statistics/county-demand: enquiries per month in the supplier's category and county, and its
 * own.
 */
export const countyDemandSchema = z.object({
  county: marketCounty,
  category: z.string(),
  months: z.array(day).describe('the first day of each month, oldest first, the current one last'),
  market: z
    .array(count)
    .describe("enquiries per month with the category's suppliers in the county (the supplier's included)"),
  own: z.array(count).describe("the supplier's own enquiries per month"),
  suppliers: count.describe('how many suppliers of the category are listed in the county'),
});
export type CountyDemand = z.infer<typeof countyDemandSchema>;

/** GET /static/{country folder}/couplesTrendsMonthly.json: a country's enquiries and wedding dates per month. */
export const couplesTrendsSchema = z.object({
  country: z.enum(countries),
  generatedAt: z.string().describe('when the numbers were counted (ISO instant)'),
  months: z.array(day).describe('the first day of each of the last 24 months, oldest first'),
  enquiries: z.array(count).describe("enquiries received per month by the country's suppliers"),
  weddings: z
    .array(count)
    .describe("weddings (of couples who enquired with the country's suppliers) whose date falls in each month"),
});
export type CouplesTrends = z.infer<typeof couplesTrendsSchema>;
