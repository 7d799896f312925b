import { describe, expect, it } from 'vitest';
import { listingOfferFieldsOf } from './listing-offers.ts';
import { brandDiscountInputSchema, specialOfferInputSchema } from './offers-api.ts';
import {
  brandDiscountChoiceOf,
  dealWording,
  formDiscountTypeOf,
  isOfferLive,
  lateRemaining,
  offerFeatureOf,
  serverDiscountTypeOf,
  sortOffers,
} from './offers.ts';
import { fieldErrors } from '../form-errors.ts';

/** The supplier's day (domain/local-day.ts gives it from the clock and the country). */
const now = '2027-03-10';
const dayAfter = (days: number) =>
  new Date(Date.parse(`${now}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('offers', () => {
  it('maps the form discount types to the server ones and back (percentOff, poundOff → absoluteOff, setPrice → setValue, other)', () => {
    expect((['percentOff', 'poundOff', 'setPrice', 'other'] as const).map(serverDiscountTypeOf)).toEqual([
      'percentOff',
      'absoluteOff',
      'setValue',
      'other',
    ]);
    expect((['percentOff', 'absoluteOff', 'setValue', 'other'] as const).map(formDiscountTypeOf)).toEqual([
      'percentOff',
      'poundOff',
      'setPrice',
      'other',
    ]);
  });

  it('is live only while its expiry is to come (its last day included), and late availability while a date is', () => {
    const offer = { type: 'midweek' as const, lateDates: [], expiryDate: dayAfter(0) };
    expect(isOfferLive(offer, now)).toBe(true);
    expect(isOfferLive({ ...offer, expiryDate: dayAfter(-1) }, now)).toBe(false);
    expect(isOfferLive({ ...offer, expiryDate: null }, now)).toBe(true);
    expect(isOfferLive({ type: 'lateAvailability', lateDates: [dayAfter(-3)], expiryDate: null }, now)).toBe(false);
    expect(
      isOfferLive({ type: 'lateAvailability', lateDates: [dayAfter(-3), dayAfter(2)], expiryDate: null }, now),
    ).toBe(true);
  });

  it('shows the time to the next late date within 8 weeks only: weeks above 31 days, else days', () => {
    const late = (...days: number[]) => ({ lateDates: days.map(dayAfter) });
    expect(lateRemaining(late(-1, 0), now)).toEqual({ unit: 'days', count: 0 });
    expect(lateRemaining(late(12), now)).toEqual({ unit: 'days', count: 12 });
    expect(lateRemaining(late(31), now)).toEqual({ unit: 'days', count: 31 });
    expect(lateRemaining(late(32), now)).toEqual({ unit: 'weeks', count: 4 });
    expect(lateRemaining(late(56), now)).toEqual({ unit: 'weeks', count: 8 });
    expect(lateRemaining(late(57), now)).toBeNull();
    expect(lateRemaining(late(-2), now)).toBeNull();
  });

  it('opens the brand discount through the venue discount or the non-venue special offer discount', () => {
    expect(offerFeatureOf('bbDiscount', true)).toBe('venueDiscount');
    expect(offerFeatureOf('bbDiscount', false)).toBe('specialOfferDiscount');
    expect(offerFeatureOf('lateAvailability', false)).toBe('specialOffers');
    expect(
      sortOffers([{ type: 'bbDiscount' }, { type: 'custom' }, { type: 'midweek' }] as const).map((o) => o.type),
    ).toEqual(['midweek', 'custom', 'bbDiscount']);
  });

  it('words a deal in the reader’s language and the supplier’s currency', () => {
    expect(dealWording({ discountType: 'percentOff', discountValue: 15, details: '' }, 'GBP', 'en-GB')).toEqual({
      key: 'offers:deal.percentOff',
      value: '15%',
    });
    expect(dealWording({ discountType: 'absoluteOff', discountValue: 1500, details: '' }, 'EUR', 'de-DE')).toEqual({
      key: 'offers:deal.absoluteOff',
      value: '1.500\u00a0€',
    });
    expect(dealWording({ discountType: 'setValue', discountValue: 4000, details: '' }, 'GBP', 'en-GB').value).toBe(
      '£4,000',
    );
    expect(dealWording({ discountType: 'other', discountValue: null, details: 'Free fizz' }, 'GBP', 'en-GB')).toEqual({
      key: null,
      value: 'Free fizz',
    });
  });

  describe('validation (section 5)', () => {
    const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: object) => {
      const result = schema.safeParse(input);
      return result.success ? {} : fieldErrors(result.error as never);
    };
    const base = { title: 'Winter warmer', discountType: 'percentOff', discountValue: 10 };

    it('keeps the deal, drops what the type does not use, and sorts the late dates', () => {
      expect(
        specialOfferInputSchema('seasonal', now).parse({
          ...base,
          lateDates: [dayAfter(3)],
          expiration: false,
          expiryDate: dayAfter(5),
        }),
      ).toEqual({
        title: 'Winter warmer',
        description: '',
        discountType: 'percentOff',
        discountValue: 10,
        details: '',
        lateDates: [],
        expiryDate: null,
      });
      expect(
        specialOfferInputSchema('lateAvailability', now).parse({
          ...base,
          discountType: 'other',
          details: 'Fizz',
          lateDates: [dayAfter(9), dayAfter(2)],
        }),
      ).toMatchObject({ discountValue: null, details: 'Fizz', lateDates: [dayAfter(2), dayAfter(9)] });
    });

    it('checks percentOff strictly between 0 and 100, other amounts at least 1, and other in words', () => {
      const schema = specialOfferInputSchema('custom', now);
      expect(errorsOf(schema, { ...base, discountValue: 99.5 })).toEqual({});
      // two decimals that floats do not hold exactly (0.29 * 100 is 28.999…)
      for (const discountValue of [0.29, 1.1, 1.12, 57.99])
        expect(errorsOf(schema, { ...base, discountValue })).toEqual({});
      expect(errorsOf(schema, { ...base, discountValue: 100 })).toEqual({
        discountValue: 'offers:errors.percentRange',
      });
      expect(errorsOf(schema, { ...base, discountValue: 12.345 })).toEqual({
        discountValue: 'offers:errors.percentRange',
      });
      expect(errorsOf(schema, { ...base, discountValue: null })).toEqual({
        discountValue: 'offers:errors.percentRange',
      });
      expect(errorsOf(schema, { ...base, discountType: 'absoluteOff', discountValue: 0 })).toEqual({
        discountValue: 'offers:dealValueEmpty',
      });
      expect(errorsOf(schema, { ...base, discountType: 'setValue', discountValue: 10.5 })).toEqual({
        discountValue: 'offers:errors.wholeAmount',
      });
      expect(errorsOf(schema, { ...base, discountType: 'other', details: ' ' })).toEqual({
        details: 'offers:errors.details',
      });
      expect(errorsOf(schema, { ...base, title: '' })).toEqual({ title: 'offers:validationError' });
    });

    it('needs a late date for late availability and an expiry date to come when the offer expiration', () => {
      expect(errorsOf(specialOfferInputSchema('lateAvailability', now), base)).toEqual({
        lateDates: 'offers:errors.lateDates',
      });
      expect(errorsOf(specialOfferInputSchema('midweek', now), { ...base, expiration: true })).toEqual({
        expiryDate: 'offers:errors.expiry',
      });
      expect(
        errorsOf(specialOfferInputSchema('midweek', now), { ...base, expiration: true, expiryDate: dayAfter(-1) }),
      ).toEqual({ expiryDate: 'offers:errors.expiryPast' });
      expect(
        errorsOf(specialOfferInputSchema('midweek', now), { ...base, expiration: true, expiryDate: dayAfter(0) }),
      ).toEqual({});
    });

    it('takes the brand discount’s presets, needs its expiry unless none, and none removes it', () => {
      const schema = brandDiscountInputSchema(now);
      expect(schema.parse({ choice: 'none', expiryDate: null })).toBeNull();
      expect(schema.parse({ choice: '20', expiryDate: dayAfter(30) })).toMatchObject({
        discountType: 'percentOff',
        discountValue: 20,
        expiryDate: dayAfter(30),
      });
      expect(errorsOf(schema, { choice: '10' })).toEqual({ expiryDate: 'offers:errors.expiry' });
      expect(errorsOf(schema, { choice: '15', expiryDate: dayAfter(3) })).toEqual({
        choice: 'offers:errors.discountType',
      });
      expect(brandDiscountChoiceOf({ discountType: 'percentOff', discountValue: 10 })).toBe('10');
      expect(brandDiscountChoiceOf({ discountType: 'other', discountValue: null })).toBe('other');
    });
  });

  it('makes the listing’s offer and discount fields from the offers', () => {
    const deal = {
      title: 'Midweek',
      description: '',
      discountType: 'percentOff' as const,
      discountValue: 10,
      details: '',
      lateDates: [],
      expiryDate: null,
    };
    expect(listingOfferFieldsOf([])).toEqual({
      specialOffers: { midweek: null, seasonal: null, lateAvailability: null, custom: null },
      bbDiscount: '',
      bbDiscountExpiry: 0,
      bbDiscountOtherDetails: '',
    });
    const fields = listingOfferFieldsOf([
      { type: 'midweek', ...deal },
      {
        type: 'bbDiscount',
        ...deal,
        discountType: 'other',
        discountValue: null,
        details: 'Cake tasting',
        expiryDate: '2027-06-30',
      },
    ]);
    expect(fields.specialOffers.midweek).toEqual(deal);
    expect(fields).toMatchObject({
      bbDiscount: 'other',
      bbDiscountOtherDetails: 'Cake tasting',
      bbDiscountExpiry: Date.parse('2027-06-30T23:59:59Z'),
    });
  });
});
