import { describe, expect, it } from 'vitest';
import { guestsEstimateSchema, maxGuestsEstimate, parseGuestsEstimate } from './guests.ts';

describe('parseGuestsEstimate', () => {
  it.each([
    [120, 120],
    [0, 0],
    [80.9, 80],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [maxGuestsEstimate, maxGuestsEstimate],
    [maxGuestsEstimate + 1, null],
    ['120', 120],
    [' 120 ', 120],
    ['0', 0],
    ['about 80', 80],
    ['approx. 80 guests', 80],
    ['100-150', 150],
    ['100 – 150', 150],
    ['100 to 150', 150],
    ['150-100', 150],
    ['1,200', 1200],
    ['1.200', 1200],
    ['1 200', 1200],
    ["1'200", 1200],
    ['80.5', 80],
    ['80,5', 80],
    ['12,50', 12],
    ['-5', null],
    ['−5', null],
    ['', null],
    ['   ', null],
    ['not sure yet', null],
    ['999999999999999999999', null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
  ] as [unknown, number | null][])('%j → %j', (input, expected) => {
    expect(parseGuestsEstimate(input)).toBe(expected);
  });

  it('parses in the schema and keeps null for unknown', () => {
    expect(guestsEstimateSchema.parse('about 90')).toBe(90);
    expect(guestsEstimateSchema.parse(undefined)).toBeNull();
    expect(guestsEstimateSchema.parse(null)).toBeNull();
    expect(guestsEstimateSchema.safeParse({}).success).toBe(false);
  });
});
