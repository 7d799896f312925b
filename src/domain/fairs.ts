/**
 * Wedding fairs (spec "Wedding fair": id, name, description, dates, createdAt, updatedAt; the screen /fairs):
 * the fairs a supplier exhibits at, each on one or more days. Sorted by first date (section 9); a fair whose
 * last day has passed is kept and shown greyed to the supplier, and couples see only those to come. No zod
 * here: the web's first screens import this.
 */

export const fairLimits = { name: 120, description: 2000 } as const;
/** Days of one fair (a fair runs a weekend, sometimes a few). */
export const maxFairDates = 10;
/** Fairs a supplier keeps, past ones included. */
export const maxFairs = 50;

export interface FairDates {
  /** Calendar days, YYYY-MM-DD, in order. */
  dates: readonly string[];
}

const firstDateOf = (fair: FairDates): string => fair.dates[0] ?? '';
const lastDateOf = (fair: FairDates): string => fair.dates[fair.dates.length - 1] ?? '';

/** Past once its last day is over (a fair on today is still to come). */
export function isPastFair(fair: FairDates, today: string): boolean {
  return lastDateOf(fair) < today;
}

/** spec section 9: fairs are sorted by their first date (then by name, so the order is stable). */
export function sortFairs<F extends FairDates & { name: string }>(fairs: readonly F[]): F[] {
  return [...fairs].sort((a, b) => firstDateOf(a).localeCompare(firstDateOf(b)) || a.name.localeCompare(b.name));
}

/** The days as given, without repeats, in order. */
export function normaliseFairDates(dates: readonly string[]): string[] {
  return [...new Set(dates)].sort();
}

/** The listing template's `weddingFairs`: the fairs by id, each with its name, description and days. */
export function listingWeddingFairsOf(
  fairs: readonly (FairDates & { id: string; name: string; description: string })[],
): Record<string, { name: string; description: string; dates: string[] }> {
  return Object.fromEntries(
    fairs.map((fair) => [fair.id, { name: fair.name, description: fair.description, dates: [...fair.dates] }]),
  );
}
