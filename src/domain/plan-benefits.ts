import {
  featureMinTier,
  features,
  isFeatureOffered,
  isFeatureSold,
  type Feature,
  type SupplierKind,
} from './feature-access.ts';
import { planTiers, type PlanTier } from './plans.ts';
import { tierAtLeast, type Tier } from './tiers.ts';

/**
 * What a plan gives, in the customer's words (issue 34): the features a plan opens, as outcomes a business reads on
 * /plans ("See which couples viewed your profile"), never flag names. The texts are `billing:benefits.<feature>`
 * (a non-venue's own text where it reads differently: `billing:benefitsNonVenue.<feature>`).
 * docs/decisions/billing.md, "Plans in the customer's words".
 */

/**
 * Features that are part of the portal's frame rather than something a business buys (the tier in the top bar, the
 * enquiry table's columns, the subscription's own page, the venue pro landing): left out of what a plan offers.
 */
const frameFeatures: readonly Feature[] = [
  'tierBanner',
  'topBarTierInfo',
  'tableColumns',
  'supplierProManageSubscription',
  'venueProLanding',
];

/** Features whose benefit reads differently for a non-venue (the couple's venue search is not "venue enquiries"). */
const nonVenueBenefits: readonly Feature[] = ['venueEnquiries'];

export interface PlanBenefit {
  feature: Feature;
  /** The cheapest plan that gives it. */
  tier: PlanTier;
}

const isPlanTier = (tier: Tier | null): tier is PlanTier => tier !== null && planTiers.some((plan) => plan === tier);

/**
 * The benefits the plans compare for this kind of supplier, cheapest plan first (table order within a plan): only
 * features it can use (category, country) that a paid plan opens; what every business has already is no plan's.
 */
export function planBenefitsFor(kind: SupplierKind): PlanBenefit[] {
  const benefits = features.flatMap((feature) => {
    const tier = featureMinTier(feature, kind);
    return isPlanTier(tier) &&
      isFeatureSold(feature) &&
      isFeatureOffered(feature, kind) &&
      !frameFeatures.includes(feature)
      ? [{ feature, tier }]
      : [];
  });
  return benefits.sort((a, b) => planTiers.indexOf(a.tier) - planTiers.indexOf(b.tier));
}

/**
 * The benefits a plan adds to the one below it ("Everything in Lite, plus").
 * @internal
 */
export const benefitsAddedAt = (tier: PlanTier, kind: SupplierKind): Feature[] =>
  planBenefitsFor(kind)
    .filter((benefit) => benefit.tier === tier)
    .map((benefit) => benefit.feature);

/** Whether a plan of this tier gives the benefit (a ✓ in the comparison). */
export const planGives = (plan: PlanTier, benefit: PlanBenefit): boolean => tierAtLeast(plan, benefit.tier);

/** The i18n key of a benefit's text as this kind of supplier reads it. */
export function benefitTextKey(feature: Feature, { isVenue }: { isVenue: boolean }): string {
  return !isVenue && nonVenueBenefits.includes(feature)
    ? `billing:benefitsNonVenue.${feature}`
    : `billing:benefits.${feature}`;
}

/**
 * The plan /plans recommends: the cheapest plan above the supplier's tier that adds a benefit its kind can use (the
 * next step up that is worth paying for); null at the top, or where nothing above adds anything for it.
 */
export function recommendedPlanTier(current: Tier, kind: SupplierKind): PlanTier | null {
  const benefits = planBenefitsFor(kind);
  return (
    planTiers.find((tier) => !tierAtLeast(current, tier) && benefits.some((benefit) => benefit.tier === tier)) ?? null
  );
}
