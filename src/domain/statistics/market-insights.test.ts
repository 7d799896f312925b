import { describe, expect, it } from 'vitest';
import { budgetStoredAtCap } from '../enquiries/budget.ts';
import { piePercentages } from './pie.ts';
import {
  countBudgetBands,
  coupleBudgetAmount,
  coupleBudgetBand,
  couplesTrendsPath,
  lastMonths,
  marketInsightsCountries,
  monthlySeries,
  nextMonthStart,
  trendsCountryOf,
  zeroBandCounts,
} from './market-insights.ts';

describe('market insights: couple budgets in the spec bands', () => {
  it.each([
    [0, 4_000, 'under5k'],
    [4_000, 5_999, 'under5k'],
    [4_000, 6_000, 'from5kTo10k'],
    [5_000, 5_000, 'from5kTo10k'],
    [5_000, 10_000, 'from5kTo10k'],
    [10_000, 15_000, 'from10kTo15k'],
    [15_000, 20_000, 'from15kTo20k'],
    [19_999, 20_000, 'from15kTo20k'],
    [20_000, 20_000, 'over20k'],
    [20_000, 40_000, 'over20k'],
  ] as const)('%i to %i is %s (the middle of the range; a band holds its lower bound)', (min, max, band) => {
    expect(coupleBudgetBand(min, max)).toBe(band);
  });

  it('reads the stored cap (99000) as the 40k it was on the slider, not 99k', () => {
    expect(coupleBudgetAmount(0, budgetStoredAtCap)).toBe(20_000);
    expect(coupleBudgetBand(0, budgetStoredAtCap)).toBe('over20k');
    // 99000 read as 99000 would lift the middle of 0…99000 far above the cap
    expect(coupleBudgetAmount(budgetStoredAtCap, budgetStoredAtCap)).toBe(40_000);
    expect(coupleBudgetBand(0, 19_000)).toBe('from5kTo10k');
  });

  it('takes one end alone, and gives no band without a budget', () => {
    expect(coupleBudgetBand(null, 12_000)).toBe('from10kTo15k');
    expect(coupleBudgetBand(3_000, null)).toBe('under5k');
    expect(coupleBudgetBand(null, null)).toBeNull();
    expect(coupleBudgetBand(Number.NaN, null)).toBeNull();
  });

  it('counts couples per band and the couples without a budget apart', () => {
    const counted = countBudgetBands([
      { min: 0, max: 4_000 },
      { min: 5_000, max: 10_000 },
      { min: 5_000, max: 10_000 },
      { min: 20_000, max: budgetStoredAtCap },
      { min: null, max: null },
    ]);
    expect(counted).toEqual({
      bands: { under5k: 1, from5kTo10k: 2, from10kTo15k: 0, from15kTo20k: 0, over20k: 1 },
      withoutBudget: 1,
    });
    expect(countBudgetBands([])).toEqual({ bands: zeroBandCounts(), withoutBudget: 0 });
  });

  it('counts a range given by many couples as that many', () => {
    expect(
      countBudgetBands([
        { min: 5_000, max: 10_000, couples: 3 },
        { min: 6_000, max: 9_000 },
        { min: null, max: null, couples: 4 },
      ]),
    ).toEqual({ bands: { ...zeroBandCounts(), from5kTo10k: 4 }, withoutBudget: 4 });
  });

  it('draws the bands as pie percentages that sum to 100', () => {
    const { bands } = countBudgetBands([
      { min: 0, max: 1 },
      { min: 6_000, max: 6_000 },
      { min: 11_000, max: 11_000 },
    ]);
    const percentages = piePercentages(Object.values(bands));
    expect(percentages).toEqual([34, 33, 33, 0, 0]);
    expect(percentages.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('market insights: months of the trends and the county demand', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('lists the last months oldest first, the current one last, across years', () => {
    const months = lastMonths(now, 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04-01');
    expect(months.at(-1)).toBe('2026-03-01');
    expect(lastMonths(now, 24)[0]).toBe('2024-04-01');
    expect(lastMonths(new Date('2026-01-31T23:59:59Z'), 2)).toEqual(['2025-12-01', '2026-01-01']);
    expect(nextMonthStart('2025-12-01')).toBe('2026-01-01');
  });

  it('lays counts per month on the months, zero where none, ignoring months outside', () => {
    const months = ['2026-01-01', '2026-02-01', '2026-03-01'];
    expect(
      monthlySeries(months, [
        { month: '2026-03-01', count: 4 },
        { month: '2025-12-01', count: 9 },
        { month: '2026-01-01', count: 1 },
      ]),
    ).toEqual([1, 0, 4]);
    expect(monthlySeries(months, [])).toEqual([0, 0, 0]);
  });

  it('serves the trends file per country folder, only where market insights is offered (GB, DE, FR)', () => {
    expect(marketInsightsCountries).toEqual(['GB', 'DE', 'FR']);
    expect(couplesTrendsPath('GB')).toBe('/static/uk/couplesTrendsMonthly.json');
    expect(couplesTrendsPath('DE')).toBe('/static/de/couplesTrendsMonthly.json');
    expect(couplesTrendsPath('PL')).toBeNull();
    expect(couplesTrendsPath('XX')).toBeNull();
    expect(trendsCountryOf('fr')).toBe('FR');
    expect(trendsCountryOf('gb')).toBeNull();
    expect(trendsCountryOf('pl')).toBeNull();
  });
});
