/**
 * Issue 14, spec sections 4 and 9: the chart periods of the statistics. Days are UTC calendar days
 * ('YYYY-MM-DD'), the days the rollups count in.
 */
export const granularities = ['month', 'week'] as const;
export type Granularity = (typeof granularities)[number];

/** Spec section 9: charts open by month. */
export const defaultGranularity: Granularity = 'month';
export const granularityNotSupported = 'Provided granularity is not supported';
/** Spec section 4: weekly charts show the last 12 weeks; monthly ones the last 12 months (a decision). */
const periodsShown: Record<Granularity, number> = { week: 12, month: 12 };

const dayMs = 86_400_000;

export function isGranularity(value: unknown): value is Granularity {
  return typeof value === 'string' && (granularities as readonly string[]).includes(value);
}

/** The asked granularity, the default when none is asked; an error (spec section 8's message) for any other. */
export function granularityOf(value: string | undefined): Granularity {
  if (value === undefined || value === '') return defaultGranularity;
  if (!isGranularity(value)) throw new Error(granularityNotSupported);
  return value;
}

export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => utcDayOf(new Date(dateOf(day).getTime() + days * dayMs));
const addMonths = (day: string, months: number): string => {
  const date = dateOf(day);
  return utcDayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
};

/** The first day of the period a day is in: weeks start on Monday (spec section 4), months on the 1st. */
export function periodStartOf(granularity: Granularity, day: string): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (dateOf(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

export function nextPeriodStart(granularity: Granularity, start: string): string {
  return granularity === 'month' ? addMonths(start, 1) : addDays(start, 7);
}

/** The periods a chart shows, oldest first, the current (unfinished) one last: their first days. */
export function chartPeriods(granularity: Granularity, now: Date): string[] {
  let start = periodStartOf(granularity, utcDayOf(now));
  const starts = [start];
  for (let i = 1; i < periodsShown[granularity]; i++) {
    start = granularity === 'month' ? addMonths(start, -1) : addDays(start, -7);
    starts.unshift(start);
  }
  return starts;
}

/** Spec section 9: the last-month total is of the previous calendar month, [start, end). */
export function lastMonthOf(now: Date): { start: string; end: string } {
  const end = periodStartOf('month', utcDayOf(now));
  return { start: addMonths(end, -1), end };
}

/**
 * Issue 34: the calendar month before a month, [start, end), the period a month's totals are compared with
 * ("+12 % vs previous period"); a calendar month rather than as many days, so February is compared with January.
 */
export function monthBefore(month: { start: string }): { start: string; end: string } {
  return { start: addMonths(month.start, -1), end: month.start };
}
