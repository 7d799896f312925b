import { describe, expect, it } from 'vitest';
import { analyticsTimeoutMs } from './analytics-events.ts';
import {
  identifyLimits,
  identifyRequestSchema,
  supplierClaimedTraits,
  supplierLevelTraits,
} from './analytics-identify.ts';

describe('identify traits', () => {
  it.each([
    ['unverified', -1, false, false],
    ['free', 0, false, false],
    ['lite', 1, true, true],
    ['classic', 2, true, true],
    ['classic23', 2.5, true, true],
    ['platinum', 4, true, true],
  ] as const)('the level of a %s supplier', (tier, tierValue, premium, paid) => {
    expect(supplierLevelTraits({ tier, trialActive: true, payPerEnquiry: false })).toEqual({
      tier,
      tierValue,
      premium,
      paid,
      trialActive: true,
      payPerEnquiry: false,
    });
  });

  it('a supplier is claimed once somebody holds a role on it', () => {
    expect(supplierClaimedTraits(0)).toEqual({ claimed: false, teamSize: 0 });
    expect(supplierClaimedTraits(1)).toEqual({ claimed: true, teamSize: 1 });
    expect(supplierClaimedTraits(4)).toEqual({ claimed: true, teamSize: 4 });
  });
});

describe('identify payload', () => {
  const parse = (payload: unknown) => identifyRequestSchema.safeParse(payload);

  it('takes pageTitle, props and supplierId; props default to none', () => {
    expect(parse({ supplierId: 's1' })).toMatchObject({ success: true, data: { supplierId: 's1', props: {} } });
    expect(
      parse({ supplierId: 's1', pageTitle: 'Dashboard', props: { sessionId: 'a', count: 2, on: true, gone: null } })
        .success,
    ).toBe(true);
  });

  it(`bounds props: at most ${identifyLimits.props} scalar values of bounded length`, () => {
    const props = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(parse({ supplierId: 's1', props: props(identifyLimits.props) }).success).toBe(true);
    expect(parse({ supplierId: 's1', props: props(identifyLimits.props + 1) }).success).toBe(false);
    expect(parse({ supplierId: 's1', props: { nested: { a: 1 } } }).success).toBe(false);
    expect(parse({ supplierId: 's1', props: { list: [1] } }).success).toBe(false);
    expect(parse({ supplierId: 's1', props: { text: 'x'.repeat(identifyLimits.text + 1) } }).success).toBe(false);
    expect(parse({ supplierId: 's1', props: { ['k'.repeat(identifyLimits.key + 1)]: 1 } }).success).toBe(false);
    expect(parse({ supplierId: 's1', props: { n: Number.POSITIVE_INFINITY } }).success).toBe(false);
    expect(parse({ supplierId: '', props: {} }).success).toBe(false);
  });
});

describe('analytics calls', () => {
  it('give up after the spec’s 28-second callback time-out', () => {
    expect(analyticsTimeoutMs).toBe(28_000);
  });
});
