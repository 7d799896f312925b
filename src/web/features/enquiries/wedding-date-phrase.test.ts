import { describe, expect, it } from 'vitest';
import { undecidedWeddingDate, type WeddingDatePicker } from '../../../domain/enquiries/wedding-date.ts';
import type { Translate } from '../../../domain/enquiries/wedding-date-label.ts';
import { weddingDatePhrase } from '../../../domain/enquiries/wedding-date-phrase.ts';
import type { Locale } from '../../../domain/locales.ts';
import de from '../../i18n/locales/de-DE/enquiries.json';
import en from '../../i18n/locales/en-GB/enquiries.json';
import fr from '../../i18n/locales/fr-FR/enquiries.json';

// the rule reads its words from the locale files, so the test checks the rule and the texts together
const texts: Record<Locale, unknown> = { 'en-GB': en, 'de-DE': de, 'fr-FR': fr };
const translator =
  (locale: Locale): Translate =>
  (key, values = {}) => {
    const message = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts[locale]);
    if (typeof message !== 'string') throw new Error(`missing ${key}`);
    return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };

const picker = (p: Partial<WeddingDatePicker>): WeddingDatePicker => ({ ...undecidedWeddingDate, ...p });
const year = (y: number) => ({ year: y, yearUndecided: false });
const month = (m: number) => ({ month: m, monthUndecided: false });
const day = (d: number) => ({ day: d, dayUndecided: false });

const cases: [string, Partial<WeddingDatePicker> | null, Record<Locale, string>][] = [
  [
    'an exact day',
    { ...day(6), ...month(11), ...year(2027) },
    { 'en-GB': 'on 6 November 2027', 'de-DE': 'am 6. November 2027', 'fr-FR': 'le 6 novembre 2027' },
  ],
  [
    'the first of a month (French ordinal)',
    { ...day(1), ...month(5), ...year(2027) },
    { 'en-GB': 'on 1 May 2027', 'de-DE': 'am 1. Mai 2027', 'fr-FR': 'le 1er mai 2027' },
  ],
  [
    'a month and year',
    { ...month(11), ...year(2027) },
    { 'en-GB': 'in November 2027', 'de-DE': 'im November 2027', 'fr-FR': 'en novembre 2027' },
  ],
  ['a month alone', month(9), { 'en-GB': 'in September', 'de-DE': 'im September', 'fr-FR': 'en septembre' }],
  [
    'a season and year',
    { season: 'summer', ...year(2027) },
    { 'en-GB': 'in summer 2027', 'de-DE': 'im Sommer 2027', 'fr-FR': 'en été 2027' },
  ],
  [
    'spring (French "au")',
    { season: 'spring', ...year(2028) },
    { 'en-GB': 'in spring 2028', 'de-DE': 'im Frühling 2028', 'fr-FR': 'au printemps 2028' },
  ],
  ['a season alone', { season: 'winter' }, { 'en-GB': 'in winter', 'de-DE': 'im Winter', 'fr-FR': 'en hiver' }],
  ['a year alone', year(2027), { 'en-GB': 'in 2027', 'de-DE': 'im Jahr 2027', 'fr-FR': 'en 2027' }],
  [
    'a kind of weekday in a month',
    { ...month(6), ...year(2027), weekDay: 'saturday' },
    {
      'en-GB': 'on a Saturday in June 2027',
      'de-DE': 'an einem Samstag im Juni 2027',
      'fr-FR': 'un samedi en juin 2027',
    },
  ],
  [
    'only a kind of weekday',
    { weekDay: 'monThurs' },
    { 'en-GB': 'on a weekday', 'de-DE': 'an einem Wochentag', 'fr-FR': 'un jour de semaine' },
  ],
  [
    'nothing decided',
    null,
    { 'en-GB': 'on your wedding day', 'de-DE': 'an Ihrem Hochzeitstag', 'fr-FR': 'le jour de votre mariage' },
  ],
];

describe('the wedding date as a reply template writes it', () => {
  it.each(cases)('%s', (_, given, expected) => {
    for (const locale of Object.keys(expected) as Locale[])
      expect(weddingDatePhrase(given && picker(given), translator(locale), locale)).toBe(expected[locale]);
  });

  it('fits the sentence the testers saw ("for 2027!" became "in 2027")', () => {
    const text = `We are still free ${weddingDatePhrase(picker(year(2027)), translator('en-GB'), 'en-GB')}!`;
    expect(text).toBe('We are still free in 2027!');
  });
});
