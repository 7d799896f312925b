import { guestRange } from '../couple-targeting.ts';
import { budgetBandOf, budgetBands, budgetCap, type BudgetBand } from '../enquiries/budget.ts';
import { isSeason, seasonOfMonth, seasons, type Season } from '../enquiries/wedding-date.ts';

/**
 * Couple intel (`/couple-intel`, tier classic23; docs/decisions/couple-intel.md): who the
 * couples are who enquired with a supplier over the last months (budget band, guest band, wedding month
 * or season), and the suppliers of its category those couples booked instead. Pure rules, shared by the
 * server (which counts) and the web (which draws).
 */

/** The window asked for by default, and its bounds (the `months` query). */
export const coupleIntelMonths = { default: 12, min: 1, max: 24 } as const;

/** At most this many competitors in "lost bookings to", the most bookings first. */
export const lostBookingsTopN = 10;

/**
 * The first instant of a window of `months` calendar months, the current (unfinished) one last: the first
 * day (UTC) of the month `months - 1` before this one. The same months the monthly charts and market
 * insights show, so "the last 12 months" counts the same enquiries on every screen.
 */
export function windowStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
}

/**
 * Guest bands within the targeting's guest range (section 9: 20 to 260), fifty wide; a number below the
 * range counts in the first band, one above it in the last ("over 200").
 */
export const guestBands = [
  { id: 'upTo50', min: guestRange.min, max: 50 },
  { id: 'from51To100', min: 51, max: 100 },
  { id: 'from101To150', min: 101, max: 150 },
  { id: 'from151To200', min: 151, max: 200 },
  { id: 'over200', min: 201, max: guestRange.max },
] as const satisfies readonly { id: string; min: number; max: number }[];
/** @internal */
export type GuestBand = (typeof guestBands)[number]['id'];

/** @internal */
export function guestBandOf(guests: number): GuestBand {
  return guestBands.find((band) => guests <= band.max)?.id ?? 'over200';
}

/**
 * The budget a couple's range stands for: the middle of its ends, each read as the slider shows it (the
 * stored 99000 is the 40k cap); one end alone when only one is given; null without a budget. A couple with
 * "£20k–£40k+" counts as 30k (over 20k), "£5k–£10k" as 7.5k (5k–10k).
 * @internal
 */
export function budgetOfRange(min: number | null, max: number | null): number | null {
  const ends = [min, max]
    .filter((end): end is number => end !== null && Number.isFinite(end))
    .map((end) => Math.min(Math.max(0, end), budgetCap));
  if (ends.length === 0) return null;
  return ends.reduce((sum, end) => sum + end, 0) / ends.length;
}

/** One group of a supplier's enquiries with the same facts, and how many enquiries it holds. */
export interface IntelRow {
  budgetMin: number | null;
  budgetMax: number | null;
  guests: number | null;
  /** The wedding month (1 to 12) the couple gave, and their season (a month's own season wins). */
  month: number | null;
  season: string | null;
  count: number;
}

interface Distribution<K extends string> {
  counts: Record<K, number>;
  /** Enquiries that do not say (no budget, no guest number, no month or season). */
  unknown: number;
}

export interface CoupleIntelShape {
  enquiries: number;
  budget: Distribution<BudgetBand>;
  guests: Distribution<GuestBand>;
  /** Weddings by month of the year (1 to 12), where the couple gave a month. */
  weddingMonths: Distribution<MonthKey>;
  /** Weddings by season: those with a month by its season, those with a season only by that. */
  seasons: Distribution<Season>;
  /** How many of the seasons come from couples who gave a season but no month. */
  seasonOnly: number;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
export const monthKeys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
type MonthKey = (typeof monthKeys)[number];

/** Counts the groups into the distributions; every enquiry is in each distribution once (a band or unknown). */
export function shapeCoupleIntel(rows: readonly IntelRow[]): CoupleIntelShape {
  const shape: CoupleIntelShape = {
    enquiries: 0,
    budget: { counts: zeros(budgetBands.map((band) => band.id)), unknown: 0 },
    guests: { counts: zeros(guestBands.map((band) => band.id)), unknown: 0 },
    weddingMonths: { counts: zeros(monthKeys), unknown: 0 },
    seasons: { counts: zeros(seasons), unknown: 0 },
    seasonOnly: 0,
  };
  for (const row of rows) {
    const { count } = row;
    if (count <= 0) continue;
    shape.enquiries += count;
    const budget = budgetOfRange(row.budgetMin, row.budgetMax);
    if (budget === null) shape.budget.unknown += count;
    else shape.budget.counts[budgetBandOf(budget)] += count;
    if (row.guests === null || row.guests <= 0) shape.guests.unknown += count;
    else shape.guests.counts[guestBandOf(row.guests)] += count;
    const month =
      row.month !== null && Number.isInteger(row.month) && row.month >= 1 && row.month <= 12 ? row.month : null;
    const season = month !== null ? seasonOfMonth(month) : isSeason(row.season) ? row.season : null;
    if (month === null) shape.weddingMonths.unknown += count;
    else shape.weddingMonths.counts[`${month}` as MonthKey] += count;
    if (season === null) shape.seasons.unknown += count;
    else {
      shape.seasons.counts[season] += count;
      if (month === null) shape.seasonOnly += count;
    }
  }
  return shape;
}

/** One competitor's lost bookings as the server counts them. */
export interface LostBookingCount {
  publicId: string;
  name: string;
  category: string;
  bookings: number;
}

/** The most bookings first, then by name (and public id) so equal counts keep one order; at most `lostBookingsTopN`. */
export function rankLostBookings(counts: readonly LostBookingCount[], topN = lostBookingsTopN): LostBookingCount[] {
  return [...counts]
    .filter((count) => count.bookings > 0)
    .sort(
      (a, b) =>
        b.bookings - a.bookings || a.name.localeCompare(b.name, 'en') || a.publicId.localeCompare(b.publicId, 'en'),
    )
    .slice(0, topN);
}
