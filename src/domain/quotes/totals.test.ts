import { describe, expect, it } from 'vitest';
import { countryL10n, type CountryCode } from '../countries.ts';
import { hundredthsOf } from '../hundredths.ts';
import { divideRounded } from './rounding.ts';
import { quoteTotals, type Discount, type QuoteLine } from './totals.ts';
import { vatRuleFor } from './vat.ts';

const line = (quantity: number, unitPrice: number, discount: Discount | null = null): QuoteLine => ({
  description: 'Line',
  quantity,
  unitPrice,
  discount,
  source: null,
});

// Per country, a quote in its currency: lines, then each line's [amount, discount, total], subtotal, discounts, net,
// VAT and gross. Expected figures were worked out apart with decimal arithmetic, rounding half up.
const perCountry: [CountryCode, QuoteLine[], [number, number, number][], number, number, number, number, number][] = [
  [
    'GB',
    [line(1, 450000), line(85, 6850, { type: 'amount', amount: 25000 }), line(1.5, 12000)],
    [
      [450000, 0, 450000],
      [582250, 25000, 557250],
      [18000, 0, 18000],
    ],
    1050250,
    25000,
    854375,
    170875,
    1025250,
  ],
  [
    'DE',
    [line(1, 249000, { type: 'percent', percent: 12.5 }), line(8, 19900)],
    [
      [249000, 31125, 217875],
      [159200, 0, 159200],
    ],
    408200,
    31125,
    316870,
    60205,
    377075,
  ],
  [
    'FR',
    [line(120, 4590), line(1, 35000, { type: 'amount', amount: 35000 })],
    [
      [550800, 0, 550800],
      [35000, 35000, 0],
    ],
    585800,
    35000,
    459000,
    91800,
    550800,
  ],
  ['AT', [line(7.25, 18000)], [[130500, 0, 130500]], 130500, 0, 108750, 21750, 130500],
  [
    'CH',
    [line(1, 320000), line(2, 45050, { type: 'percent', percent: 5 })],
    [
      [320000, 0, 320000],
      [90100, 4505, 85595],
    ],
    410100,
    4505,
    375204,
    30391,
    405595,
  ],
  [
    'PL',
    [line(1, 1200000), line(100, 28900, { type: 'percent', percent: 7.75 })],
    [
      [1200000, 0, 1200000],
      [2890000, 223975, 2666025],
    ],
    4090000,
    223975,
    3143110,
    722915,
    3866025,
  ],
  [
    'US',
    [line(1, 320000), line(6.5, 17500)],
    [
      [320000, 0, 320000],
      [113750, 0, 113750],
    ],
    433750,
    0,
    433750,
    0,
    433750,
  ],
  [
    'RU',
    [line(1, 25000000, { type: 'amount', amount: 1500000 }), line(60, 350000)],
    [
      [25000000, 1500000, 23500000],
      [21000000, 0, 21000000],
    ],
    46000000,
    1500000,
    36475410,
    8024590,
    44500000,
  ],
];

describe('quoteTotals per country', () => {
  it.each(perCountry)(
    '%s: lines, subtotal, discounts, net, VAT and gross',
    (country, lines, lineTotals, subtotal, discountTotal, net, vat, gross) => {
      const rule = vatRuleFor(country, { registered: true });
      expect(quoteTotals(lines, rule)).toEqual({
        lines: lineTotals.map(([amount, discount, total]) => ({ amount, discount, total })),
        subtotal,
        discountTotal,
        net,
        vatRate: rule.rate,
        vat,
        gross,
      });
      // the VAT is the rate's share of the net, to within the one rounding
      expect(Math.abs(vat - (net * rule.rate) / 10_000)).toBeLessThanOrEqual(1);
      expect(countryL10n(country).currency).toMatch(/^[A-Z]{3}$/);
    },
  );

  it.each(perCountry)('%s without VAT registration: the same gross, no VAT', (country, lines, ...figures) => {
    const gross = figures.at(-1);
    const totals = quoteTotals(lines, vatRuleFor(country, { registered: false }));
    expect(totals).toMatchObject({ vatRate: 0, vat: 0, net: gross, gross });
  });
});

describe('one rounding rule', () => {
  it.each([
    // gross: the VAT a total contains, rounded once, half away from zero
    [[line(1, 3)], 2000, 'gross', { net: 2, vat: 1, gross: 3 }],
    [[line(1, 1), line(1, 1), line(1, 1)], 2000, 'gross', { net: 2, vat: 1, gross: 3 }],
    [[line(1, 11)], 2000, 'gross', { net: 9, vat: 2, gross: 11 }],
    [[line(1, 10_000)], 810, 'gross', { net: 9251, vat: 749, gross: 10_000 }],
    // net: the VAT added on top
    [[line(1, 5)], 1000, 'net', { net: 5, vat: 1, gross: 6 }],
    [[line(1, 1001)], 2000, 'net', { net: 1001, vat: 200, gross: 1201 }],
    [[line(3, 3333)], 1900, 'net', { net: 9999, vat: 1900, gross: 11899 }],
  ] as const)('%j at %i basis points, %s: %j', (lines, rate, prices, expected) => {
    expect(quoteTotals(lines, { rate, prices })).toMatchObject(expected);
  });

  it('rounds a line once: quantity in hundredths × unit price, and a percentage of the line', () => {
    expect(quoteTotals([line(7.5, 3333)], { rate: 0, prices: 'gross' }).lines).toEqual([
      { amount: 24998, discount: 0, total: 24998 },
    ]);
    expect(
      quoteTotals([line(1, 1999, { type: 'percent', percent: 12.5 })], { rate: 0, prices: 'gross' }).lines,
    ).toEqual([{ amount: 1999, discount: 250, total: 1749 }]);
    expect(quoteTotals([line(0.29, 100)], { rate: 0, prices: 'gross' }).gross).toBe(29);
  });

  it('gives zeros for a free line', () => {
    expect(quoteTotals([line(1, 0)], vatRuleFor('GB', { registered: true }))).toMatchObject({
      net: 0,
      vat: 0,
      gross: 0,
    });
  });

  it.each([
    [line(1.005, 100)],
    [line(0, 100)],
    [line(1, 100, { type: 'amount', amount: 101 })],
    [line(1, 100, { type: 'percent', percent: 100.5 })],
    [line(1, 100, { type: 'percent', percent: 2.125 })],
  ])('refuses to total a line it was never meant to get: %j', (bad) => {
    expect(() => quoteTotals([bad], { rate: 2000, prices: 'gross' })).toThrow(RangeError);
  });
});

describe('rounding helpers', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [7, 2, 4],
    [4, 3, 1],
    [5, 3, 2],
    [0, 7, 0],
    [2 ** 53 - 1, 2, 2 ** 52],
  ])('%i / %i is %i', (numerator, denominator, quotient) => {
    expect(divideRounded(numerator, denominator)).toBe(quotient);
  });

  it('divides integers only, and never by 0', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(2 ** 53, 1)).toThrow(RangeError);
  });

  it.each([
    [7.29, 729],
    [0.29, 29],
    [7.5, 750],
    [100, 10_000],
    [1.005, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d in hundredths is %j', (value, hundredths) => {
    expect(hundredthsOf(value)).toBe(hundredths);
  });
});
