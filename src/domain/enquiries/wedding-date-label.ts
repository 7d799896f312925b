import { weddingDateDisplay, type WeddingDatePicker } from './wedding-date.ts';
import type { Locale } from '../locales.ts';
import { formatDate } from '../format.ts';

/** A translator of `enquiries` keys. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const utc = (year: number, month: number, day = 1) => Date.UTC(year, month - 1, day);

/**
 * The wedding date as far as the couple decided it: "Sat, 13 Jun 2026", "June 2026 · Saturday",
 * "Summer 2027", "2027", "June, year not decided", "Not decided yet". Calendar dates, so UTC.
 */
export function weddingDateLabel(picker: WeddingDatePicker | null, t: Translate, locale: Locale): string {
  const d = weddingDateDisplay(
    picker ?? {
      day: null,
      weekDay: null,
      dayUndecided: true,
      month: null,
      monthUndecided: true,
      season: null,
      year: null,
      yearUndecided: true,
    },
  );
  if (d.precision === 'day')
    return formatDate(utc(d.year, d.month, d.day), locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  if (d.precision === 'undecided') return d.weekDay ? t(`weekDays.${d.weekDay}`) : t('weddingDate.undecided');

  let when: string;
  if (d.precision === 'year') when = String(d.year);
  else {
    const period =
      d.precision === 'month'
        ? formatDate(utc(2000, d.month), locale, { month: 'long', timeZone: 'UTC' })
        : t(`seasons.${d.season}`);
    if (d.year === null) when = t('weddingDate.yearUndecided', { when: period });
    else
      when =
        d.precision === 'month'
          ? formatDate(utc(d.year, d.month), locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
          : `${period} ${d.year}`;
  }
  return d.weekDay ? t('weddingDate.withWeekDay', { when, weekDay: t(`weekDays.${d.weekDay}`) }) : when;
}
