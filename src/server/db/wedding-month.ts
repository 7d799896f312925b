import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { bookings } from './schema/index.ts';

/**
 * A wedding date picker's year and month as one number (year × 12 + month − 1), null without both: the database's
 * `wedding_month_of` (migration 0057), which the held-date index, the bookings' month triggers and the readers all
 * use, since PostgreSQL uses an expression index only for the same expression. It reads only JSON numbers within
 * bounds, so a stray value never makes a write fail.
 */
export const weddingMonthOf = (picker: AnyColumn): SQL => sql`wedding_month_of(${picker})`;

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * Narrows rows to weddings whose year and month fall from the month of `fromDay` to the month of `toDay` (open-ended
 * without it), so a reader of exact days does not read every wedding of a supplier's history. `month` is a date
 * picker's month (`weddingMonthOf`) or the column that keeps a booking's. A superset: the domain's `weddingDayOf` still
 * decides which of them have an exact day, and whether it is in range.
 */
export function weddingMonthWithin(month: SQL | typeof bookings.weddingMonth, fromDay: string, toDay?: string): SQL {
  return toDay === undefined
    ? sql`${month} >= ${monthIndex(fromDay)}`
    : sql`${month} between ${monthIndex(fromDay)} and ${monthIndex(toDay)}`;
}
