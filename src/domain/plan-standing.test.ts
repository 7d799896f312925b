import { describe, expect, it } from 'vitest';
import { planStandingOf, type RunningSubscription } from './plan-standing.ts';
import { tierAfterSubscriptionChange } from './plans.ts';

const platinum: RunningSubscription = {
  planId: 'venuePro.platinum.GBP',
  status: 'active',
  endsAt: '2026-12-31T00:00:00.000Z',
  paymentFailedAt: null,
};
const lite: RunningSubscription = {
  planId: 'supplierPro.lite.EUR',
  status: 'past_due',
  endsAt: null,
  paymentFailedAt: '2026-11-01T00:00:00.000Z',
};

describe('the plan standing', () => {
  it('makes a running plan at the tier in force current, with its notices', () => {
    expect(planStandingOf('platinum', platinum)).toEqual({
      planTier: 'platinum',
      endsAt: platinum.endsAt,
      paymentFailed: false,
      overridden: false,
    });
    expect(planStandingOf('lite', lite)).toEqual({
      planTier: 'lite',
      endsAt: null,
      paymentFailed: true,
      overridden: false,
    });
  });

  it.each([
    ['a cancelled venue plan set to unverified', 'unverified', platinum],
    ['a photographer on Lite set to free', 'free', lite],
    ['a plan an admin raised above', 'expert', lite],
  ] as const)('shows no current plan and no plan notices for %s: the admin overrides it', (_, tier, subscription) => {
    expect(planStandingOf(tier, subscription)).toEqual({
      planTier: null,
      endsAt: null,
      paymentFailed: false,
      overridden: true,
    });
  });

  it('has no plan without a running subscription, whatever gave the tier', () => {
    const none = { planTier: null, endsAt: null, paymentFailed: false, overridden: false };
    expect(planStandingOf('classic', null)).toEqual(none);
    expect(planStandingOf('platinum', { ...platinum, status: 'canceled' })).toEqual(none);
    expect(planStandingOf('lite', { ...lite, status: 'unpaid' })).toEqual(none);
  });

  it("lets the subscription's next tier-changing event take over again, but not a renewal", () => {
    const before = { tier: 'lite' as const, grants: true };
    // a renewal of the same plan keeps the admin's tier: still overridden
    const renewed = tierAfterSubscriptionChange({ currentTier: 'free', before, after: before, otherGrantedTiers: [] });
    expect(planStandingOf(renewed, lite).overridden).toBe(true);
    // a switch to another plan sets its tier: that plan is in force again
    const switched = tierAfterSubscriptionChange({
      currentTier: 'free',
      before,
      after: { tier: 'classic', grants: true },
      otherGrantedTiers: [],
    });
    expect(planStandingOf(switched, { ...lite, planId: 'supplierPro.classic.EUR' }).planTier).toBe('classic');
    // its end leaves the admin's tier alone
    const ended = tierAfterSubscriptionChange({
      currentTier: 'unverified',
      before: { tier: 'platinum', grants: true },
      after: { tier: 'platinum', grants: false },
      otherGrantedTiers: [],
    });
    expect(ended).toBe('unverified');
  });
});
