import { describe, expect, it } from 'vitest';
import { countries, type CountryCode } from '../countries.ts';
import { formatVatRate, supplierVatRule, vatRuleFor, type PriceConvention } from './vat.ts';

// Country, standard rate in basis points, price convention, and the rate as the quote shows it in en-GB, de-DE, fr-FR
// (German and French set a no-break space before the sign, "_" below: U+00A0, or U+202F in newer ICU data).
const table: [CountryCode, number, PriceConvention, string, string, string][] = [
  ['GB', 2000, 'gross', '20%', '20_%', '20_%'],
  ['DE', 1900, 'gross', '19%', '19_%', '19_%'],
  ['FR', 2000, 'gross', '20%', '20_%', '20_%'],
  ['AT', 2000, 'gross', '20%', '20_%', '20_%'],
  ['CH', 810, 'gross', '8.1%', '8,1_%', '8,1_%'],
  ['PL', 2300, 'gross', '23%', '23_%', '23_%'],
  ['US', 0, 'net', '0%', '0_%', '0_%'],
  ['RU', 2200, 'gross', '22%', '22_%', '22_%'],
];

describe('VAT per country', () => {
  it('has a rule for every country', () => {
    expect(table.map(([country]) => country).sort()).toEqual([...countries].sort());
  });

  it.each(table)('%s: %i basis points, %s prices, shown %s / %s / %s', (country, rate, prices, en, de, fr) => {
    expect(vatRuleFor(country, { registered: true })).toEqual({ rate, prices });
    expect(formatVatRate(rate, 'en-GB')).toBe(en);
    const noBreak = (text: string) => text.replace(/[\u00a0\u202f]/g, '_');
    expect(noBreak(formatVatRate(rate, 'de-DE'))).toBe(de);
    expect(noBreak(formatVatRate(rate, 'fr-FR'))).toBe(fr);
  });

  it.each(table)('%s: a supplier not registered for VAT charges none, in the same convention', (country, _, prices) => {
    expect(vatRuleFor(country, { registered: false })).toEqual({ rate: 0, prices });
  });
});

describe('a supplier’s VAT rule', () => {
  it('is its country’s registered rule, and none with net prices for a country the table does not know', () => {
    expect(supplierVatRule('DE')).toEqual({ rate: 1900, prices: 'gross' });
    expect(supplierVatRule('US')).toEqual({ rate: 0, prices: 'net' });
    expect(supplierVatRule('XX')).toEqual({ rate: 0, prices: 'net' });
  });
});
