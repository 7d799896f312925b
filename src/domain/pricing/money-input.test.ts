import { describe, expect, it } from 'vitest';
import { toMajorUnits, toMinorUnits } from './money-input.ts';

describe('money inputs', () => {
  it.each([
    [12.5, 'GBP', 1250],
    ['1999.99', 'EUR', 199999],
    [0.1 + 0.2, 'GBP', 30],
    [1500, 'JPY', 1500],
    ['', 'GBP', null],
    [null, 'GBP', null],
  ] as const)('%s %s is %s minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });
  it('gives NaN for text (the schema refuses it)', () => {
    expect(toMinorUnits('abc', 'GBP')).toBeNaN();
  });
  it('shows minor units as major units', () => {
    expect(toMajorUnits(1250, 'GBP')).toBe(12.5);
    expect(toMajorUnits(1500, 'JPY')).toBe(1500);
    expect(toMajorUnits(null, 'GBP')).toBe('');
  });
});
