import { describe, expect, it } from 'vitest';
import { categoryValues } from '../categories.ts';
import { sectionsOf } from './category-sections.ts';
import { emptyListing, socialNetworks, specialistWeddingFlags, withTemplate } from './template.ts';
import {
  venueCountFields,
  venueFlagFields,
  venueInfoFields,
  venueSchemeFields,
  venueTargetingPriceFields,
  venueTimeFields,
} from './venue-fields.ts';

const commonFields = [
  'id',
  'publicId',
  'slug',
  'name',
  'category',
  'description',
  'detailedDescription',
  'faqsAnswers',
  'managerPersonalMessage',
  'statusUpdate',
  'email',
  'supplierEmail',
  'phone',
  'website',
  'address',
  'hideFirstAddressLine',
  'postcode',
  'town',
  'county',
  'country',
  'lat',
  'lng',
  'nearestAirport',
  'nearestMotorway',
  'nearestTown',
  'nearestTrainStation',
  'minPrice',
  'profileScore',
  'noOfPeopleInTeam',
  'yearBusinessWasEstablished',
  'lastUpdatedAt',
  'appearsInMainSearch',
  'noindex',
  'supplierDeleted',
  'supplierDeletedDate',
  'supplierRegistered',
  'publicLiabilityInsurance',
  'noOfWeddingsHosted',
  'nameOfWeddingContact',
  'ourPreferredSupplierList',
  'pricingCategory',
  'travelNotes',
  'videoGallery',
  'photos',
  'videos',
  'accreditationsAssociations',
  'featuredIn',
  'industryAwards',
  'bbDiscount',
  'bbDiscountExpiry',
  'bbDiscountOtherDetails',
  'bbGift',
  'bbGiftOtherDetails',
  'bbSpecialOffer',
  'premium',
  'weddingFairs',
  'manualCheck',
  'regionServed',
  'social',
  'specialOffers',
  'specialistWeddingSection',
  'targeting',
];
const venueFields = [
  ...venueCountFields,
  ...venueSchemeFields,
  ...venueTargetingPriceFields,
  ...venueInfoFields,
  ...venueFlagFields,
  ...venueTimeFields,
  'brochures',
  'liveVideoTours',
];

/** Every number anywhere in a value (counts, prices, dates), with its path. */
function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => numbersIn(v, path ? `${path}.${k}` : k));
}

describe.each(categoryValues)('the empty %s listing', (category) => {
  const listing = emptyListing(category, 'GB');

  it('has every common field of the spec, slug and category equal to the key', () => {
    for (const field of commonFields) expect(listing, field).toHaveProperty(field);
    expect(listing.slug).toBe(category);
    expect(listing.category).toBe(category);
    expect(Object.keys(listing.social).sort()).toEqual([...socialNetworks].sort());
    expect(Object.keys(listing.specialistWeddingSection).sort()).toEqual(
      [...specialistWeddingFlags, 'otherWeddingSpecialistDetails'].sort(),
    );
    expect(Object.keys(listing.manualCheck).sort()).toEqual([
      'completed',
      'dateManualCheck',
      'initials',
      'poop',
      'star',
      'toBeDeleted',
    ]);
    expect(listing.targeting.targetingBudget).toEqual({ gte: null, lte: null });
    expect(listing.specialOffers).toEqual({ custom: null, lateAvailability: null, midweek: null, seasonal: null });
  });

  it('has all counts and prices 0, established 1900, noindex true', () => {
    for (const [path, n] of numbersIn(listing)) expect(n, path).toBe(path === 'yearBusinessWasEstablished' ? 1900 : 0);
    expect(listing.noindex).toBe(true);
    expect(listing.lastUpdatedAt).toBeNull();
  });

  it("has each of the category's checklists with every flag off and its details text empty", () => {
    for (const section of sectionsOf(category, 'GB')) {
      const values = listing[section.key] as Record<string, unknown>;
      for (const flag of section.flags) expect(values[flag], `${section.key}.${flag}`).toBe(false);
      if (section.detailsField) expect(values[section.detailsField]).toBe('');
      expect(Object.keys(values)).toHaveLength(section.flags.length + (section.detailsField ? 1 : 0));
    }
  });

  it(category === 'venue' ? 'has the venue additions' : 'has no venue additions', () => {
    for (const field of venueFields) {
      if (category === 'venue') expect(listing, field).toHaveProperty(field);
      else expect(listing, field).not.toHaveProperty(field);
    }
  });
});

describe('the spec-named checklists', () => {
  it('photo has the photography styles', () => {
    expect(emptyListing('photo', 'GB').photographyStyleSection).toEqual({
      artistic: false,
      dramatic: false,
      firstLookPhotographer: false,
      modern: false,
      reportageDocumentary: false,
      traditionalClassic: false,
    });
  });
});

describe('withTemplate', () => {
  it('fills what the stored listing lacks, keeps stored values of the right kind, drops flags the category no longer has', () => {
    const listing = withTemplate('photo', 'GB', {
      description: 'Light and honest',
      noOfPeopleInTeam: 'three',
      photographyStyleSection: { modern: true, retiredFlag: true },
      social: { instagram: 'https://instagram.com/lichtblick' },
      faqsAnswers: { q1: 'Yes' },
      otherScreen: { kept: true },
    });
    expect(listing.description).toBe('Light and honest');
    expect(listing.noOfPeopleInTeam).toBe(0);
    expect(listing.yearBusinessWasEstablished).toBe(1900);
    expect(listing.photographyStyleSection).toMatchObject({ modern: true, artistic: false });
    expect(listing.photographyStyleSection).not.toHaveProperty('retiredFlag');
    expect(listing.social).toMatchObject({ instagram: 'https://instagram.com/lichtblick', facebook: '' });
    expect(listing.faqsAnswers).toEqual({ q1: 'Yes' });
    expect(listing.otherScreen).toEqual({ kept: true });
  });

  it('gives a fresh object each time', () => {
    const a = emptyListing('venue', 'GB');
    a.social.facebook = 'changed';
    expect(emptyListing('venue', 'GB').social.facebook).toBe('');
  });

  it('lays every listing over the kept template without sharing its lists and groups', () => {
    const first = withTemplate('venue', 'GB', {});
    first.photos.push({ name: 'a photo', url: '' });
    first.social.facebook = 'changed';
    first.faqsAnswers.q1 = 'changed';
    first.specialOffers.midweek = 'changed';
    const second = withTemplate('venue', 'GB', {});
    expect(second.photos).toEqual([]);
    expect(second.social.facebook).toBe('');
    expect(second.faqsAnswers).toEqual({});
    expect(second.specialOffers.midweek).toBeNull();
  });
});
