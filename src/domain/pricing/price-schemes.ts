import { z } from '../zod.ts';
import { amount, checkRange, packageGuestsMax, packageNameMaxLength } from './packages.ts';

/**
 * A venue's price schemes (spec "Price scheme (venues)" and section 4): the price method and the
 * guests type decide the scheme; each scheme has a name, an order, prices (integer minor units) and
 * the guests it is for.
 */

export const priceMethods = ['perHead', 'fixed'] as const;
export type PriceMethod = (typeof priceMethods)[number];

/** @internal */
export const guestsTypes = ['minMax', 'guestIndependent', 'fixed'] as const;
export type GuestsType = (typeof guestsTypes)[number];

export const priceSchemes = ['pricePerHead', 'inHouseCatering', 'totalInclusive', 'venueHire'] as const;
export type PriceScheme = (typeof priceSchemes)[number];

/** Spec section 4 "Price scheme by price method and guests type", exactly its four rows. */
const schemeTable: Record<PriceMethod, Partial<Record<GuestsType, PriceScheme>>> = {
  perHead: { minMax: 'pricePerHead', guestIndependent: 'inHouseCatering' },
  fixed: { fixed: 'totalInclusive', guestIndependent: 'venueHire' },
};

/** The scheme of a price method and guests type; null for a pairing the table does not have. */
export function priceSchemeFor(method: PriceMethod, guestsType: GuestsType): PriceScheme | null {
  return schemeTable[method][guestsType] ?? null;
}

/** The guests types a price method offers (the form's choices after the method). */
export function guestsTypesFor(method: PriceMethod): GuestsType[] {
  return guestsTypes.filter((type) => priceSchemeFor(method, type) !== null);
}

const money = amount();
const guests = z
  .number({ error: 'pricing:errors.wholeNumber' })
  .int({ error: 'pricing:errors.wholeNumber' })
  .min(1, { error: 'pricing:errors.guestsAtLeastOne' })
  .max(packageGuestsMax, { error: 'pricing:errors.tooLarge' })
  .nullable()
  .default(null);

/**
 * A scheme as the form sends it. Guests: min and max for "min/max", the number of guests the total
 * covers for "fixed", none for "guest independent" (fields of other types are dropped).
 */
export const priceSchemeInputSchema = z
  .object({
    name: z
      .string({ error: 'validation:required' })
      .trim()
      .min(1, { error: 'validation:required' })
      .max(packageNameMaxLength, { error: 'validation:maxLength' }),
    priceMethod: z.enum(priceMethods, { error: 'pricing:errors.priceMethod' }),
    guestsType: z.enum(guestsTypes, { error: 'pricing:errors.guestsType' }),
    priceMin: money,
    priceMax: money.nullable().default(null),
    guestsMin: guests,
    guestsMax: guests,
    guests,
  })
  .superRefine((s, ctx) => {
    if (!priceSchemeFor(s.priceMethod, s.guestsType))
      ctx.addIssue({ code: 'custom', path: ['guestsType'], message: 'pricing:errors.guestsType' });
    checkRange(s.priceMin, s.priceMax, 'priceMax', ctx);
    if (s.guestsType === 'minMax') {
      if (s.guestsMin == null) ctx.addIssue({ code: 'custom', path: ['guestsMin'], message: 'validation:required' });
      if (s.guestsMax == null) ctx.addIssue({ code: 'custom', path: ['guestsMax'], message: 'validation:required' });
      checkRange(s.guestsMin, s.guestsMax, 'guestsMax', ctx);
    }
    if (s.guestsType === 'fixed' && s.guests == null)
      ctx.addIssue({ code: 'custom', path: ['guests'], message: 'validation:required' });
  })
  .transform((s) => ({
    ...s,
    priceType: priceSchemeFor(s.priceMethod, s.guestsType) as PriceScheme,
    guestsMin: s.guestsType === 'minMax' ? s.guestsMin : null,
    guestsMax: s.guestsType === 'minMax' ? s.guestsMax : null,
    guests: s.guestsType === 'fixed' ? s.guests : null,
  }));

export const supplierPriceSchemeSchema = z.object({
  id: z.string(),
  name: z.string(),
  order: z.number().int(),
  priceMethod: z.enum(priceMethods),
  guestsType: z.enum(guestsTypes),
  /** The scheme of the section 4 table. */
  priceType: z.enum(priceSchemes),
  currency: z.string(),
  priceMin: z.number().int().describe('integer minor units'),
  priceMax: z.number().int().nullable(),
  guestsMin: z.number().int().nullable(),
  guestsMax: z.number().int().nullable(),
  guests: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierPriceScheme = z.infer<typeof supplierPriceSchemeSchema>;

/**
 * The listing template's venue price fields (0 where the venue has no scheme of that kind, as in the empty template).
 */
export interface VenuePriceFields {
  inHouseCateringMinPricePp: number;
  inHouseCateringMaxPricePp: number;
  packagesMinPricePp: number;
  packagesMaxPricePp: number;
  packagesMinNoOfGuests: number;
  packagesTotalCostMinPrice: number;
  packagesTotalCostMaxPrice: number;
  packagesTotalCostNoOfGuests: number;
  venueHireOnlyMinPrice: number;
  venueHireOnlyMaxPrice: number;
}

type SchemePrices = Pick<SupplierPriceScheme, 'priceType' | 'priceMin' | 'priceMax' | 'guestsMin' | 'guests'>;

function span(schemes: readonly SchemePrices[], type: PriceScheme): { min: number; max: number; of: SchemePrices[] } {
  const of = schemes.filter((s) => s.priceType === type);
  if (of.length === 0) return { min: 0, max: 0, of };
  return { min: Math.min(...of.map((s) => s.priceMin)), max: Math.max(...of.map((s) => s.priceMax ?? s.priceMin)), of };
}

const smallest = (values: (number | null)[]) => {
  const set = values.filter((v): v is number => v != null);
  return set.length ? Math.min(...set) : 0;
};

/** The venue's price fields of the listing from its schemes: lowest minimum and highest maximum per scheme. */
export function venuePriceFields(schemes: readonly SchemePrices[]): VenuePriceFields {
  const perHead = span(schemes, 'pricePerHead');
  const catering = span(schemes, 'inHouseCatering');
  const total = span(schemes, 'totalInclusive');
  const hire = span(schemes, 'venueHire');
  return {
    inHouseCateringMinPricePp: catering.min,
    inHouseCateringMaxPricePp: catering.max,
    packagesMinPricePp: perHead.min,
    packagesMaxPricePp: perHead.max,
    packagesMinNoOfGuests: smallest(perHead.of.map((s) => s.guestsMin)),
    packagesTotalCostMinPrice: total.min,
    packagesTotalCostMaxPrice: total.max,
    packagesTotalCostNoOfGuests: smallest(total.of.map((s) => s.guests)),
    venueHireOnlyMinPrice: hire.min,
    venueHireOnlyMaxPrice: hire.max,
  };
}
