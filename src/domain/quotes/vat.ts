import { isCountryCode, type CountryCode } from '../countries.ts';
import { formatNumber } from '../format.ts';
import type { Locale } from '../locales.ts';
import { basisPointsPerWhole } from './rounding.ts';

/**
 * VAT on a quote (docs/decisions/quotes.md, "VAT per country"): the country's standard rate and how its consumer prices
 * are written. A quote keeps the rule it was made with, so a later change of rate never changes a sent quote.
 */

/**
 * `gross`: the prices a couple reads include VAT (consumer price law in the European countries), and the VAT is the part
 * of the total the rate contains. `net`: prices are before tax, and VAT is added on top.
 * @internal
 */
export type PriceConvention = 'gross' | 'net';

export interface VatRule {
  /** Basis points: 2000 is 20 %. */
  rate: number;
  prices: PriceConvention;
}

/**
 * Standard rates in force in 2026. RU went from 20 % to 22 % on 1 January 2026; CH from 7.7 % to 8.1 % on 1 January
 * 2024. The US has no federal VAT: sales tax is a state's (and often a county's), mostly not on services, and the portal
 * does not compute it, so US quotes are net with no tax line.
 */
const vatRules: Record<CountryCode, VatRule> = {
  GB: { rate: 2000, prices: 'gross' },
  DE: { rate: 1900, prices: 'gross' },
  FR: { rate: 2000, prices: 'gross' },
  AT: { rate: 2000, prices: 'gross' },
  CH: { rate: 810, prices: 'gross' },
  PL: { rate: 2300, prices: 'gross' },
  US: { rate: 0, prices: 'net' },
  RU: { rate: 2200, prices: 'gross' },
};

/**
 * The VAT rule of a supplier's quotes. A supplier that is not VAT-registered (below the UK threshold, a German
 * Kleinunternehmer, a French micro-entreprise in "franchise en base") charges none: its prices keep the country's
 * convention at a rate of 0.
 * @internal
 */
export function vatRuleFor(country: CountryCode, { registered }: { registered: boolean }): VatRule {
  const rule = vatRules[country];
  return registered ? rule : { ...rule, rate: 0 };
}

/**
 * The VAT rule of a supplier's quotes from its country, the same on the server and in the editor's preview. Every
 * supplier counts as VAT-registered until its billing details carry the setting; a country the table does not know
 * charges none, with net prices.
 */
export function supplierVatRule(country: string): VatRule {
  return isCountryCode(country) ? vatRuleFor(country, { registered: true }) : { rate: 0, prices: 'net' };
}

/** The rate as the quote shows it: "20%", "8.1%"; de-DE "19 %", fr-FR "8,1 %". */
export function formatVatRate(rate: number, locale: Locale): string {
  return formatNumber(rate / basisPointsPerWhole, locale, { style: 'percent', maximumFractionDigits: 2 });
}
