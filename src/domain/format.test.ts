import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, formatDate, formatMoney, formatNumber } from './format.ts';

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
    ['de-DE', 'EUR', 123450, `1.234,50${nbsp}€`],
    ['fr-FR', 'EUR', 123450, `1${nnbsp}234,50${nbsp}€`],
    ['en-GB', 'EUR', 999, '€9.99'],
    ['en-GB', 'GBP', 0, '£0.00'],
    ['de-DE', 'CHF', 5000, `50,00${nbsp}CHF`],
  ] as const)('%s shows %i minor units of %s as %s', (locale, currency, minor, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('converts minor units by the currency’s own fraction digits', () => {
    expect(currencyFractionDigits('GBP')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(formatMoney(1234, 'JPY', 'en-GB')).toBe('JP¥1,234');
  });

  it('keeps negative amounts (refunds) negative', () => {
    expect(formatMoney(-250, 'GBP', 'en-GB')).toBe('-£2.50');
  });
});
