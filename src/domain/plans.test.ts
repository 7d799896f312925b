import { describe, expect, it } from 'vitest';
import { currencies } from './countries.ts';
import {
  nextPlanTier,
  findPlan,
  isEndedSubscription,
  planChangeRefusal,
  plansFor,
  renewalChangeRefusal,
  subscriptionEventApplies,
  subscriptionGrantsTier,
  tierAfterSubscriptionChange,
} from './plans.ts';

describe('the plan catalogue', () => {
  it('offers venues venue pro and everyone else supplier pro, five tiers cheapest first, in every currency', () => {
    for (const currency of currencies) {
      for (const isVenue of [true, false]) {
        const plans = plansFor({ isVenue, currency });
        expect(plans.map((plan) => plan.tier)).toEqual(['lite', 'classic', 'classic23', 'expert', 'platinum']);
        expect(
          plans.every((plan) => plan.family === (isVenue ? 'venuePro' : 'supplierPro') && plan.currency === currency),
        ).toBe(true);
        const amounts = plans.map((plan) => plan.monthlyAmount);
        expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
        expect(amounts.every((amount) => Number.isInteger(amount) && amount > 0)).toBe(true);
      }
    }
  });

  it('prices a venue plan above the same tier of supplier pro', () => {
    const venue = plansFor({ isVenue: true, currency: 'GBP' });
    const other = plansFor({ isVenue: false, currency: 'GBP' });
    venue.forEach((plan, index) => expect(plan.monthlyAmount).toBeGreaterThan(other[index]!.monthlyAmount));
    expect(other[0]).toEqual({
      id: 'supplierPro.lite.GBP',
      family: 'supplierPro',
      tier: 'lite',
      currency: 'GBP',
      monthlyAmount: 2900,
    });
  });

  it('finds a plan by id and nothing for a forged one', () => {
    expect(findPlan('venuePro.classic.EUR')).toMatchObject({
      family: 'venuePro',
      tier: 'classic',
      currency: 'EUR',
      monthlyAmount: 16900,
    });
    for (const forged of [
      'venuePro.free.EUR',
      'venuePro.classic.XXX',
      'otherPro.classic.GBP',
      'venuePro.classic',
      '',
      'venuePro.classic.GBP.extra',
    ]) {
      expect(findPlan(forged), forged).toBeNull();
    }
  });
});

describe('subscriptions and the tier', () => {
  it('grants the tier while active, trialing or retrying a failed renewal; ended ones never come back', () => {
    expect(['active', 'past_due', 'trialing'].every((s) => subscriptionGrantsTier(s as never))).toBe(true);
    expect(
      ['incomplete', 'unpaid', 'canceled', 'incomplete_expired', 'paused'].some((s) =>
        subscriptionGrantsTier(s as never),
      ),
    ).toBe(false);
    expect(isEndedSubscription('canceled')).toBe(true);
    expect(isEndedSubscription('past_due')).toBe(false);
  });

  it('sets the plan tier when a subscription starts or changes plan, the higher one when two grant', () => {
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'free',
        before: null,
        after: { tier: 'classic', grants: true },
        otherGrantedTiers: [],
      }),
    ).toBe('classic');
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'expert',
        before: { tier: 'expert', grants: true },
        after: { tier: 'lite', grants: true },
        otherGrantedTiers: [],
      }),
    ).toBe('lite');
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'free',
        before: null,
        after: { tier: 'lite', grants: true },
        otherGrantedTiers: ['expert'],
      }),
    ).toBe('expert');
  });

  it('keeps the tier through a renewal of the same plan, so a tier an admin set since stays', () => {
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'platinum',
        before: { tier: 'classic', grants: true },
        after: { tier: 'classic', grants: true },
        otherGrantedTiers: [],
      }),
    ).toBe('platinum');
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'free',
        before: { tier: 'classic', grants: false },
        after: { tier: 'classic', grants: true },
        otherGrantedTiers: [],
      }),
    ).toBe('classic');
  });

  it('puts events back in order: newer wins, older never, same-second ones only move forward, ended is final', () => {
    const t0 = new Date('2026-11-01T10:00:00Z');
    const t1 = new Date('2026-11-01T10:00:01Z');
    expect(subscriptionEventApplies({ status: 'active', at: t0 }, { status: 'past_due', at: t1 })).toBe(true);
    expect(subscriptionEventApplies({ status: 'active', at: t1 }, { status: 'incomplete', at: t0 })).toBe(false);
    expect(subscriptionEventApplies({ status: 'active', at: t0 }, { status: 'incomplete', at: t0 })).toBe(false);
    expect(subscriptionEventApplies({ status: 'incomplete', at: t0 }, { status: 'active', at: t0 })).toBe(true);
    expect(subscriptionEventApplies({ status: 'active', at: t0 }, { status: 'canceled', at: t0 })).toBe(true);
    expect(subscriptionEventApplies({ status: 'canceled', at: t0 }, { status: 'active', at: t1 })).toBe(false);
  });

  it('returns to free when the plan ends, to another plan it has, and keeps a tier an admin set since', () => {
    const ended = { tier: 'classic', grants: false } as const;
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'classic',
        before: { tier: 'classic', grants: true },
        after: ended,
        otherGrantedTiers: [],
      }),
    ).toBe('free');
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'classic',
        before: { tier: 'classic', grants: true },
        after: ended,
        otherGrantedTiers: ['lite'],
      }),
    ).toBe('lite');
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'platinum',
        before: { tier: 'classic', grants: true },
        after: ended,
        otherGrantedTiers: [],
      }),
    ).toBe('platinum');
    // a checkout that never paid changes nothing
    expect(
      tierAfterSubscriptionChange({
        currentTier: 'free',
        before: { tier: 'classic', grants: false },
        after: { tier: 'classic', grants: false },
        otherGrantedTiers: [],
      }),
    ).toBe('free');
  });
});

describe('changing plan', () => {
  const offered = plansFor({ isVenue: true, currency: 'GBP' });
  const running = { planId: 'venuePro.classic.GBP', status: 'active' as const };
  it('switches a running plan to another one offered', () => {
    expect(planChangeRefusal(running, 'venuePro.expert.GBP', offered)).toBeNull();
    expect(planChangeRefusal(running, 'venuePro.lite.GBP', offered)).toBeNull();
  });
  it('refuses the same plan, one not offered, no running plan, and a plan whose renewal failed', () => {
    expect(planChangeRefusal(running, 'venuePro.classic.GBP', offered)).toBe('same-plan');
    expect(planChangeRefusal(running, 'supplierPro.expert.GBP', offered)).toBe('not-offered');
    expect(planChangeRefusal(running, 'venuePro.expert.EUR', offered)).toBe('not-offered');
    expect(planChangeRefusal(null, 'venuePro.expert.GBP', offered)).toBe('no-subscription');
    expect(planChangeRefusal({ ...running, status: 'canceled' }, 'venuePro.expert.GBP', offered)).toBe(
      'no-subscription',
    );
    expect(planChangeRefusal({ ...running, status: 'past_due' }, 'venuePro.expert.GBP', offered)).toBe(
      'payment-failed',
    );
    // a plan in another currency than the running one (the market changed since) is not a switch
    expect(planChangeRefusal({ ...running, planId: 'venuePro.classic.EUR' }, 'venuePro.expert.GBP', offered)).toBe(
      'not-offered',
    );
  });
});

describe('renewal', () => {
  it('switches a running plan between renewing and ending at its period’s end, not to what it is', () => {
    const running = { status: 'active' as const, endsAt: null };
    expect(renewalChangeRefusal(running, false)).toBeNull();
    expect(renewalChangeRefusal(running, true)).toBe('unchanged');
    expect(renewalChangeRefusal({ ...running, endsAt: new Date() }, true)).toBeNull();
    expect(renewalChangeRefusal({ status: 'canceled', endsAt: null }, true)).toBe('no-subscription');
    expect(renewalChangeRefusal(null, true)).toBe('no-subscription');
  });
});

describe('nextPlanTier', () => {
  it.each([
    ['unverified', 'lite'],
    ['free', 'lite'],
    ['lite', 'classic'],
    ['classic', 'classic23'],
    ['expert', 'platinum'],
    ['platinum', null],
  ] as const)('after %s is %s', (tier, next) => {
    expect(nextPlanTier(tier)).toBe(next);
  });
});
