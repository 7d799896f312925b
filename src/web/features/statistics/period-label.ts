import { useTranslation } from 'react-i18next';
import { periodStartOf, utcDayOf, type Granularity } from '../../../domain/statistics/time-series.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

/**
 * A chart period's label from its first day: "Nov 2026" for a month, "23 Nov" for a week (Monday), in the reader's
 * language.
 * @internal
 */
export function periodLabel(firstDay: string, granularity: Granularity, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${firstDay}T00:00:00Z`));
}

/**
 * The period labels of a chart in the reader's language, the period that holds today marked as so far
 * ("Nov 2026 (so far)"): its count is not a whole month's or week's, and would read as a drop.
 */
function usePeriodLabel(): (firstDay: string, granularity: Granularity) => string {
  const { t } = useTranslation('statistics');
  const locale = useCurrentLocale();
  const today = utcDayOf(new Date());
  return (firstDay, granularity) => {
    const label = periodLabel(firstDay, granularity, locale);
    return periodStartOf(granularity, today) === firstDay ? t('periods.soFar', { label }) : label;
  };
}

/**
 * A chart period's axis labels (issue 34, see axis-ticks.ts): long "Nov 26" / "23 Nov", short "Nov" / "23/11". The
 * table and the tooltip keep the full label with its year.
 * @internal
 */
export function periodTick(
  firstDay: string,
  granularity: Granularity,
  locale: string,
): { long: string; short: string } {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${firstDay}T00:00:00Z`));
  return granularity === 'month'
    ? { long: format({ month: 'short', year: '2-digit' }), short: format({ month: 'short' }) }
    : { long: format({ day: 'numeric', month: 'short' }), short: format({ day: '2-digit', month: '2-digit' }) };
}

/** A chart period's labels in the reader's language: its full label and its axis labels, as a chart row has them. */
export function usePeriodPoint(): (
  firstDay: string,
  granularity: Granularity,
) => { label: string; tick: { long: string; short: string } } {
  const locale = useCurrentLocale();
  const labelOf = usePeriodLabel();
  return (firstDay, granularity) => ({
    label: labelOf(firstDay, granularity),
    tick: periodTick(firstDay, granularity, locale),
  });
}
