import { describe, expect, it } from 'vitest';
import { zeroCounts } from './metrics.ts';
import { median } from './median.ts';
import { conversionPercent, hasBenchmark, peerMedians, tierChangesInPeriods } from './performance.ts';

describe('conversion', () => {
  it.each([
    [3, 120, 2.5],
    [1, 3, 33.3],
    [0, 50, 0],
    [5, 0, null],
  ])('%i enquiries from %i views: %s per hundred', (enquiries, views, expected) => {
    expect(conversionPercent(enquiries, views)).toBe(expected);
  });
});

describe('tier changes on a chart', () => {
  const months = ['2026-09-01', '2026-10-01', '2026-11-01'];

  it('places each change at the start of its period, leaving out the listing tier and changes outside the chart', () => {
    const changes = [
      { at: '2026-01-10T09:00:00.000Z', from: null, to: 'free' },
      { at: '2026-08-31T23:59:59.000Z', from: 'free', to: 'lite' },
      { at: '2026-10-15T12:00:00.000Z', from: 'lite', to: 'classic' },
      { at: '2026-12-01T00:00:00.000Z', from: 'classic', to: 'expert' },
    ];
    expect(tierChangesInPeriods(changes, months, 'month')).toEqual([{ ...changes[2], period: '2026-10-01' }]);
  });

  it('puts a change in the week (from Monday) it fell in, and keeps two of one period in order', () => {
    const weeks = ['2026-11-09', '2026-11-16', '2026-11-23'];
    const changes = [
      { at: '2026-11-22T18:00:00.000Z', from: 'lite', to: 'classic' },
      { at: '2026-11-17T08:00:00.000Z', from: 'free', to: 'lite' },
    ];
    expect(tierChangesInPeriods(changes, weeks, 'week').map((c) => [c.period, c.to])).toEqual([
      ['2026-11-16', 'lite'],
      ['2026-11-16', 'classic'],
    ]);
  });
});

describe('peers', () => {
  it('takes the middle value, the mean of the two middle ones for an even count', () => {
    expect(median([])).toBe(0);
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
  });

  it('counts a peer without events as zero and ignores rows of others', () => {
    const sums = [
      { supplierId: 'a', metric: 'profileViews', count: 10 },
      { supplierId: 'b', metric: 'profileViews', count: 30 },
      { supplierId: 'b', metric: 'enquiries', count: 4 },
      { supplierId: 'stranger', metric: 'profileViews', count: 1000 },
    ];
    expect(peerMedians(['a', 'b', 'c'], sums)).toEqual({ ...zeroCounts(), profileViews: 10, enquiries: 0 });
  });
});

describe('the typical supplier', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [40, true],
  ])('with %i peers is shown: %s', (peers, shown) => {
    expect(hasBenchmark(peers)).toBe(shown);
  });
});
