import { describe, expect, it } from 'vitest';
import { adminOverrideApplies, becomesDeleted, readDemoTier, tierSeenBy } from './supplier-admin.ts';

describe('demo mode', () => {
  it.each([
    ['free', 'expert', true, 'expert'],
    ['free', 'expert', false, 'free'],
    ['classic', null, true, 'classic'],
  ] as const)('a %s supplier in demo %s seen by a platform admin (%s) shows %s', (real, demo, admin, seen) => {
    expect(tierSeenBy(real, demo, admin)).toBe(seen);
  });

  it.each([
    ['expert', 'expert'],
    [null, null],
    ['gold', null],
  ] as const)('reads a stored demo tier %j as %j', (stored, tier) => {
    expect(readDemoTier(stored)).toBe(tier);
  });

  it('switches the admin override off, so the admin sees what the supplier would', () => {
    expect(adminOverrideApplies(null, true)).toBe(true);
    expect(adminOverrideApplies('lite', true)).toBe(false);
    expect(adminOverrideApplies(null, false)).toBe(false);
  });
});

describe('marking a supplier deleted', () => {
  const flags = { deleted: false, checked: false, searchable: true };
  it('is the change of the flag to on', () => {
    expect(becomesDeleted(flags, { deleted: true })).toBe(true);
    expect(becomesDeleted({ ...flags, deleted: true }, { deleted: true })).toBe(false);
    expect(becomesDeleted(flags, { checked: true })).toBe(false);
  });
});
