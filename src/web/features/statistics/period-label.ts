import type { Granularity } from '../../../domain/statistics/time-series.ts';

/** A chart period's label from its first day: "Nov 2026" for a month, "23 Nov" for a week (Monday), in the reader's language. */
export function periodLabel(firstDay: string, granularity: Granularity, locale: string): string {
  const options: Intl.DateTimeFormatOptions = granularity === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${firstDay}T00:00:00Z`));
}
