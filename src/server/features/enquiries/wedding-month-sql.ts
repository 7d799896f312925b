import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * Narrows rows to weddings whose year and month fall from the month of `fromDay` to the month of `toDay` (open-ended
 * without it), so a reader of exact days does not read every wedding of a supplier's history. `month` is a date
 * picker's month (`weddingMonthOf`) or a column that keeps it (a booking's `wedding_month`). A superset: the domain's
 * `weddingDayOf` still decides which of them have an exact day, and whether it is in range.
 */
export function weddingMonthWithin(month: SQL | AnyColumn, fromDay: string, toDay?: string): SQL {
  return toDay === undefined
    ? sql`${month} >= ${monthIndex(fromDay)}`
    : sql`${month} between ${monthIndex(fromDay)} and ${monthIndex(toDay)}`;
}
