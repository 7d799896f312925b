import { describe, expect, it } from 'vitest';
import {
  guestsTypes,
  guestsTypesFor,
  priceMethods,
  priceSchemeFor,
  priceSchemeInputSchema,
  venuePriceFields,
  type GuestsType,
  type PriceMethod,
} from './price-schemes.ts';

describe('price scheme by price method and guests type (spec section 4)', () => {
  const table: [PriceMethod, GuestsType, string | null][] = [
    ['perHead', 'minMax', 'pricePerHead'],
    ['perHead', 'guestIndependent', 'inHouseCatering'],
    ['fixed', 'fixed', 'totalInclusive'],
    ['fixed', 'guestIndependent', 'venueHire'],
    // pairings the table does not have
    ['perHead', 'fixed', null],
    ['fixed', 'minMax', null],
  ];
  it.each(table)('%s × %s gives %s', (method, guests, scheme) => {
    expect(priceSchemeFor(method, guests)).toBe(scheme);
  });
  it('covers every pairing of method and guests type', () => {
    expect(table).toHaveLength(priceMethods.length * guestsTypes.length);
  });
  it('offers each method only its guests types', () => {
    expect(guestsTypesFor('perHead')).toEqual(['minMax', 'guestIndependent']);
    expect(guestsTypesFor('fixed')).toEqual(['guestIndependent', 'fixed']);
  });
});

describe('price scheme input', () => {
  const base = {
    name: 'Summer Saturday',
    priceMethod: 'perHead',
    guestsType: 'minMax',
    priceMin: 8500,
    priceMax: 12000,
    guestsMin: 50,
    guestsMax: 120,
  };
  it('derives the scheme and drops guests fields of other types', () => {
    expect(priceSchemeInputSchema.parse({ ...base, guests: 80 })).toMatchObject({
      priceType: 'pricePerHead',
      guestsMin: 50,
      guestsMax: 120,
      guests: null,
    });
    expect(
      priceSchemeInputSchema.parse({ ...base, priceMethod: 'fixed', guestsType: 'fixed', guests: 100 }),
    ).toMatchObject({ priceType: 'totalInclusive', guestsMin: null, guestsMax: null, guests: 100 });
  });
  it('refuses a pairing outside the table, min above max and missing guests', () => {
    const fields = (input: object) =>
      priceSchemeInputSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}=${i.message}`);
    expect(fields({ ...base, guestsType: 'fixed', guests: 10 })).toEqual(['guestsType=pricing:errors.guestsType']);
    expect(fields({ ...base, priceMin: 13000 })).toEqual(['priceMax=pricing:errors.minAboveMax']);
    expect(fields({ ...base, guestsMin: 200 })).toEqual(['guestsMax=pricing:errors.minAboveMax']);
    expect(fields({ ...base, guestsMin: null })).toEqual(['guestsMin=validation:required']);
    expect(fields({ ...base, priceMethod: 'fixed', guestsType: 'fixed' })).toEqual(['guests=validation:required']);
    expect(fields({ ...base, name: ' ', priceMin: -1 })).toEqual([
      'name=validation:required',
      'priceMin=pricing:errors.amount',
    ]);
  });
});

describe('venue price fields of the listing', () => {
  it('is all 0 without schemes (the empty template)', () => {
    expect(Object.values(venuePriceFields([])).every((v) => v === 0)).toBe(true);
  });
  it('takes the lowest minimum and highest maximum per scheme', () => {
    const fields = venuePriceFields([
      { priceType: 'pricePerHead', priceMin: 8000, priceMax: 10000, guestsMin: 60, guests: null },
      { priceType: 'pricePerHead', priceMin: 7000, priceMax: null, guestsMin: 40, guests: null },
      { priceType: 'totalInclusive', priceMin: 900000, priceMax: null, guestsMin: null, guests: 100 },
      { priceType: 'venueHire', priceMin: 300000, priceMax: 450000, guestsMin: null, guests: null },
    ]);
    expect(fields).toEqual({
      inHouseCateringMinPricePp: 0,
      inHouseCateringMaxPricePp: 0,
      packagesMinPricePp: 7000,
      packagesMaxPricePp: 10000,
      packagesMinNoOfGuests: 40,
      packagesTotalCostMinPrice: 900000,
      packagesTotalCostMaxPrice: 900000,
      packagesTotalCostNoOfGuests: 100,
      venueHireOnlyMinPrice: 300000,
      venueHireOnlyMaxPrice: 450000,
    });
  });
});
