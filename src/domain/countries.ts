/** Countries the portal runs in (spec section 1). */
export const countries = ['GB', 'DE', 'FR', 'PL', 'US', 'AT', 'CH', 'RU'] as const;
export type CountryCode = (typeof countries)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countries as readonly string[]).includes(value);
}

/** The two supported-country lists of the spec. */
export const supportedCountries = ['GB', 'DE', 'FR', 'PL'] as const satisfies readonly CountryCode[];
export const supportedCountriesCore = ['GB', 'DE', 'FR'] as const satisfies readonly CountryCode[];

export const defaultCountry: CountryCode = 'GB';

export const currencies = ['GBP', 'EUR', 'CHF', 'PLN', 'USD', 'RUB'] as const;
export type CurrencyCode = (typeof currencies)[number];
export const defaultCurrency: CurrencyCode = 'GBP';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** English names; the web translates country codes itself. */
export const countryNames: Record<CountryCode, string> = {
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  PL: 'Poland',
  US: 'United States',
  AT: 'Austria',
  CH: 'Switzerland',
  RU: 'Russia',
};

export interface L10n {
  country: CountryCode;
  currency: CurrencyCode;
  /** A BCP 47 locale for formatting; the portal's UI language is `uiLocaleFor(locale)`. */
  locale: string;
}

const l10nByCountry: Record<CountryCode, Omit<L10n, 'country'>> = {
  GB: { currency: 'GBP', locale: 'en-GB' },
  DE: { currency: 'EUR', locale: 'de-DE' },
  FR: { currency: 'EUR', locale: 'fr-FR' },
  AT: { currency: 'EUR', locale: 'de-AT' },
  CH: { currency: 'CHF', locale: 'de-CH' },
  PL: { currency: 'PLN', locale: 'pl-PL' },
  US: { currency: 'USD', locale: 'en-US' },
  RU: { currency: 'RUB', locale: 'ru-RU' },
};

/** The l10n a new supplier or user of that country gets. */
export function countryL10n(code: CountryCode): L10n {
  return { country: code, ...l10nByCountry[code] };
}
