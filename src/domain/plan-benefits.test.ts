import { describe, expect, it } from 'vitest';
import { categoryValues, isVenue } from './categories.ts';
import { countries } from './countries.ts';
import { isFeatureOffered, type SupplierKind } from './feature-access.ts';
import { benefitTextKey, benefitsAddedAt, planBenefitsFor, planGives, recommendedPlanTier } from './plan-benefits.ts';
import { planTiers } from './plans.ts';
import type { Tier } from './tiers.ts';

const venue: SupplierKind = { isVenue: true, category: 'venue', country: 'GB' };
const photographer: SupplierKind = { isVenue: false, category: 'photo', country: 'GB' };
const florist: SupplierKind = { isVenue: false, category: 'florist', country: 'PL' };

/** Every kind of supplier the portal has: each category in each country. */
const everyKind: SupplierKind[] = categoryValues.flatMap((category) =>
  countries.map((country) => ({ isVenue: isVenue(category), category, country })),
);

describe('the benefits a plan gives', () => {
  it('never offers a kind of supplier a feature it cannot use', () => {
    const offeredWrongly = everyKind.flatMap((kind) =>
      planBenefitsFor(kind)
        .filter(({ feature }) => !isFeatureOffered(feature, kind))
        .map(({ feature }) => `${kind.category} ${kind.country} ${feature}`),
    );
    expect(offeredWrongly).toEqual([]);
  });

  it.each([
    ['a photographer is not offered venue-only features', photographer, ['videoTours', 'venueDiscount']],
    ['a florist in Poland is not offered market insights', florist, ['marketInsights', 'realWeddings']],
    ['nobody is offered the frame of the portal', venue, ['topBarTierInfo', 'tableColumns', 'tierBanner']],
    ['nobody is sold quotes before a screen sends them', photographer, ['quotes']],
  ])('%s', (_, kind, absent) => {
    const shown = planBenefitsFor(kind).map((benefit) => benefit.feature);
    for (const feature of absent) expect(shown).not.toContain(feature);
  });

  it('lists the benefits cheapest plan first, each at the plan that opens it for the kind', () => {
    expect(benefitsAddedAt('lite', photographer)).not.toContain('specialOffers');
    expect(benefitsAddedAt('classic', photographer)).toContain('specialOffers');
    expect(benefitsAddedAt('lite', venue)).toContain('specialOffers');
    expect(benefitsAddedAt('expert', venue)).toEqual(
      expect.arrayContaining(['contactCouples', 'multiCounty', 'topSpot']),
    );
    const order = planBenefitsFor(venue).map((benefit) => planTiers.indexOf(benefit.tier));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('ticks a benefit in its plan and every plan above', () => {
    const topSpot = { feature: 'topSpot', tier: 'expert' } as const;
    expect([planGives('classic23', topSpot), planGives('expert', topSpot), planGives('platinum', topSpot)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('names a non-venue its own text where a venue’s would mislead', () => {
    expect(benefitTextKey('venueEnquiries', { isVenue: false })).toBe('billing:benefitsNonVenue.venueEnquiries');
    expect(benefitTextKey('venueEnquiries', { isVenue: true })).toBe('billing:benefits.venueEnquiries');
    expect(benefitTextKey('notes', { isVenue: false })).toBe('billing:benefits.notes');
  });
});

describe('the recommended plan', () => {
  it.each<[string, Tier, SupplierKind, string | null]>([
    ['a free business: the first plan', 'free', photographer, 'lite'],
    ['an unverified business: the first plan', 'unverified', venue, 'lite'],
    ['on Lite: the next tier up', 'lite', photographer, 'classic'],
    ['on Classic: Classic Plus, which adds for a venue', 'classic', venue, 'classic23'],
    ['on Classic Plus: Expert', 'classic23', photographer, 'expert'],
    ['on Expert: nothing above adds a benefit', 'expert', venue, null],
    ['on Platinum: nothing', 'platinum', photographer, null],
  ])('%s', (_, tier, kind, recommended) => {
    expect(recommendedPlanTier(tier, kind)).toBe(recommended);
  });
});
