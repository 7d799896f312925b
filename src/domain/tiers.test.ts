import { describe, expect, it } from 'vitest';
import {
  expectedSearchAppearances,
  isPaidTier,
  isPremiumTier,
  isTier,
  nextTier,
  premiumRecordAfterTierChange,
  tierAtLeast,
  tierColour,
  tiers,
  tierValue,
  type Tier,
} from './tiers.ts';

// Spec sections 3 and 9: tier, value, paid, colour, expected search appearances, next tier.
const table: [Tier, number, boolean, string, number, Tier | null][] = [
  ['unverified', -1, false, 'grey', 1, 'free'],
  ['free', 0, false, 'grey', 2, 'lite'],
  ['lite', 1, true, 'blue', 3, 'classic'],
  ['classic', 2, true, 'blue', 3, 'classic23'],
  ['classic23', 2.5, true, 'gold', 5, 'expert'],
  ['expert', 3, true, 'gold', 6, 'platinum'],
  ['platinum', 4, true, 'gold', 7, null],
];

describe('premium tiers', () => {
  it('are in spec order', () => {
    expect(tiers).toEqual(table.map(([tier]) => tier));
  });

  it.each(table)(
    '%s: value %d, paid %s, colour %s, %i search appearances, next %s',
    (tier, value, paid, colour, appearances, next) => {
      expect(isTier(tier)).toBe(true);
      expect(tierValue(tier)).toBe(value);
      expect(isPaidTier(tier)).toBe(paid);
      expect(isPremiumTier(tier)).toBe(paid);
      expect(tierColour(tier)).toBe(colour);
      expect(expectedSearchAppearances(tier)).toBe(appearances);
      expect(nextTier(tier)).toBe(next);
    },
  );

  it('orders tiers by value', () => {
    for (const [i, tier] of tiers.entries()) {
      for (const [j, min] of tiers.entries()) expect(tierAtLeast(tier, min)).toBe(i >= j);
    }
  });

  it.each([['gold'], ['Free'], [''], [2], [null]])('%s is not a tier', (value) => {
    expect(isTier(value)).toBe(false);
  });
});

describe('premium record after a tier change (spec section 4)', () => {
  const created = new Date('2024-01-01T00:00:00Z');
  const now = new Date('2025-06-01T12:00:00Z');

  it.each([
    ['lite', false, true],
    ['expert', false, true],
    ['free', true, true],
    ['free', false, false],
    ['unverified', true, true],
    ['unverified', false, false],
  ] as const)('to %s with active %s gives active %s', (tier, active, expected) => {
    const record = premiumRecordAfterTierChange(
      { tier: 'classic', active, createdAt: created, updatedAt: created },
      tier,
      now,
    );
    expect(record).toEqual({ tier, active: expected, createdAt: created, updatedAt: now });
  });

  it('sets createdAt once, on the first change', () => {
    const first = premiumRecordAfterTierChange(null, 'lite', now);
    expect(first).toEqual({ tier: 'lite', active: true, createdAt: now, updatedAt: now });
    const later = new Date('2025-07-01T00:00:00Z');
    expect(premiumRecordAfterTierChange(first, 'free', later)).toEqual({
      tier: 'free',
      active: true,
      createdAt: now,
      updatedAt: later,
    });
  });

  it('starts inactive when the first tier is not premium', () => {
    expect(premiumRecordAfterTierChange(undefined, 'free', now).active).toBe(false);
  });

  it('keeps the other fields of the record', () => {
    const record = premiumRecordAfterTierChange(
      { tier: 'free', active: false, createdAt: created, trial: { active: true }, extended: 1 },
      'classic',
      now,
    );
    expect(record).toEqual({
      tier: 'classic',
      active: true,
      createdAt: created,
      updatedAt: now,
      trial: { active: true },
      extended: 1,
    });
  });
});
