import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { weddingMonthOf } from '../../db/wedding-month.ts';

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * Narrows rows to wedding date pickers whose year and month fall from the month of `fromDay` to the month of `toDay`
 * (open-ended without it), so a reader of exact days does not read every wedding of a supplier's history. A superset:
 * the domain's `weddingDayOf` still decides which of them have an exact day, and whether it is in range.
 */
export function weddingMonthWithin(picker: AnyColumn, fromDay: string, toDay?: string): SQL {
  const index = weddingMonthOf(picker);
  return toDay === undefined
    ? sql`${index} >= ${monthIndex(fromDay)}`
    : sql`${index} between ${monthIndex(fromDay)} and ${monthIndex(toDay)}`;
}
