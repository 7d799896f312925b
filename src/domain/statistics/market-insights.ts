import { offeredCountriesOf } from '../feature-access.ts';
import { isCountryCode, type CountryCode } from '../countries.ts';
import { budgetBandOf, budgetBands, fromStoredBudget, type BudgetBand } from '../enquiries/budget.ts';
import { regionFileOf } from '../locations/regions.ts';
import { periodStartOf, utcDayOf } from './time-series.ts';

/**
 * Issue 14, /market-insights (spec sections 6, 7 and 9): couple budgets in the five bands, the
 * per-country seasonality trends file and the demand in the supplier's county. Pure rules shared by the
 * server and the screen.
 */

/** The countries market insights is offered in (feature-access.ts; the spec leaves them unnamed): GB, DE, FR. */
export const marketInsightsCountries: readonly CountryCode[] = offeredCountriesOf('marketInsights') ?? [];

/** Months of enquiries the budgets and the county demand look back over, the current month last. */
export const marketMonths = 12;
/** Months the seasonality trends file covers, the current month last. */
export const trendsMonths = 24;

/**
 * The amount a couple's budget counts as in the bands: the middle of the range the couple chose, each
 * end read on the slider first (99000, stored at the cap, is 40000); one end alone when only one is
 * given; null without a budget.
 * @internal
 */
export function coupleBudgetAmount(min: number | null, max: number | null): number | null {
  const ends = [min, max]
    .filter((value): value is number => value !== null && Number.isFinite(value) && value >= 0)
    .map(fromStoredBudget);
  if (ends.length === 0) return null;
  return ends.reduce((sum, value) => sum + value, 0) / ends.length;
}

/**
 * The spec's band of a couple's budget (under 5k … over 20k); null without a budget.
 * @internal
 */
export function coupleBudgetBand(min: number | null, max: number | null): BudgetBand | null {
  const amount = coupleBudgetAmount(min, max);
  return amount === null ? null : budgetBandOf(amount);
}

export type BandCounts = Record<BudgetBand, number>;

/** @internal */
export const zeroBandCounts = (): BandCounts =>
  Object.fromEntries(budgetBands.map((band) => [band.id, 0])) as BandCounts;

/**
 * Couples per band, and how many gave no budget (left out of the bands), from budget ranges each given by `couples`
 * couples (one when left out): a market's couples come counted per range, tens of thousands at scale.
 */
export function countBudgetBands(budgets: Iterable<{ min: number | null; max: number | null; couples?: number }>): {
  bands: BandCounts;
  withoutBudget: number;
} {
  const bands = zeroBandCounts();
  let withoutBudget = 0;
  for (const { min, max, couples = 1 } of budgets) {
    const band = coupleBudgetBand(min, max);
    if (band === null) withoutBudget += couples;
    else bands[band] += couples;
  }
  return { bands, withoutBudget };
}

const monthStartOf = (year: number, monthIndex: number): string => utcDayOf(new Date(Date.UTC(year, monthIndex, 1)));

/** The first days of the last `count` calendar months (UTC), oldest first, the current month last. */
export function lastMonths(now: Date, count: number): string[] {
  const current = new Date(`${periodStartOf('month', utcDayOf(now))}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    monthStartOf(current.getUTCFullYear(), current.getUTCMonth() - (count - 1 - i)),
  );
}

/** The first day after the month starting on `start`. */
export function nextMonthStart(start: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  return monthStartOf(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** Counts per month start (rows in any order, months outside the list ignored) laid on the months, 0 where none. */
export function monthlySeries(months: readonly string[], rows: Iterable<{ month: string; count: number }>): number[] {
  const series = months.map(() => 0);
  for (const row of rows) {
    const index = months.indexOf(row.month);
    if (index >= 0) series[index]! += row.count;
  }
  return series;
}

/** The spec's error of a failed trends fetch (section 7). */
export const couplesTrendsFailed = 'Failed to fetch couples trends';
export const couplesTrendsFile = 'couplesTrendsMonthly.json';

/** A country's folder of static files: the location list's naming (uk for GB, else the code in lower case). */
const trendsFolderOf = (country: CountryCode): string => regionFileOf(country);

/** The country of a trends folder, when market insights is offered there; null for any other folder. */
export function trendsCountryOf(folder: string): CountryCode | null {
  return marketInsightsCountries.find((country) => trendsFolderOf(country) === folder) ?? null;
}

/** The static path of a country's seasonality trends (spec section 7: one file per country folder). */
export function couplesTrendsPath(country: string): string | null {
  if (!isCountryCode(country) || !marketInsightsCountries.includes(country)) return null;
  return `/static/${trendsFolderOf(country)}/${couplesTrendsFile}`;
}
