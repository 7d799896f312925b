import { isCalendarDate } from './enquiries/wedding-date.ts';

/** Days of the past a supplier or a couple enters (a testimonial's date, a reviewed wedding), written YYYY-MM-DD. */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD that exists (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  return (
    match !== null && Number(match[1]) >= 1900 && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))
  );
}

/**
 * The latest day such a date may be, seen at `now`: tomorrow in UTC, so someone east of UTC past
 * midnight can still enter their today.
 */
export function latestPastDay(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}
