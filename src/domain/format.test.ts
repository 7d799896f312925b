import { describe, expect, it } from 'vitest';
import {
  currencyFractionDigits,
  currencySymbol,
  formatDate,
  formatDay,
  formatInstant,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatOpeningHours,
  numberSeparators,
} from './format.ts';

// Intl groups French digits with a narrow no-break space (U+202F) and sets the currency apart
// with a no-break space (U+00A0).
const nnbsp = '\u202f';
const nbsp = '\u00a0';

describe('formatDate', () => {
  const date = new Date(Date.UTC(2025, 2, 12, 15, 4));
  it.each([
    ['en-GB', '12 Mar 2025'],
    ['de-DE', '12.03.2025'],
    ['fr-FR', '12 mars 2025'],
  ] as const)('%s writes a medium date as %s', (locale, expected) => {
    expect(formatDate(date, locale, { dateStyle: 'medium', timeZone: 'UTC' })).toBe(expected);
  });

  it('accepts an ISO string', () => {
    expect(formatDate('2025-03-12T15:04:00Z', 'en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe('12 March 2025');
  });
});

describe('formatNumber', () => {
  it.each([
    ['en-GB', '1,234,567.5'],
    ['de-DE', '1.234.567,5'],
    ['fr-FR', `1${nnbsp}234${nnbsp}567,5`],
  ] as const)('%s groups and separates decimals as %s', (locale, expected) => {
    expect(formatNumber(1234567.5, locale)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    ['en-GB', 'GBP', 123450, '£1,234.50'],
    ['en-GB', 'EUR', 123450, '€1,234.50'],
    ['en-GB', 'PLN', 123450, `zł${nbsp}1,234.50`],
    ['en-GB', 'CHF', 123450, `CHF${nbsp}1,234.50`],
    ['de-DE', 'GBP', 123450, `1.234,50${nbsp}£`],
    ['de-DE', 'EUR', 123450, `1.234,50${nbsp}€`],
    ['de-DE', 'PLN', 123450, `1.234,50${nbsp}zł`],
    ['de-DE', 'CHF', 123450, `1.234,50${nbsp}CHF`],
    ['fr-FR', 'GBP', 123450, `1${nnbsp}234,50${nbsp}£`],
    ['fr-FR', 'EUR', 123450, `1${nnbsp}234,50${nbsp}€`],
    ['fr-FR', 'PLN', 123450, `1${nnbsp}234,50${nbsp}zł`],
    ['fr-FR', 'CHF', 123450, `1${nnbsp}234,50${nbsp}CHF`],
    ['en-GB', 'EUR', 999, '€9.99'],
  ] as const)('%s shows %s %i minor units as %s', (locale, currency, minor, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('writes the plain sign, never "£GB" or "$US"', () => {
    expect(formatMoney(1250000, 'GBP', 'fr-FR')).toBe(`12${nnbsp}500${nbsp}£`);
    expect(formatMoney(1250000, 'USD', 'fr-FR')).toBe(`12${nnbsp}500${nbsp}$`);
    expect(formatMoney(1250000, 'USD', 'en-GB')).toBe('$12,500');
  });

  it.each([
    ['en-GB', 'GBP', 1250000, '£12,500'],
    ['de-DE', 'EUR', 1250000, `12.500${nbsp}€`],
    ['fr-FR', 'CHF', 1250000, `12${nnbsp}500${nbsp}CHF`],
    ['de-DE', 'PLN', 0, `0${nbsp}zł`],
  ] as const)('leaves out the ",00" of a whole amount: %s %s %i is %s', (locale, currency, minor, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('keeps the fraction digits of a payment', () => {
    expect(formatMoney(20000, 'GBP', 'en-GB', { exact: true })).toBe('£200.00');
    expect(formatMoney(12900, 'EUR', 'de-DE', { exact: true })).toBe(`129,00${nbsp}€`);
    expect(formatMoney(12900, 'EUR', 'fr-FR', { exact: true })).toBe(`129,00${nbsp}€`);
  });

  it('converts minor units by the currency’s own fraction digits', () => {
    expect(currencyFractionDigits('GBP')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(formatMoney(1234, 'JPY', 'en-GB')).toBe('¥1,234');
  });

  it('keeps negative amounts (refunds) negative', () => {
    expect(formatMoney(-250, 'GBP', 'en-GB')).toBe('-£2.50');
  });
});

describe('formatMoneyRange', () => {
  it.each([
    ['en-GB', 'GBP', 6500, 11000, '£65 – £110'],
    ['de-DE', 'EUR', 6500, 11000, `65${nbsp}€ – 110${nbsp}€`],
    ['fr-FR', 'GBP', 150000, 250000, `1${nnbsp}500${nbsp}£ – 2${nnbsp}500${nbsp}£`],
    ['en-GB', 'GBP', 6500, 7250, '£65.00 – £72.50'],
  ] as const)('%s writes %s %i to %i as %s', (locale, currency, min, max, expected) => {
    expect(formatMoneyRange(min, max, currency, locale)).toBe(expected);
  });

  it('writes one amount when an end is missing or both agree, nothing without either', () => {
    expect(formatMoneyRange(1000, null, 'GBP', 'en-GB')).toBe('£10');
    expect(formatMoneyRange(null, 2500, 'GBP', 'en-GB')).toBe('£25');
    expect(formatMoneyRange(1000, 1000, 'GBP', 'en-GB')).toBe('£10');
    expect(formatMoneyRange(null, null, 'GBP', 'en-GB')).toBe('');
  });
});

describe('currencySymbol and numberSeparators', () => {
  it.each([
    ['fr-FR', 'GBP', '£'],
    ['fr-FR', 'USD', '$'],
    ['de-DE', 'PLN', 'zł'],
    ['en-GB', 'CHF', 'CHF'],
  ] as const)('%s writes %s as %s', (locale, currency, symbol) => {
    expect(currencySymbol(currency, locale)).toBe(symbol);
  });

  it.each([
    ['en-GB', ',', '.'],
    ['de-DE', '.', ','],
    ['fr-FR', nnbsp, ','],
  ] as const)('%s groups digits with "%s" and separates decimals with "%s"', (locale, group, decimal) => {
    expect(numberSeparators(locale)).toEqual({ group, decimal });
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, 'en-GB', '512 bytes'],
    [512, 'de-DE', '512 Byte'],
    [512, 'fr-FR', `512${nbsp}octets`],
    [20_000, 'en-GB', '19.5 kB'],
    [20_000, 'de-DE', '19,5 kB'],
    [20_000, 'fr-FR', `19,5${nnbsp}ko`],
    [1_572_864, 'en-GB', '1.5 MB'],
    [1_572_864, 'de-DE', '1,5 MB'],
    [1_572_864, 'fr-FR', `1,5${nnbsp}Mo`],
    [15 * 1024 * 1024, 'fr-FR', `15${nnbsp}Mo`],
  ] as const)('%i bytes in %s is %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected);
  });

  it('takes a fixed unit and number of decimals', () => {
    expect(formatFileSize(5000, 'en-GB', { unit: 'megabyte', fractionDigits: 2 })).toBe('0.00 MB');
    expect(formatFileSize(1_572_864, 'fr-FR', { unit: 'megabyte', fractionDigits: 2 })).toBe(`1,50${nnbsp}Mo`);
    expect(formatFileSize(1_572_864, 'de-DE', { unit: 'kilobyte' })).toBe('1.536 kB');
  });
});

describe('formatDuration', () => {
  it('writes minutes under an hour, hours under two days, else days, in the reader language', () => {
    expect(formatDuration(45, 'en-GB')).toBe('45 minutes');
    expect(formatDuration(288, 'en-GB')).toBe('4.8 hours');
    expect(formatDuration(288, 'de-DE')).toBe('4,8 Stunden');
    expect(formatDuration(60 * 24 * 3, 'fr-FR')).toBe('3\u00a0jours');
    expect(formatDuration(1, 'en-GB')).toBe('1 minute');
  });

  it('counts whole units down when asked (how long an enquiry has waited)', () => {
    expect(formatDuration(60 * 24 * 2.7, 'en-GB', { whole: true })).toBe('2 days');
    expect(formatDuration(288, 'de-DE', { whole: true })).toBe('4 Stunden');
    expect(formatDuration(45, 'en-GB', { whole: true })).toBe('45 minutes');
  });
});

describe('formatOpeningHours', () => {
  it('writes the weekdays and times in the reader language', () => {
    const hours = { days: [1, 5] as [number, number], opens: '09:00', closes: '17:30' };
    expect(formatOpeningHours(hours, 'en-GB')).toBe('Mon–Fri 09:00–17:30');
    expect(formatOpeningHours(hours, 'de-DE')).toBe('Mo–Fr 09:00–17:30');
    expect(formatOpeningHours({ ...hours, days: [2, 6] }, 'fr-FR')).toBe('mar.–sam. 09:00–17:30');
  });
});

describe('the portal’s one day and instant style', () => {
  it.each([
    ['en-GB', '6 Nov 2027', '6 Nov 2027, 14:05'],
    ['de-DE', '06.11.2027', '06.11.2027, 14:05'],
    ['fr-FR', '6 nov. 2027', '6 nov. 2027, 14:05'],
  ] as const)('writes %s days and instants the same on every screen', (locale, day, instant) => {
    // a local date: the reader's clock decides the day and the time
    const moment = new Date(2027, 10, 6, 14, 5);
    expect(formatDay(moment, locale)).toBe(day);
    expect(formatInstant(moment, locale).replace(/\s/g, ' ')).toBe(instant.replace(/\s/g, ' '));
  });
});
