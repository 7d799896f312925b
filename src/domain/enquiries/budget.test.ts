import { describe, expect, it } from 'vitest';
import {
  budgetBandOf,
  budgetBands,
  budgetCap,
  budgetRangeLabel,
  budgetStoredAtCap,
  defaultBudgetRange,
  formatBudgetAmount,
  fromStoredBudget,
  toStoredBudget,
  type BudgetBand,
} from './budget.ts';

describe('budget constants (spec section 9)', () => {
  it('caps at 40000, stored as 99000, default range 0 to 20000', () => {
    expect(budgetCap).toBe(40_000);
    expect(budgetStoredAtCap).toBe(99_000);
    expect(defaultBudgetRange).toEqual({ min: 0, max: 20_000 });
  });

  it('has the five bands in order', () => {
    expect(budgetBands.map((b) => b.id)).toEqual(['under5k', 'from5kTo10k', 'from10kTo15k', 'from15kTo20k', 'over20k']);
  });
});

describe('stored budget values', () => {
  it.each([
    [0, 0, 0],
    [-10, 0, 0],
    [Number.NaN, 0, 0],
    [12_345.6, 12_346, 12_346],
    [39_999, 39_999, 39_999],
    [40_000, 99_000, 40_000],
    [55_000, 99_000, 40_000],
  ])('slider %d is stored as %d and shown back as %d', (slider, stored, back) => {
    expect(toStoredBudget(slider)).toBe(stored);
    expect(fromStoredBudget(stored)).toBe(back);
  });
});

describe('budgetBandOf', () => {
  it.each([
    [0, 'under5k'],
    [4_999, 'under5k'],
    [5_000, 'from5kTo10k'],
    [9_999, 'from5kTo10k'],
    [10_000, 'from10kTo15k'],
    [14_999, 'from10kTo15k'],
    [15_000, 'from15kTo20k'],
    [19_999, 'from15kTo20k'],
    [20_000, 'over20k'],
    [99_000, 'over20k'],
  ] as [number, BudgetBand][])('%d is %s', (amount, band) => {
    expect(budgetBandOf(amount)).toBe(band);
  });
});

describe('budget labels', () => {
  // Intl sets the currency apart with a no-break space (U+00A0) and groups French digits with U+202F
  it.each([
    [0, 'GBP', 'en-GB', '£0'],
    [500, 'GBP', 'en-GB', '£500'],
    [5_000, 'GBP', 'en-GB', '£5k'],
    [12_500, 'GBP', 'en-GB', '£12.5k'],
    [39_999, 'GBP', 'en-GB', '£40k'],
    [40_000, 'GBP', 'en-GB', '£40k+'],
    [99_000, 'GBP', 'en-GB', '£40k+'],
    [5_000, 'EUR', 'en-GB', '€5k'],
    [5_000, 'USD', 'en-GB', '$5k'],
    [5_000, 'CHF', 'en-GB', 'CHF\u00a05k'],
    [5_000, 'PLN', 'en-GB', 'zł\u00a05k'],
    [12_500, 'EUR', 'de-DE', '12.500\u00a0€'],
    [5_000, 'GBP', 'de-DE', '5.000\u00a0£'],
    [99_000, 'CHF', 'de-DE', '40.000+\u00a0CHF'],
    [12_500, 'EUR', 'fr-FR', '12,5\u00a0k\u00a0€'],
    [5_000, 'GBP', 'fr-FR', '5\u00a0k\u00a0£'],
    [500, 'PLN', 'fr-FR', '500\u00a0zł'],
    [99_000, 'EUR', 'fr-FR', '40\u00a0k+\u00a0€'],
  ] as const)('%d %s in %s shows as %s', (amount, currency, locale, label) => {
    expect(formatBudgetAmount(amount, currency, locale)).toBe(label);
  });

  it.each([
    [{ min: 5_000, max: 10_000 }, '£5k–£10k'],
    [{ min: 0, max: 20_000 }, '£0–£20k'],
    [{ min: 20_000, max: 99_000 }, '£20k–£40k+'],
    [{ min: 10_000, max: 10_000 }, '£10k'],
    [{ min: 15_000, max: 5_000 }, '£5k–£15k'],
  ])('range %j is %s', (range, label) => {
    expect(budgetRangeLabel(range, 'GBP', 'en-GB')).toBe(label);
  });

  it('spaces the dash when the amounts hold spaces', () => {
    expect(budgetRangeLabel({ min: 5_000, max: 10_000 }, 'EUR', 'de-DE')).toBe('5.000\u00a0€ – 10.000\u00a0€');
    expect(budgetRangeLabel({ min: 20_000, max: 99_000 }, 'EUR', 'fr-FR')).toBe('20\u00a0k\u00a0€ – 40\u00a0k+\u00a0€');
    expect(budgetRangeLabel({ min: 5_000, max: 10_000 }, 'CHF', 'en-GB')).toBe('CHF\u00a05k – CHF\u00a010k');
  });
});
