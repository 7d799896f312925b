import { describe, expect, it } from 'vitest';
import { angledTickHeight, axisTicks } from './axis-ticks.ts';

describe('axis ticks', () => {
  // twelve months, "Nov 26" (6 characters) long and "Nov" (3) short
  const months = { long: 6, short: 3 };
  it.each([
    ['a wide desktop chart', 12, 800, { labels: 'long', angled: false, every: 1 }],
    ['a half-width desktop chart', 12, 400, { labels: 'short', angled: false, every: 1 }],
    ['a tablet chart', 12, 360, { labels: 'short', angled: false, every: 1 }],
    ['a phone chart', 12, 250, { labels: 'short', angled: true, every: 1 }],
    ['24 months on a phone', 24, 250, { labels: 'short', angled: true, every: 2 }],
    ['a chart not measured yet', 12, 0, { labels: 'short', angled: false, every: 1 }],
  ] as const)('labels %s', (_, count, width, expected) => {
    const ticks = axisTicks(count, width, months);
    expect(ticks).toEqual(expected);
  });

  it('gives every period a slot even without periods', () => {
    expect(axisTicks(0, 300, months)).toEqual({ labels: 'long', angled: false, every: 1 });
  });

  it('reserves room below the axis for angled labels', () => {
    expect(angledTickHeight(3)).toBe(27);
    expect(angledTickHeight(6)).toBe(42);
  });
});
