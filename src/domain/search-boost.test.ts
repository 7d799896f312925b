import { describe, expect, it } from 'vitest';
import { applySearchBoost, boostLabel, currentSearchBoost, isBoostActive, searchBoostValues, type SearchBoostMode } from './search-boost.ts';

describe('search boost values and labels (spec section 3)', () => {
  it('are 100, 80 and 50', () => {
    expect(searchBoostValues).toEqual([100, 80, 50]);
  });

  it.each([
    [100, 'TopSpot TOP1'],
    [80, 'TopSpot TOP2'],
    [50, 'TopSpot TOP3'],
    [0, null],
    [90, null],
    [-1, null],
  ])('boostLabel(%i) is %s', (value, label) => {
    expect(boostLabel(value)).toBe(label);
  });

  it.each([[true, true], [false, false], [undefined, false], [null, false]])('isBoostActive(%s) is %s', (flag, expected) => {
    expect(isBoostActive(flag)).toBe(expected);
  });
});

describe('search boost modes (spec section 4)', () => {
  it.each<[string, SearchBoostMode, ReturnType<typeof applySearchBoost>]>([
    [
      'generic boost removes the type boost and its type',
      { mode: 'generic', value: 80 },
      { searchBoost: 80, searchBoostActive: true, searchBoostForType: 0, searchBoostForTypeActive: false, searchBoostType: null },
    ],
    [
      'type boost sets the generic boost to 0 and its flag off',
      { mode: 'type', value: 100, venueType: 'barn' },
      { searchBoost: 0, searchBoostActive: false, searchBoostForType: 100, searchBoostForTypeActive: true, searchBoostType: 'barn' },
    ],
    [
      'neither mode clears both',
      { mode: 'none' },
      { searchBoost: 0, searchBoostActive: false, searchBoostForType: 0, searchBoostForTypeActive: false, searchBoostType: null },
    ],
  ])('%s', (_rule, choice, fields) => {
    expect(applySearchBoost(choice)).toEqual(fields);
    expect(currentSearchBoost(fields)).toEqual(choice);
  });

  it('does not count a boost whose flag is off', () => {
    expect(
      currentSearchBoost({ searchBoost: 100, searchBoostActive: false, searchBoostForType: 50, searchBoostForTypeActive: false, searchBoostType: 'barn' }),
    ).toEqual({ mode: 'none' });
  });
});
