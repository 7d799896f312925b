import { currencyFractionDigits, formatMoney, formatNumber } from '../format.ts';
import type { Locale } from '../locales.ts';

/**
 * Special offers (spec "Offer" and section 4 "Offers"; the screens /offers and /offers/{type}): one offer per
 * type and supplier, saved as active, live while its expiry is to come (and, for late availability, while a
 * late date is); the brand discount (bbDiscount) is the same record with a fixed choice of discounts and is
 * removed when set to none. No zod here: the web's first screens import this.
 */

/** The special offers proper; bbDiscount (the brand discount, "others" in the spec) is listed with them. */
export const specialOfferTypes = ['midweek', 'seasonal', 'lateAvailability', 'custom'] as const;
export type SpecialOfferType = (typeof specialOfferTypes)[number];
export const offerTypes = [...specialOfferTypes, 'bbDiscount'] as const;
export type OfferType = (typeof offerTypes)[number];

export function isOfferType(value: unknown): value is OfferType {
  return typeof value === 'string' && (offerTypes as readonly string[]).includes(value);
}

/** How a deal is stored (server discount types) and how the form names it (form discount types). */
export const serverDiscountTypes = ['percentOff', 'absoluteOff', 'setValue', 'other'] as const;
export type ServerDiscountType = (typeof serverDiscountTypes)[number];
export const formDiscountTypes = ['percentOff', 'poundOff', 'setPrice', 'other'] as const;
export type FormDiscountType = (typeof formDiscountTypes)[number];

const formToServer: Record<FormDiscountType, ServerDiscountType> = {
  percentOff: 'percentOff',
  poundOff: 'absoluteOff',
  setPrice: 'setValue',
  other: 'other',
};

/** spec: the form-to-server discount mapping (percentOff, poundOff → absoluteOff, setPrice → setValue, other). */
export const serverDiscountTypeOf = (form: FormDiscountType): ServerDiscountType => formToServer[form];
export const formDiscountTypeOf = (server: ServerDiscountType): FormDiscountType =>
  formDiscountTypes.find((form) => formToServer[form] === server)!;

/** spec: "A default discount exists: percentOff, titled as a default discount" — a new offer's starting deal. */
export const defaultDiscount = { discountType: 'percentOff', discountValue: null } as const;

/** spec: product discount options of the brand discount (none, 5, 10, 20 percent, other). */
export const brandDiscountChoices = ['none', '5', '10', '20', 'other'] as const;
export type BrandDiscountChoice = (typeof brandDiscountChoices)[number];
const discountPresets = [5, 10, 20] as const;

export const offerLimits = { title: 120, description: 2000, details: 200, lateDates: 20 } as const;
/** The highest amount off or set price (whole units of the supplier's currency): higher is a typing slip. */
export const maxDealAmount = 1_000_000;

/** spec section 9: the late availability window (8 weeks); weeks are shown above 31 days. */
const lateWindowDays = 56;
const daysShownUpTo = 31;

export interface OfferDates {
  type: OfferType;
  /** YYYY-MM-DD, the last day the offer holds; null when it does not expire. */
  expiryDate: string | null;
  /** Late availability's free days, YYYY-MM-DD in order. */
  lateDates: readonly string[];
}

/** The first late date still to come (today included), if any. */
const nextLateDate = (offer: Pick<OfferDates, 'lateDates'>, day: string): string | undefined =>
  offer.lateDates.find((date) => date >= day);

/**
 * spec: an offer counts as active only while its expiry is in the future (its last day included), on the
 * supplier's own calendar (`day`, domain/local-day.ts); a late availability offer also only while one of its
 * dates is to come (a free date that passed is no offer).
 */
export function isOfferLive(offer: OfferDates, day: string): boolean {
  if (offer.expiryDate !== null && offer.expiryDate < day) return false;
  return offer.type !== 'lateAvailability' || nextLateDate(offer, day) !== undefined;
}

export type RemainingTime = { unit: 'days' | 'weeks'; count: number };

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * spec: late availability shows the time left until its next date only when that date is to come and within
 * 8 weeks; over 31 days in whole weeks (rounded down, never promising more time than there is), else in days.
 */
export function lateRemaining(offer: Pick<OfferDates, 'lateDates'>, day: string): RemainingTime | null {
  const next = nextLateDate(offer, day);
  if (next === undefined) return null;
  const days = daysBetween(day, next);
  if (days > lateWindowDays) return null;
  return days > daysShownUpTo ? { unit: 'weeks', count: Math.floor(days / 7) } : { unit: 'days', count: days };
}

/** The home's order: the types in the spec's order. */
export function sortOffers<O extends { type: OfferType }>(offers: readonly O[]): O[] {
  return [...offers].sort((a, b) => offerTypes.indexOf(a.type) - offerTypes.indexOf(b.type));
}

/**
 * The feature (section 6) that opens an offer type: the brand discount is the venue discount or the non-venue special
 * offer discount.
 */
export function offerFeatureOf(
  type: OfferType,
  isVenue: boolean,
): 'specialOffers' | 'venueDiscount' | 'specialOfferDiscount' {
  if (type !== 'bbDiscount') return 'specialOffers';
  return isVenue ? 'venueDiscount' : 'specialOfferDiscount';
}

/** The brand discount's choice read back from its stored deal. */
export function brandDiscountChoiceOf(deal: {
  discountType: ServerDiscountType | null;
  discountValue: number | null;
}): BrandDiscountChoice {
  if (deal.discountType === 'percentOff' && discountPresets.some((p) => p === deal.discountValue))
    return String(deal.discountValue) as BrandDiscountChoice;
  return deal.discountType === 'other' ? 'other' : 'none';
}

export interface DealWording {
  /** An i18n key of the `offers` namespace, or null when the deal is its own words (other). */
  key: 'offers:deal.percentOff' | 'offers:deal.absoluteOff' | 'offers:deal.setValue' | null;
  /** The formatted figure, or the supplier's words. */
  value: string;
}

/**
 * How a deal reads ("15 % off", "£500 off", "Set price £4,000", or the words of "other"), for the screens and the
 * public profile alike.
 */
export function dealWording(
  deal: { discountType: ServerDiscountType | null; discountValue: number | null; details: string },
  currency: string,
  locale: Locale,
): DealWording {
  const value = deal.discountValue ?? 0;
  switch (deal.discountType) {
    case 'percentOff':
      return {
        key: 'offers:deal.percentOff',
        value: formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 2 }),
      };
    case 'absoluteOff':
      return {
        key: 'offers:deal.absoluteOff',
        value: formatMoney(value * 10 ** currencyFractionDigits(currency), currency, locale),
      };
    case 'setValue':
      return {
        key: 'offers:deal.setValue',
        value: formatMoney(value * 10 ** currencyFractionDigits(currency), currency, locale),
      };
    case 'other':
    case null:
      return { key: null, value: deal.details };
  }
}
