import { defaultCurrency, isCountryCode, isCurrencyCode, type CurrencyCode } from '../countries.ts';
import { hasFeatureAccess, type FeatureContext } from '../feature-access.ts';
import { regionsByCountry } from './regions.ts';

/**
 * The multi-county boost (issue 11, `/locations`): a supplier is also found in counties beyond its own
 * (its `additionalAreas`), each bought for `countyDays` with one payment, no renewal, priced per county.
 * The spec leaves prices, period and "free for some users" open: docs/decisions/boosts.md,
 * "Counties" is the decision.
 */
export const countyDays = 30;
/** At most this many counties in one purchase (a supplier of one region is not found everywhere). */
export const maxCountiesPerPurchase = 10;

const countyPrices: Record<CurrencyCode, number> = {
  GBP: 39_00,
  EUR: 45_00,
  CHF: 45_00,
  PLN: 179_00,
  USD: 49_00,
  RUB: 3_900_00,
};

export function countyPrice(currency: string): { amount: number; currency: CurrencyCode } {
  const code = isCurrencyCode(currency) ? currency : defaultCurrency;
  return { amount: countyPrices[code], currency: code };
}

/** The counties of a market a supplier can add. */
export const regionsOf = (country: string): readonly string[] =>
  isCountryCode(country) ? regionsByCountry[country] : [];

/**
 * Spec section 6: multi-county for venues from expert, for others from classic, and "allowed at the free
 * tier for some users": the pay-per-enquiry suppliers (every enquiry from a new county is paid for).
 */
export function multiCountyAllowed(context: FeatureContext & { payPerEnquiry: boolean }): boolean {
  return hasFeatureAccess('multiCounty', context) || (context.payPerEnquiry && context.tier !== 'unverified');
}

export type CountiesRefusal = 'none-chosen' | 'too-many' | 'unknown-county' | 'home-county';

/**
 * A purchase names known counties of the supplier's market, not its own, at most `maxCountiesPerPurchase` (duplicates
 * count once).
 */
export function countiesPurchaseRefusal(
  counties: readonly string[],
  { country, homeCounty }: { country: string; homeCounty: string | undefined },
): CountiesRefusal | null {
  const chosen = new Set(counties);
  if (chosen.size === 0) return 'none-chosen';
  if (chosen.size > maxCountiesPerPurchase) return 'too-many';
  const known = new Set(regionsOf(country));
  if ([...chosen].some((county) => !known.has(county))) return 'unknown-county';
  if (homeCounty !== undefined && chosen.has(homeCounty)) return 'home-county';
  return null;
}
