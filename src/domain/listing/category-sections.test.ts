import { describe, expect, it } from 'vitest';
import { categoryValues, type CategoryValue } from '../categories.ts';
import { categorySections, detailsLabelKey, flagLabelKey, sectionsOf, sectionTitleKey } from './category-sections.ts';

// Spec "Category additions (boolean checklists)": each category's sections, in the order we show them.
const productsOnly = ['productsServicesSection'];
const specSections: Record<CategoryValue, string[]> = {
  beauty: productsOnly,
  cakes: ['dietaryOptionsSection', 'generalServicesSection'],
  catering: ['dietaryOptionsSection', 'foodTypeSection', 'generalServicesSection'],
  decoration: productsOnly,
  dress: productsOnly,
  entertainment: productsOnly,
  florist: productsOnly,
  jewellery: productsOnly,
  marquee: productsOnly,
  menswear: productsOnly,
  music: ['additionalServicesSection', 'businessTypeSection', 'instrumentsSection', 'musicStyleSection'],
  photo: ['productsServicesSection', 'photographyStyleSection'],
  planners: productsOnly,
  stationery: productsOnly,
  transport: productsOnly,
  venue: [
    'cateringSection',
    'ceremonyReceptionSection',
    'foodDrinkSection',
    'pricePerHeadSection',
    'totalInclusivePriceSection',
    'venueHireSection',
    'venueSection',
    'venueStyle',
    'venueType',
  ],
  video: productsOnly,
};

const section = (category: CategoryValue, key: string) => sectionsOf(category, 'GB').find((s) => s.key === key);
const allSections = categoryValues.flatMap((category) => sectionsOf(category, 'GB').map((s) => ({ category, ...s })));

describe('category sections', () => {
  it.each(categoryValues)('%s has the sections the spec names', (category) => {
    expect(sectionsOf(category, 'GB').map((s) => s.key)).toEqual(specSections[category]);
  });

  it('gives a French venue France’s venue-type flags, before "other"; no other country or category', () => {
    const france = sectionsOf('venue', 'FR').find((s) => s.key === 'venueType')!;
    // spec section 9 (access document), the list as written there
    const spec =
      'bestOfBritain, cityHotelCityVenue, gardenOutdoor, golfCourse, sportingVenueStadium, statelyHome, warehouseFactory, weddingLicence, outdoorCeremonyLicence';
    expect(france.flags.slice(-10)).toEqual([...spec.split(', '), 'otherVenueType']);
    expect(france.detailsField).toBe('otherVenueTypeDetails');
    expect(section('venue', 'venueType')!.flags).not.toContain('bestOfBritain');
    expect(sectionsOf('photo', 'FR')).toEqual(sectionsOf('photo', 'GB'));
  });

  it('covers exactly the 17 categories', () => {
    expect(Object.keys(categorySections).sort()).toEqual([...categoryValues].sort());
  });

  it.each([
    [
      'photo',
      'photographyStyleSection',
      ['artistic', 'dramatic', 'firstLookPhotographer', 'modern', 'reportageDocumentary', 'traditionalClassic'],
    ],
    [
      'cakes',
      'dietaryOptionsSection',
      ['dairyFree', 'glutenFree', 'halal', 'kosher', 'nutFree', 'vegan', 'vegetarian'],
    ],
    [
      'catering',
      'dietaryOptionsSection',
      ['dairyFree', 'glutenFree', 'halal', 'kosher', 'nutFree', 'vegan', 'vegetarian'],
    ],
  ] as const)('%s %s is exactly the spec list', (category, key, flags) => {
    expect(section(category, key)?.flags).toEqual(flags);
  });

  it.each([
    ['beauty', ['waxing', 'tanning']],
    ['dress', ['weddingDresses', 'veils']],
  ] as const)('%s products and services include the spec examples %j', (category, flags) => {
    expect(section(category, 'productsServicesSection')?.flags).toEqual(expect.arrayContaining([...flags]));
  });

  it('gives venueStyle the spec count of 21 flags', () => {
    expect(section('venue', 'venueStyle')?.flags).toHaveLength(21);
  });

  it.each([
    ['music', 'businessTypeSection', 'otherTypeOfPerformer', 'otherTypeOfPerformerDetails'],
    ['music', 'instrumentsSection', 'otherInstruments', 'otherInstrumentsDetails'],
    ['music', 'musicStyleSection', 'otherStyleOfMusic', 'otherStyleOfMusicDetails'],
    ['venue', 'venueType', 'otherVenueType', 'otherVenueTypeDetails'],
  ] as const)(
    '%s %s has the details field of the spec, with its "other" flag last',
    (category, key, otherFlag, detailsField) => {
      const s = section(category, key);
      expect(s?.detailsField).toBe(detailsField);
      expect(s?.flags.at(-1)).toBe(otherFlag);
    },
  );

  it('has no details field the spec does not name', () => {
    expect(allSections.filter((s) => s.detailsField).map((s) => s.detailsField)).toHaveLength(4);
  });

  it.each(allSections.map((s) => [s.category, s.key, s.flags] as const))(
    '%s %s has no duplicate flag',
    (_c, _k, flags) => {
      expect(new Set(flags).size).toBe(flags.length);
    },
  );

  it.each(allSections.map((s) => [s.category, s.key, s.flags] as const))(
    '%s %s flags are camelCase keys',
    (_c, _k, flags) => {
      for (const flag of flags) expect(flag).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    },
  );

  it.each(
    allSections.filter((s) => s.key === 'productsServicesSection').map((s) => [s.category, s.flags.length] as const),
  )('%s has a complete products and services list (%i flags)', (_category, count) => {
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(20);
  });

  it('gives the dietary options of cakes and catering one shared section', () => {
    expect(section('cakes', 'dietaryOptionsSection')).toBe(section('catering', 'dietaryOptionsSection'));
  });

  it('keys titles by section and labels by flag, so a shared section is translated once', () => {
    expect(sectionTitleKey('photo', 'productsServicesSection')).toBe('listingFlags:sections.productsServicesSection');
    expect(sectionTitleKey('beauty', 'productsServicesSection')).toBe(
      sectionTitleKey('photo', 'productsServicesSection'),
    );
    expect(flagLabelKey('cakes', 'dietaryOptionsSection', 'vegan')).toBe('listingFlags:flags.vegan');
    expect(flagLabelKey('catering', 'dietaryOptionsSection', 'vegan')).toBe(
      flagLabelKey('cakes', 'dietaryOptionsSection', 'vegan'),
    );
    expect(detailsLabelKey('otherInstrumentsDetails')).toBe('listingFlags:details.otherInstrumentsDetails');
  });
});
