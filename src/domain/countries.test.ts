import { describe, expect, it } from 'vitest';
import {
  countries,
  countryL10n,
  countryNames,
  defaultCountry,
  defaultCurrency,
  isCountryCode,
  supportedCountries,
  supportedCountriesCore,
} from './countries.ts';

describe('countries', () => {
  it('are the eight countries the portal runs in', () => {
    expect(countries).toEqual(['GB', 'DE', 'FR', 'PL', 'US', 'AT', 'CH', 'RU']);
  });

  it('has the two supported-country lists, the default country and currency', () => {
    expect(supportedCountries).toEqual(['GB', 'DE', 'FR', 'PL']);
    expect(supportedCountriesCore).toEqual(['GB', 'DE', 'FR']);
    expect(defaultCountry).toBe('GB');
    expect(defaultCurrency).toBe('GBP');
    expect(countryL10n(defaultCountry).currency).toBe(defaultCurrency);
  });

  it.each([
    ['GB', 'en-GB', 'GBP', 'United Kingdom'],
    ['DE', 'de-DE', 'EUR', 'Germany'],
    ['FR', 'fr-FR', 'EUR', 'France'],
    ['AT', 'de-AT', 'EUR', 'Austria'],
    ['CH', 'de-CH', 'CHF', 'Switzerland'],
    ['PL', 'pl-PL', 'PLN', 'Poland'],
    ['US', 'en-US', 'USD', 'United States'],
    ['RU', 'ru-RU', 'RUB', 'Russia'],
  ] as const)('%s has locale %s, currency %s and name %s', (country, locale, currency, name) => {
    expect(countryL10n(country)).toEqual({ country, currency, locale });
    expect(countryNames[country]).toBe(name);
  });

  it.each([
    ['GB', true],
    ['RU', true],
    ['UK', false],
    ['gb', false],
    ['', false],
    [null, false],
  ])('isCountryCode(%s) is %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});
