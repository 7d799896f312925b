import { describe, expect, it } from 'vitest';
import { isImprovement, periodChange } from './period-change.ts';

describe('periodChange', () => {
  it.each([
    [10, null, { kind: 'none' }],
    [10, undefined, { kind: 'none' }],
    [0, 0, { kind: 'none' }],
    [5, 0, { kind: 'new' }],
    [12, 10, { kind: 'change', ratio: 0.2, direction: 'up' }],
    [5, 10, { kind: 'change', ratio: -0.5, direction: 'down' }],
    [0, 4, { kind: 'change', ratio: -1, direction: 'down' }],
    [1000, 1001, { kind: 'change', ratio: 0, direction: 'flat' }],
    [10, 3, { kind: 'change', ratio: 2.33, direction: 'up' }],
    [Number.NaN, 3, { kind: 'none' }],
  ] as const)('%s against %s', (current, previous, expected) => {
    expect(periodChange(current, previous)).toEqual(expected);
  });
});

describe('isImprovement', () => {
  it('follows whether more is better', () => {
    expect(isImprovement(periodChange(12, 10), true)).toBe(true);
    expect(isImprovement(periodChange(12, 10), false)).toBe(false);
    expect(isImprovement(periodChange(8, 10), false)).toBe(true);
  });
  it('has no verdict without a change', () => {
    expect(isImprovement(periodChange(10, 10), true)).toBeNull();
    expect(isImprovement(periodChange(5, 0), true)).toBeNull();
    expect(isImprovement(periodChange(0, 0), true)).toBeNull();
  });
});
