import { weddingDateDisplay, undecidedWeddingDate, type WeddingDatePicker } from './wedding-date.ts';
import type { Translate } from './wedding-date-label.ts';
import type { Locale } from '../locales.ts';
import { formatDate } from '../format.ts';

const utc = (year: number, month: number, day = 1) => Date.UTC(year, month - 1, day);

/** "6 November 2027"; French writes the first of a month as an ordinal ("1er novembre 2027"). */
function calendarDay(year: number, month: number, day: number, locale: Locale): string {
  const text = formatDate(utc(year, month, day), locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return locale === 'fr-FR' && day === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}

/**
 * The wedding date as a reply template's {weddingDate} writes it inside a sentence, as precisely as the couple gave
 * it, with the preposition the language wants: "on 6 November 2027", "in November 2027", "in summer 2027", "in 2027";
 * de "am 6. November 2027", "im Sommer 2027"; fr "le 6 novembre 2027", "en été 2027". A kind of weekday goes in front
 * ("on a Saturday in June 2027"). The words come from the `enquiries` namespace (`weddingDatePhrase`).
 */
export function weddingDatePhrase(picker: WeddingDatePicker | null, t: Translate, locale: Locale): string {
  const d = weddingDateDisplay(picker ?? undecidedWeddingDate);
  if (d.precision === 'day') return t('weddingDatePhrase.day', { date: calendarDay(d.year, d.month, d.day, locale) });
  if (d.precision === 'undecided')
    return d.weekDay ? t(`weddingDatePhrase.weekDay.${d.weekDay}`) : t('weddingDatePhrase.undecided');

  let when: string;
  if (d.precision === 'month')
    when = t('weddingDatePhrase.month', {
      month: formatDate(utc(d.year ?? 2000, d.month), locale, {
        month: 'long',
        ...(d.year === null ? {} : { year: 'numeric' }),
        timeZone: 'UTC',
      }),
    });
  else if (d.precision === 'season') {
    const season = t(`weddingDatePhrase.season.${d.season}`);
    when = d.year === null ? season : t('weddingDatePhrase.withYear', { when: season, year: d.year });
  } else when = t('weddingDatePhrase.year', { year: d.year });

  return d.weekDay
    ? t('weddingDatePhrase.weekDayIn', { weekDay: t(`weddingDatePhrase.weekDay.${d.weekDay}`), when })
    : when;
}
