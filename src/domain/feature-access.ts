import { supportedCountriesCore, type CountryCode } from './countries.ts';
import { tierAtLeast, type Tier } from './tiers.ts';

/** Minimum tier per kind of supplier; null means the feature is not offered to that kind. */
interface MinTiers {
  venue: Tier | null;
  nonVenue: Tier | null;
}

const both = (tier: Tier): MinTiers => ({ venue: tier, nonVenue: tier });

/**
 * Spec section 6 "Feature access by minimum premium tier", row by row. Where the spec names a minimum
 * for one kind of supplier only, the other kind's minimum is a decision (docs/decisions/access.md).
 */
const featureAccessTable = {
  // unverified
  enquiriesPage: both('unverified'),
  tierBanner: both('unverified'),
  couplesActivity: { venue: 'unverified', nonVenue: 'free' },
  reviewsPage: { venue: 'unverified', nonVenue: 'free' },
  // free
  dashboard: both('free'),
  enquiryDetails: both('free'),
  coupleTargeting: both('free'),
  positionWidget: both('free'),
  realWeddings: { venue: 'classic23', nonVenue: 'free' },
  specialOfferDiscount: { venue: null, nonVenue: 'free' },
  bookACall: { venue: null, nonVenue: 'free' },
  // lite
  enquiryOwner: both('lite'),
  notes: both('lite'),
  preferredLocations: both('lite'),
  source: both('lite'),
  tableColumns: both('lite'),
  fairs: both('lite'),
  // a tour of the place: venues only (docs/decisions/access.md)
  videoTours: { venue: 'lite', nonVenue: null },
  teamChat: both('lite'),
  // quotes, contracts and card deposits (issue 38, docs/decisions/quotes.md): not in the spec's table
  quotes: both('lite'),
  specialOffers: { venue: 'lite', nonVenue: 'classic' },
  venueDiscount: { venue: 'lite', nonVenue: null },
  searchOptimisation: both('lite'),
  benefits: both('lite'),
  topBarTierInfo: both('lite'),
  supplierProManageSubscription: { venue: null, nonVenue: 'lite' },
  venueProLanding: { venue: 'lite', nonVenue: null },
  // classic
  instagramApp: both('classic'),
  venueEnquiries: both('classic'),
  premiumEnquiries: both('classic'),
  performanceDashboard: both('classic'),
  rating: both('classic'),
  marketInsights: both('classic'),
  couplesBudget: both('classic'),
  contactCouples: { venue: 'expert', nonVenue: 'classic' },
  multiCounty: { venue: 'expert', nonVenue: 'classic' },
  // classic23
  guestTargeting: both('classic23'),
  coupleIntel: both('classic23'),
  competitorsPage: both('classic23'),
  reviewsReply: { venue: 'classic23', nonVenue: 'free' },
  // expert
  topSpot: both('expert'),
  competitorInsights: both('expert'),
  multiCountyPositionWidget: both('expert'),
} as const satisfies Record<string, MinTiers>;

export type Feature = keyof typeof featureAccessTable;
export const features = Object.keys(featureAccessTable) as Feature[];

export function isFeature(value: unknown): value is Feature {
  return typeof value === 'string' && Object.hasOwn(featureAccessTable, value);
}

/** Features offered only in some countries (spec: real weddings; market insights, countries decided). */
const featureCountries: Partial<Record<Feature, readonly CountryCode[]>> = {
  realWeddings: ['GB', 'DE', 'FR'],
  marketInsights: supportedCountriesCore,
};

/** The countries a feature is offered in, or null where it is offered everywhere. */
export function offeredCountriesOf(feature: Feature): readonly CountryCode[] | null {
  return featureCountries[feature] ?? null;
}

/**
 * Countries where a platform admin sees tier-gated features regardless of the supplier's tier.
 * @internal
 */
export const adminOverrideCountries: readonly CountryCode[] = supportedCountriesCore;

export interface SupplierKind {
  isVenue: boolean;
  /** The supplier's category (type[0]); real weddings need it for non-venues (photo only). */
  category?: string;
  /** Country rules apply when a country is given. */
  country?: string;
}

export interface FeatureContext extends SupplierKind {
  tier: Tier;
  country: string;
  isPlatformAdmin?: boolean;
}

export function featureMinTier(feature: Feature, { isVenue }: { isVenue: boolean }): Tier | null {
  const row: MinTiers = featureAccessTable[feature];
  return isVenue ? row.venue : row.nonVenue;
}

/** Whether the feature exists at all for this supplier, whatever its tier (table plus "Other rules"). */
export function isFeatureOffered(feature: Feature, kind: SupplierKind): boolean {
  if (featureMinTier(feature, kind) === null) return false;
  const allowedCountries = featureCountries[feature];
  if (allowedCountries && kind.country !== undefined && !allowedCountries.some((c) => c === kind.country)) return false;
  if (feature === 'realWeddings' && !kind.isVenue && kind.category !== 'photo') return false;
  return true;
}

export function hasFeatureAccess(feature: Feature, context: FeatureContext): boolean {
  const min = featureMinTier(feature, context);
  if (min === null || !isFeatureOffered(feature, context)) return false;
  if (tierAtLeast(context.tier, min)) return true;
  return context.isPlatformAdmin === true && adminOverrideCountries.some((c) => c === context.country);
}

/**
 * The tier that opens the feature when this supplier is below it (a lock names it); null when it is open, or not
 * offered at all.
 */
export function lockedBelow(feature: Feature, context: FeatureContext): Tier | null {
  return isFeatureOffered(feature, context) && !hasFeatureAccess(feature, context)
    ? featureMinTier(feature, context)
    : null;
}

/**
 * Rows whose gate holds but that no screen delivers yet (access.md, "Every row of the table is sold"): no plan sells
 * them (not on /plans, the success page, the dashboard's next tier or a downgrade's list) until a screen does. Quotes:
 * a supplier builds and sends them and the couple accepts, but the card deposit the row names is not built (quotes.md).
 */
const notYetSold: readonly Feature[] = ['quotes'];

/** Whether plans sell the feature: every row but those no screen delivers yet. */
export const isFeatureSold = (feature: Feature): boolean => !notYetSold.includes(feature);

/**
 * The features whose minimum is exactly this tier ("what the next tier unlocks"), in table order; only those sold.
 * @internal
 */
export function featuresUnlockedAt(tier: Tier, kind: SupplierKind): Feature[] {
  return features.filter((f) => isFeatureSold(f) && featureMinTier(f, kind) === tier && isFeatureOffered(f, kind));
}

/**
 * What a move from `current` to a lower tier takes away (issue 33: a downgrade is said before the checkout): the
 * features the supplier has now that the new tier does not open, in table order; none for a move up or across.
 */
export function featuresLostMovingTo(current: Tier, next: Tier, kind: SupplierKind): Feature[] {
  if (tierAtLeast(next, current)) return [];
  return features.filter((f) => {
    const min = featureMinTier(f, kind);
    return (
      min !== null &&
      isFeatureSold(f) &&
      isFeatureOffered(f, kind) &&
      tierAtLeast(current, min) &&
      !tierAtLeast(next, min)
    );
  });
}
