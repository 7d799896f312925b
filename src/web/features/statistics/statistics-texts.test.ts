import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../domain/locales.ts';
import { periodLabel, periodTick } from './period-label.ts';

const texts = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../i18n/locales/${locale}/statistics.json`), 'utf8')) as Record<
    string,
    unknown
  >;

describe('statistics texts', () => {
  it('writes ranks with the ordinal suffix of each language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en-GB',
      fallbackLng: false,
      resources: Object.fromEntries(locales.map((locale) => [locale, { statistics: texts(locale) }])),
    });
    const ordinals = (lng: string) =>
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((count) =>
        i18n.t('statistics:ordinal', { lng, count, ordinal: true }),
      );
    expect(ordinals('en-GB')).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
    expect(ordinals('de-DE')).toEqual(['1.', '2.', '3.', '4.', '11.', '12.', '13.', '21.', '22.', '23.', '101.']);
    expect(ordinals('fr-FR')).toEqual(['1er', '2e', '3e', '4e', '11e', '12e', '13e', '21e', '22e', '23e', '101e']);
  });

  it('labels a month with its year and a week with its first day', () => {
    expect(periodLabel('2026-11-01', 'month', 'en-GB')).toBe('Nov 2026');
    expect(periodLabel('2026-11-23', 'week', 'en-GB')).toBe('23 Nov');
    expect(periodLabel('2026-11-23', 'week', 'de-DE')).toBe('23. Nov.');
    expect(periodLabel('2026-03-01', 'month', 'fr-FR')).toBe('mars 2026');
    expect(periodTick('2026-11-01', 'month', 'en-GB')).toEqual({ long: 'Nov 26', short: 'Nov' });
    expect(periodTick('2026-03-01', 'month', 'de-DE')).toEqual({ long: 'März 26', short: 'Mär' });
    expect(periodTick('2026-11-23', 'week', 'fr-FR')).toEqual({ long: '23 nov.', short: '23/11' });
  });
});
