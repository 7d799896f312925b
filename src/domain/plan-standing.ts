import { z } from './zod.ts';
import { instant } from './instant.ts';
import { planTierOf, planTiers, subscriptionGrantsTier, type PlanTier, type SubscriptionStatus } from './plans.ts';
import type { Tier } from './tiers.ts';

/**
 * The supplier's plan standing (issue 33): the one answer every screen reads on how an admin's tier change and a
 * provider subscription combine (docs/decisions/billing.md, "The tier in force"). The tier in force is the stored
 * tier, whoever set it last: a plan's events (tierAfterSubscriptionChange), a trial or a platform admin. A running
 * subscription is the plan in force only while the stored tier is its plan's tier; an admin who set another tier
 * since overrides it until the subscription's next event that changes the tier (a new plan, its end). Only the plan
 * in force shows as current and brings its notices (plan ending, payment failed).
 */
export const planStandingSchema = z.object({
  /** The plan that gives the tier in force (shown as current on /plans), or null. */
  planTier: z.enum(planTiers).nullable(),
  /** When the plan in force ends, once its renewal is cancelled: the plan-ending popup and notices. */
  endsAt: instant.nullable(),
  /** A renewal of the plan in force failed and was not paid since. */
  paymentFailed: z.boolean(),
  /** A running subscription is still billed while an admin's tier replaces its plan's. */
  overridden: z.boolean(),
});
export type PlanStanding = z.infer<typeof planStandingSchema>;

/** The subscription a supplier runs (the one whose status grants a tier), as the standing needs it. */
export interface RunningSubscription {
  planId: string;
  status: SubscriptionStatus;
  endsAt: string | null;
  paymentFailedAt: string | null;
}

export function planStandingOf(tier: Tier, subscription: RunningSubscription | null): PlanStanding {
  const running = subscription && subscriptionGrantsTier(subscription.status) ? subscription : null;
  const planTier: PlanTier | null = running ? planTierOf(running.planId) : null;
  if (!running || planTier !== tier)
    return { planTier: null, endsAt: null, paymentFailed: false, overridden: !!running };
  return { planTier, endsAt: running.endsAt, paymentFailed: running.paymentFailedAt !== null, overridden: false };
}
