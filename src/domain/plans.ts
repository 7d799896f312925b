import { isVenue } from './categories.ts';
import { defaultCurrency, isCurrencyCode, type CurrencyCode } from './countries.ts';
import { tierAtLeast, type Tier } from './tiers.ts';

/**
 * The premium plans a supplier subscribes to (spec sections 1, 4, 6): "supplier pro" for every category
 * but venues, "venue pro" for venues, one plan per paid tier, billed monthly in the market's currency.
 * The spec leaves prices open; this catalogue is the decision (docs/decisions/billing.md, "The plan catalogue").
 */
export const planFamilies = ['supplierPro', 'venuePro'] as const;
export type PlanFamily = (typeof planFamilies)[number];

export const planTiers = ['lite', 'classic', 'classic23', 'expert', 'platinum'] as const satisfies readonly Tier[];
export type PlanTier = (typeof planTiers)[number];

function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (planTiers as readonly string[]).includes(value);
}

/** The plan one step up from a tier (the dashboard's Upgrade): lite from unverified and free; null on the highest. */
export function nextPlanTier(tier: Tier): PlanTier | null {
  return planTiers.find((candidate) => !tierAtLeast(tier, candidate)) ?? null;
}

const planFamilyOf = (isVenue: boolean): PlanFamily => (isVenue ? 'venuePro' : 'supplierPro');

/** Monthly prices in major units, per family, currency and tier (lite, classic, classic23, expert, platinum). */
const monthlyPrices: Record<PlanFamily, Record<CurrencyCode, readonly [number, number, number, number, number]>> = {
  supplierPro: {
    GBP: [29, 59, 79, 119, 199],
    EUR: [35, 69, 89, 139, 229],
    CHF: [35, 69, 89, 139, 229],
    PLN: [149, 299, 399, 599, 999],
    USD: [39, 79, 99, 149, 249],
    RUB: [2900, 5900, 7900, 11900, 19900],
  },
  venuePro: {
    GBP: [79, 149, 199, 299, 449],
    EUR: [89, 169, 229, 349, 519],
    CHF: [89, 169, 229, 349, 519],
    PLN: [399, 749, 999, 1499, 2249],
    USD: [99, 189, 249, 379, 569],
    RUB: [7900, 14900, 19900, 29900, 44900],
  },
};

export interface Plan {
  /** `{family}.{tier}.{currency}`, e.g. `venuePro.classic.GBP`: what a checkout names. */
  id: string;
  family: PlanFamily;
  tier: PlanTier;
  currency: CurrencyCode;
  /** Minor units per month (pence, cents). */
  monthlyAmount: number;
}

function planOf(family: PlanFamily, tier: PlanTier, currency: CurrencyCode): Plan {
  const major = monthlyPrices[family][currency][planTiers.indexOf(tier)]!;
  return { id: `${family}.${tier}.${currency}`, family, tier, currency, monthlyAmount: major * 100 };
}

/**
 * The plans of a family in a currency, cheapest first.
 * @internal
 */
export function plansFor({ isVenue, currency }: { isVenue: boolean; currency: CurrencyCode }): Plan[] {
  const family = planFamilyOf(isVenue);
  return planTiers.map((tier) => planOf(family, tier, currency));
}

/** What a supplier is offered: venue pro for a venue (its first category), supplier pro otherwise, in its currency. */
export function planOfferOf({ types, currency }: { types: readonly string[]; currency: string }): {
  family: PlanFamily;
  plans: Plan[];
} {
  const venue = isVenue(types[0] ?? '');
  return {
    family: planFamilyOf(venue),
    plans: plansFor({ isVenue: venue, currency: isCurrencyCode(currency) ? currency : defaultCurrency }),
  };
}

/** The tier a plan id gives (catalogue ids only: a subscription's plan was checked when it was stored). */
export const planTierOf = (planId: string): PlanTier => findPlan(planId)?.tier ?? 'lite';

/** The plan an id names, or null for an id that is not in the catalogue. */
export function findPlan(id: string): Plan | null {
  const parts = id.split('.');
  const [family, tier, currency] = parts;
  if (
    parts.length !== 3 ||
    !(planFamilies as readonly string[]).includes(family ?? '') ||
    !isPlanTier(tier) ||
    !Object.hasOwn(monthlyPrices.supplierPro, currency ?? '')
  )
    return null;
  return planOf(family as PlanFamily, tier, currency as CurrencyCode);
}

/**
 * Subscription states of the billing provider (Stripe's names) and what they mean for the tier: active,
 * trialing (a provider-side trial; the portal's checkout sets none) and past_due (a failed renewal the
 * provider retries for a while; the supplier is warned) give the plan's tier, the others give nothing.
 */
export const subscriptionStatuses = [
  'incomplete',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete_expired',
  'trialing',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export function subscriptionGrantsTier(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'past_due' || status === 'trialing';
}

/** A subscription that ended never comes back: a late "updated" event after "deleted" changes nothing. */
export const isEndedSubscription = (status: SubscriptionStatus): boolean =>
  status === 'canceled' || status === 'incomplete_expired';

/** How far along its life a status is: not yet paid, running (granting or not), ended. */
const stage = (status: SubscriptionStatus): number =>
  status === 'incomplete' ? 0 : isEndedSubscription(status) ? 2 : 1;

/**
 * Whether an event's state of a subscription replaces the one applied (the provider does not deliver in
 * order): a newer event does, an older one never; events of the same second (the provider's clock is in
 * whole seconds: "created" incomplete and "updated" active often share one) only move the subscription
 * forward in its life, never back. Nothing replaces an ended subscription.
 */
export function subscriptionEventApplies(
  applied: { status: SubscriptionStatus; at: Date },
  next: { status: SubscriptionStatus; at: Date },
): boolean {
  if (isEndedSubscription(applied.status)) return false;
  if (next.at.getTime() !== applied.at.getTime()) return next.at > applied.at;
  return stage(next.status) >= stage(applied.status);
}

const highest = (tiers: readonly PlanTier[]): PlanTier | null =>
  tiers.reduce<PlanTier | null>((best, tier) => (best === null || tierAtLeast(tier, best) ? tier : best), null);

export interface SubscriptionChange {
  /** The supplier's tier now. */
  currentTier: Tier;
  /** The subscription before the event (null when the event creates it). */
  before: { tier: PlanTier; grants: boolean } | null;
  after: { tier: PlanTier; grants: boolean };
  /** The tiers the supplier's other subscriptions grant. */
  otherGrantedTiers: readonly PlanTier[];
}

/**
 * The supplier's tier after one of its subscriptions changed (issue 11: a paid plan sets the tier by the
 * same premium rules an admin change uses). A subscription that starts granting, or changes plan, sets
 * its tier (or a higher one another subscription grants); one that keeps granting the same tier (a
 * renewal) changes nothing, so a tier an admin set since is kept; one that stops granting returns the
 * supplier to the best tier its other subscriptions grant, else free, but only while the supplier is
 * still at the tier it gave.
 */
export function tierAfterSubscriptionChange({
  currentTier,
  before,
  after,
  otherGrantedTiers,
}: SubscriptionChange): Tier {
  const granted = before?.grants ? before.tier : null;
  if (after.grants)
    return granted === after.tier ? currentTier : (highest([after.tier, ...otherGrantedTiers]) ?? after.tier);
  if (granted !== null && currentTier === granted) return highest(otherGrantedTiers) ?? 'free';
  return currentTier;
}

export type PlanChangeRefusal = 'no-subscription' | 'same-plan' | 'not-offered' | 'payment-failed';

/**
 * Whether a running plan can be switched to another (issue 11, from /plans): a plan the supplier is
 * offered (its family, its currency) other than its own, while its payments are in order (a failed renewal
 * is settled first). A plan cancelled for the period's end is kept by switching.
 */
export function planChangeRefusal(
  subscription: { planId: string; status: SubscriptionStatus } | null,
  planId: string,
  offered: readonly Plan[],
): PlanChangeRefusal | null {
  if (!subscription || !subscriptionGrantsTier(subscription.status)) return 'no-subscription';
  // a plan of another family or currency (the supplier's market changed since) is no switch: one customer bills one
  // currency
  const running = findPlan(subscription.planId);
  const wanted = offered.find((plan) => plan.id === planId);
  if (!wanted || (running && (running.family !== wanted.family || running.currency !== wanted.currency)))
    return 'not-offered';
  if (subscription.planId === planId) return 'same-plan';
  if (subscription.status === 'past_due') return 'payment-failed';
  return null;
}

/**
 * Whether renewal can be switched (the spec's toggle-supplier-pro / toggle-venue-pro): a running plan, not already so.
 */
export function renewalChangeRefusal(
  subscription: { status: SubscriptionStatus; endsAt: Date | null } | null,
  renews: boolean,
): 'no-subscription' | 'unchanged' | null {
  if (!subscription || !subscriptionGrantsTier(subscription.status)) return 'no-subscription';
  return (subscription.endsAt === null) === renews ? 'unchanged' : null;
}
