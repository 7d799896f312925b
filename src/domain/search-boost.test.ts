import { describe, expect, it } from 'vitest';
import { paidPeriodEnd } from './paid-period.ts';
import {
  applySearchBoost,
  boostLabel,
  boostPrice,
  boostPurchaseRefusal,
  currentSearchBoost,
  isBoostActive,
  isFreshlyBought,
  runningSearchBoost,
  sameSlot,
  searchBoostValues,
  supplierBadgesOf,
  type BoostChoice,
  type OwnBoost,
  type SearchBoostMode,
} from './search-boost.ts';

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

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
    [null, false],
  ])('isBoostActive(%s) is %s', (flag, expected) => {
    expect(isBoostActive(flag)).toBe(expected);
  });
});

describe('search boost modes (spec section 4)', () => {
  it.each<[string, SearchBoostMode, ReturnType<typeof applySearchBoost>]>([
    [
      'generic boost removes the type boost and its type',
      { mode: 'generic', value: 80 },
      {
        searchBoost: 80,
        searchBoostActive: true,
        searchBoostForType: 0,
        searchBoostForTypeActive: false,
        searchBoostType: null,
      },
    ],
    [
      'type boost sets the generic boost to 0 and its flag off',
      { mode: 'type', value: 100, venueType: 'barn' },
      {
        searchBoost: 0,
        searchBoostActive: false,
        searchBoostForType: 100,
        searchBoostForTypeActive: true,
        searchBoostType: 'barn',
      },
    ],
    [
      'neither mode clears both',
      { mode: 'none' },
      {
        searchBoost: 0,
        searchBoostActive: false,
        searchBoostForType: 0,
        searchBoostForTypeActive: false,
        searchBoostType: null,
      },
    ],
  ])('%s', (_rule, choice, fields) => {
    expect(applySearchBoost(choice)).toEqual(fields);
    expect(currentSearchBoost(fields)).toEqual(choice);
  });

  it('does not count a boost whose flag is off', () => {
    expect(
      currentSearchBoost({
        searchBoost: 100,
        searchBoostActive: false,
        searchBoostForType: 50,
        searchBoostForTypeActive: false,
        searchBoostType: 'barn',
      }),
    ).toEqual({ mode: 'none' });
  });
});

describe('bought boosts (TopSpot positions)', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const top2: BoostChoice = { mode: 'generic', value: 80 };
  const barnTop2: BoostChoice = { mode: 'type', value: 80, venueType: 'barn' };
  const none: OwnBoost = { boost: { mode: 'none' }, endsAt: null };

  it('prices each position in the market currency', () => {
    expect(boostPrice(100, 'GBP')).toEqual({ amount: 19_900, currency: 'GBP' });
    expect(boostPrice(50, 'EUR')).toEqual({ amount: 11_900, currency: 'EUR' });
    expect(boostPrice(80, 'XYZ').currency).toBe('GBP');
  });

  it('counts a bought boost only before its end, an admin’s without one always', () => {
    const fields = { ...applySearchBoost(top2), searchBoostEndsAt: new Date('2026-12-01T00:00:00Z') };
    expect(runningSearchBoost(fields, now)).toEqual(top2);
    expect(runningSearchBoost(fields, new Date('2026-12-01T00:00:00Z'))).toEqual({ mode: 'none' });
    expect(runningSearchBoost({ ...fields, searchBoostEndsAt: null }, new Date('2030-01-01T00:00:00Z'))).toEqual(top2);
  });

  it('gives a running boost, generic or for a venue type, its TopSpot badge, and none once it ended', () => {
    const ends = new Date('2026-12-01T00:00:00Z');
    expect(supplierBadgesOf({ ...applySearchBoost(top2), searchBoostEndsAt: ends }, now)).toEqual([
      { type: 'topSpot', value: 80, label: 'TopSpot TOP2' },
    ]);
    expect(supplierBadgesOf({ ...applySearchBoost(barnTop2), searchBoostEndsAt: null }, now)).toEqual([
      { type: 'topSpot', value: 80, label: 'TopSpot TOP2' },
    ]);
    expect(supplierBadgesOf({ ...applySearchBoost(top2), searchBoostEndsAt: ends }, ends)).toEqual([]);
    expect(supplierBadgesOf({ ...applySearchBoost({ mode: 'none' }), searchBoostEndsAt: null }, now)).toEqual([]);
  });

  it('holds one business per position, generic or per venue type', () => {
    expect(sameSlot(top2, { mode: 'generic', value: 80 })).toBe(true);
    expect(sameSlot(top2, barnTop2)).toBe(false);
    expect(sameSlot(barnTop2, { mode: 'type', value: 80, venueType: 'castle' })).toBe(false);
    expect(boostPurchaseRefusal({ choice: top2, own: none, takenByOthers: [top2], isVenue: false })).toBe(
      'position-taken',
    );
    expect(boostPurchaseRefusal({ choice: barnTop2, own: none, takenByOthers: [top2], isVenue: true })).toBeNull();
    expect(boostPurchaseRefusal({ choice: barnTop2, own: none, takenByOthers: [], isVenue: false })).toBe(
      'not-a-venue',
    );
  });

  it('extends the same running boost; another waits until it ends (one mode at a time), and an admin’s is not bought over', () => {
    const running: OwnBoost = { boost: top2, endsAt: new Date('2026-12-01T00:00:00Z') };
    expect(boostPurchaseRefusal({ choice: top2, own: running, takenByOthers: [], isVenue: true })).toBeNull();
    expect(
      boostPurchaseRefusal({ choice: { mode: 'generic', value: 100 }, own: running, takenByOthers: [], isVenue: true }),
    ).toBe('other-boost-running');
    expect(
      boostPurchaseRefusal({ choice: top2, own: { boost: top2, endsAt: null }, takenByOthers: [], isVenue: true }),
    ).toBe('other-boost-running');
  });
});

describe('a boost bought just now', () => {
  it('has a whole period to run (an extension too), which a boost bought before does not', () => {
    const paidAt = new Date('2026-11-25T10:00:00Z');
    expect(isFreshlyBought(new Date('2026-12-25T10:00:05Z'), paidAt)).toBe(true);
    expect(isFreshlyBought(new Date('2027-01-10T10:00:00Z'), paidAt)).toBe(true);
    expect(isFreshlyBought(new Date('2026-12-10T10:00:00Z'), paidAt)).toBe(false);
  });
});

describe('a paid period', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('runs from now, or from the end of the same thing still running', () => {
    expect(paidPeriodEnd(null, now, 30)).toEqual(new Date('2026-12-25T10:00:00Z'));
    expect(paidPeriodEnd(new Date('2026-12-01T10:00:00Z'), now, 30)).toEqual(new Date('2026-12-31T10:00:00Z'));
    expect(paidPeriodEnd(new Date('2026-11-01T10:00:00Z'), now, 30)).toEqual(new Date('2026-12-25T10:00:00Z'));
  });
});
