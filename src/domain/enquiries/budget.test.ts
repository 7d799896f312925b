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
  it.each([
    [0, 'GBP', '£0'],
    [500, 'GBP', '£500'],
    [5_000, 'GBP', '£5k'],
    [12_500, 'GBP', '£12.5k'],
    [39_999, 'GBP', '£40k'],
    [40_000, 'GBP', '£40k+'],
    [99_000, 'GBP', '£40k+'],
    [5_000, 'EUR', '€5k'],
    [5_000, 'USD', '$5k'],
    [5_000, 'CHF', 'CHF 5k'],
    [5_000, 'PLN', 'zł 5k'],
  ])('%d %s shows as %s', (amount, currency, label) => {
    expect(formatBudgetAmount(amount, currency)).toBe(label);
  });

  it.each([
    [{ min: 5_000, max: 10_000 }, '£5k–£10k'],
    [{ min: 0, max: 20_000 }, '£0–£20k'],
    [{ min: 20_000, max: 99_000 }, '£20k–£40k+'],
    [{ min: 10_000, max: 10_000 }, '£10k'],
    [{ min: 15_000, max: 5_000 }, '£5k–£15k'],
  ])('range %j is %s', (range, label) => {
    expect(budgetRangeLabel(range, 'GBP')).toBe(label);
  });
});
