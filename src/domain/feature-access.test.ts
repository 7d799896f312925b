import { describe, expect, it } from 'vitest';
import {
  adminOverrideCountries,
  featureMinTier,
  features,
  featuresLostMovingTo,
  featuresUnlockedAt,
  hasFeatureAccess,
  isFeature,
  isFeatureOffered,
  isFeatureSold,
  type Feature,
} from './feature-access.ts';
import { featureNameKey } from './feature-names.ts';
import { tiers, type Tier } from './tiers.ts';

// Spec section 6 "Feature access by minimum premium tier": feature, venue minimum, non-venue minimum.
// Minimums marked "decided" are not in the spec (docs/decisions/access.md).
const table: [Feature, Tier | null, Tier | null][] = [
  ['enquiriesPage', 'unverified', 'unverified'],
  ['tierBanner', 'unverified', 'unverified'],
  ['couplesActivity', 'unverified', 'free'], // non-venue decided
  ['reviewsPage', 'unverified', 'free'], // non-venue decided
  ['dashboard', 'free', 'free'],
  ['enquiryDetails', 'free', 'free'],
  ['coupleTargeting', 'free', 'free'],
  ['positionWidget', 'free', 'free'],
  ['realWeddings', 'classic23', 'free'],
  ['specialOfferDiscount', null, 'free'], // venues have venueDiscount
  ['bookACall', null, 'free'],
  ['enquiryOwner', 'lite', 'lite'],
  ['notes', 'lite', 'lite'],
  ['preferredLocations', 'lite', 'lite'],
  ['source', 'lite', 'lite'],
  ['tableColumns', 'lite', 'lite'],
  ['fairs', 'lite', 'lite'],
  ['videoTours', 'lite', null], // venues only, decided
  ['teamChat', 'lite', 'lite'],
  ['quotes', 'lite', 'lite'], // not in the spec: issue 38, decided (docs/decisions/quotes.md)
  ['specialOffers', 'lite', 'classic'],
  ['venueDiscount', 'lite', null],
  ['searchOptimisation', 'lite', 'lite'],
  ['benefits', 'lite', 'lite'],
  ['topBarTierInfo', 'lite', 'lite'],
  ['supplierProManageSubscription', null, 'lite'],
  ['venueProLanding', 'lite', null],
  ['instagramApp', 'classic', 'classic'],
  ['venueEnquiries', 'classic', 'classic'],
  ['premiumEnquiries', 'classic', 'classic'],
  ['performanceDashboard', 'classic', 'classic'],
  ['rating', 'classic', 'classic'],
  ['marketInsights', 'classic', 'classic'],
  ['couplesBudget', 'classic', 'classic'],
  ['contactCouples', 'expert', 'classic'],
  ['multiCounty', 'expert', 'classic'],
  ['guestTargeting', 'classic23', 'classic23'],
  ['coupleIntel', 'classic23', 'classic23'],
  ['competitorsPage', 'classic23', 'classic23'],
  ['reviewsReply', 'classic23', 'free'], // non-venue decided
  ['topSpot', 'expert', 'expert'],
  ['competitorInsights', 'expert', 'expert'],
  ['multiCountyPositionWidget', 'expert', 'expert'],
];

const gb = { country: 'GB' };

describe('feature access table', () => {
  it('covers exactly the features of the spec table', () => {
    expect([...features].sort()).toEqual(table.map(([f]) => f).sort());
  });

  it.each(table)('%s: venues from %s, others from %s', (feature, venue, nonVenue) => {
    expect(isFeature(feature)).toBe(true);
    expect(featureMinTier(feature, { isVenue: true })).toBe(venue);
    expect(featureMinTier(feature, { isVenue: false })).toBe(nonVenue);
  });

  it('names no feature of its own for platinum', () => {
    expect(featuresUnlockedAt('platinum', { isVenue: true })).toEqual([]);
    expect(featuresUnlockedAt('platinum', { isVenue: false, category: 'photo' })).toEqual([]);
  });

  it.each([['unknownFeature'], ['toString'], [''], [undefined]])('%s is not a feature', (value) => {
    expect(isFeature(value)).toBe(false);
  });
});

describe('hasFeatureAccess', () => {
  // Every feature at every tier, for a venue and a photographer in GB: access exactly from the minimum.
  const cases = table.flatMap(([feature, venueMin, nonVenueMin]) =>
    tiers.flatMap((tier) => [
      [feature, 'venue', tier, venueMin !== null && tiers.indexOf(tier) >= tiers.indexOf(venueMin)] as const,
      [feature, 'photo', tier, nonVenueMin !== null && tiers.indexOf(tier) >= tiers.indexOf(nonVenueMin)] as const,
    ]),
  );
  it.each(cases)('%s for a %s supplier at %s: %s', (feature, category, tier, expected) => {
    expect(hasFeatureAccess(feature, { tier, isVenue: category === 'venue', category, ...gb })).toBe(expected);
  });

  it.each([
    ['venue', 'GB', true],
    ['venue', 'DE', true],
    ['venue', 'FR', true],
    ['venue', 'PL', false],
    ['venue', 'US', false],
    ['photo', 'GB', true],
    ['photo', 'AT', false],
    ['florist', 'GB', false],
    ['music', 'FR', false],
  ])('real weddings for %s in %s: %s', (category, country, expected) => {
    expect(
      hasFeatureAccess('realWeddings', { tier: 'platinum', isVenue: category === 'venue', category, country }),
    ).toBe(expected);
  });

  it('denies real weddings to a non-venue whose category is unknown', () => {
    expect(hasFeatureAccess('realWeddings', { tier: 'platinum', isVenue: false, country: 'GB' })).toBe(false);
  });

  it.each([
    ['GB', true],
    ['DE', true],
    ['FR', true],
    ['PL', false],
    ['US', false],
    ['AT', false],
    ['CH', false],
    ['RU', false],
  ])('market insights in %s: %s', (country, expected) => {
    expect(hasFeatureAccess('marketInsights', { tier: 'expert', isVenue: true, country })).toBe(expected);
  });

  it('overrides tier gates for platform admins in GB, DE and FR only', () => {
    expect(adminOverrideCountries).toEqual(['GB', 'DE', 'FR']);
  });

  it.each([
    ['competitorInsights', true, 'GB', true],
    ['competitorInsights', true, 'DE', true],
    ['competitorInsights', true, 'FR', true],
    ['competitorInsights', true, 'PL', false],
    ['competitorInsights', true, 'US', false],
    ['competitorInsights', false, 'GB', false],
    ['topSpot', true, 'GB', true],
    // The override lifts tier gates only: features not offered stay off.
    ['venueDiscount', true, 'GB', false],
    ['marketInsights', true, 'PL', false],
  ] as const)(
    '%s for an unverified photographer, admin %s, in %s: %s',
    (feature, isPlatformAdmin, country, expected) => {
      expect(
        hasFeatureAccess(feature, { tier: 'unverified', isVenue: false, category: 'photo', country, isPlatformAdmin }),
      ).toBe(expected);
    },
  );
});

describe('isFeatureOffered', () => {
  it.each([
    ['specialOfferDiscount', true, false],
    ['bookACall', true, false],
    ['venueDiscount', false, false],
    ['venueDiscount', true, true],
    ['dashboard', false, true],
  ] as const)('%s for venue %s: %s', (feature, isVenue, expected) => {
    expect(isFeatureOffered(feature, { isVenue, category: isVenue ? 'venue' : 'florist' })).toBe(expected);
  });
});

describe('featuresUnlockedAt', () => {
  it.each(tiers)('lists each feature once, at its minimum tier (%s)', (tier) => {
    for (const isVenue of [true, false]) {
      const expected = table.filter(([f, v, nv]) => (isVenue ? v : nv) === tier && isFeatureSold(f)).map(([f]) => f);
      expect(featuresUnlockedAt(tier, { isVenue, category: isVenue ? 'venue' : 'photo' })).toEqual(expected);
    }
  });

  it('gates quotes from lite but sells them only once a screen sends them', () => {
    const kind = { isVenue: false, category: 'photo', country: 'GB' };
    expect(hasFeatureAccess('quotes', { ...kind, tier: 'free' })).toBe(false);
    expect(hasFeatureAccess('quotes', { ...kind, tier: 'lite' })).toBe(true);
    expect(isFeatureSold('quotes')).toBe(false);
    expect(featuresUnlockedAt('lite', kind)).not.toContain('quotes');
    expect(featuresLostMovingTo('lite', 'free', kind)).not.toContain('quotes');
  });

  it('sells book a call at free to non-venues, never to venues', () => {
    expect(featuresUnlockedAt('free', { isVenue: false, category: 'florist' })).toContain('bookACall');
    for (const tier of tiers)
      expect(featuresUnlockedAt(tier, { isVenue: true, category: 'venue' })).not.toContain('bookACall');
  });

  it('sells member benefits at lite', () => {
    for (const isVenue of [true, false])
      expect(featuresUnlockedAt('lite', { isVenue, category: isVenue ? 'venue' : 'photo' })).toContain('benefits');
  });

  it('sells the position widget at free and the multi-county position widget at expert', () => {
    for (const isVenue of [true, false]) {
      const kind = { isVenue, category: isVenue ? 'venue' : 'photo' };
      expect(featuresUnlockedAt('free', kind)).toContain('positionWidget');
      expect(featuresUnlockedAt('expert', kind)).toContain('multiCountyPositionWidget');
    }
  });

  it('leaves out features the supplier is not offered', () => {
    expect(featuresUnlockedAt('free', { isVenue: false, category: 'florist', country: 'GB' })).not.toContain(
      'realWeddings',
    );
    expect(featuresUnlockedAt('free', { isVenue: false, category: 'photo', country: 'US' })).not.toContain(
      'realWeddings',
    );
    expect(featuresUnlockedAt('free', { isVenue: false, category: 'photo', country: 'GB' })).toContain('realWeddings');
    expect(featuresUnlockedAt('classic', { isVenue: true, country: 'PL' })).not.toContain('marketInsights');
  });
});

describe('featureNameKey', () => {
  it('names the couple’s venue search in its own words for a non-venue, every other feature alike', () => {
    expect(featureNameKey('venueEnquiries', { isVenue: true })).toBe('tiers:features.venueEnquiries');
    expect(featureNameKey('venueEnquiries', { isVenue: false })).toBe('tiers:nonVenueFeatures.venueEnquiries');
    for (const feature of features.filter((f) => f !== 'venueEnquiries'))
      expect(featureNameKey(feature, { isVenue: false })).toBe(`tiers:features.${feature}`);
  });
});

describe('featuresLostMovingTo', () => {
  const venue = { isVenue: true, category: 'venue', country: 'GB' };
  it('names what a lower tier takes away, and nothing for a move up or across', () => {
    const lost = featuresLostMovingTo('classic', 'lite', venue);
    expect(lost).toEqual(featuresUnlockedAt('classic', venue));
    expect(lost).toContain('marketInsights');
    expect(featuresLostMovingTo('classic23', 'lite', venue).sort()).toEqual(
      [...featuresUnlockedAt('classic', venue), ...featuresUnlockedAt('classic23', venue)].sort(),
    );
    expect(featuresLostMovingTo('lite', 'classic', venue)).toEqual([]);
    expect(featuresLostMovingTo('classic', 'classic', venue)).toEqual([]);
  });
});
