import { describe, expect, it } from 'vitest';
import { undecidedWeddingDate, type WeddingDatePicker } from '../../../domain/enquiries/wedding-date.ts';
import en from '../../i18n/locales/en-GB/enquiries.json';
import { weddingDateLabel, type Translate } from '../../../domain/enquiries/wedding-date-label.ts';

const t: Translate = (key, values = {}) => {
  const message = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en);
  if (typeof message !== 'string') throw new Error(`missing ${key}`);
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

const picker = (p: Partial<WeddingDatePicker>): WeddingDatePicker => ({ ...undecidedWeddingDate, ...p });
const label = (p: Partial<WeddingDatePicker> | null, locale: 'en-GB' | 'de-DE' = 'en-GB') =>
  weddingDateLabel(p && picker(p), t, locale);

describe('the wedding date as the inbox shows it', () => {
  it('shows an exact day with its weekday, in the reader’s language', () => {
    const day = { day: 13, dayUndecided: false, month: 6, monthUndecided: false, year: 2026, yearUndecided: false };
    expect(label(day)).toBe('Sat, 13 Jun 2026');
    expect(label(day, 'de-DE')).toBe('Sa., 13. Juni 2026');
  });

  it('shows a month, a season or a year with the kind of weekday chosen', () => {
    expect(label({ month: 6, monthUndecided: false, year: 2026, yearUndecided: false, weekDay: 'saturday' })).toBe(
      'June 2026 · Saturday',
    );
    expect(label({ season: 'summer', year: 2027, yearUndecided: false })).toBe('Summer 2027');
    expect(label({ year: 2027, yearUndecided: false, weekDay: 'monThurs' })).toBe('2027 · Monday to Thursday');
  });

  it('says when the year is not decided', () => {
    expect(label({ month: 9, monthUndecided: false })).toBe('September, year not decided');
    expect(label({ season: 'winter' })).toBe('Winter, year not decided');
  });

  it('says when nothing is decided, or only the weekday', () => {
    expect(label(null)).toBe('Not decided yet');
    expect(label({})).toBe('Not decided yet');
    expect(label({ weekDay: 'friday' })).toBe('Friday');
  });
});
