/**
 * The venue's additions to the listing that are not checklists (spec "Category additions", venue):
 * capacity and accommodation, catering and pricing, times. Named once here; the template, the save
 * schema and the editor read these lists.
 */

/** Head counts and room counts the venue types: non-negative whole numbers. */
export const venueCountFields = [
  'accommodationNoOfPeople',
  'noOfAdditionalGuestRooms',
  'indoorReceptionNoOfPeople',
  'indoorSeatedDiningNoOfPeople',
] as const;

/**
 * Prices and guest numbers derived from the venue's price schemes on /pricing (venuePriceFields of
 * src/domain/pricing/price-schemes.ts): read, never typed here. Prices in integer minor units.
 * @internal
 */
export const venueSchemeFields = [
  'inHouseCateringMinPricePp',
  'inHouseCateringMaxPricePp',
  'packagesMinPricePp',
  'packagesMaxPricePp',
  'packagesMinNoOfGuests',
  'packagesTotalCostMinPrice',
  'packagesTotalCostMaxPrice',
  'packagesTotalCostNoOfGuests',
  'venueHireOnlyMinPrice',
  'venueHireOnlyMaxPrice',
] as const;

/** The couples' budgets the venue aims at, typed in the editor: integer minor units. */
export const venueTargetingPriceFields = ['targetingPriceAvgTotalSpend', 'targetingPriceMinBudget'] as const;

/** Free texts describing what a price includes. */
export const venueInfoFields = [
  'inHouseCateringInfo',
  'packagesInfo',
  'packagesTotalCostInfo',
  'venueHireOnlyInfo',
] as const;

export const venueFlagFields = ['hasAccommodation', 'bridalSuite', 'hasLiveVideoTours'] as const;

/** Times of day as HH:MM (24 h), or empty. */
export const venueTimeFields = ['usualStartTime', 'usualFinishTime'] as const;

/** The pricing groups of the editor: the info text typed, the prices (and guests) the price schemes give. */
export const venuePricingGroups = [
  { info: 'inHouseCateringInfo', min: 'inHouseCateringMinPricePp', max: 'inHouseCateringMaxPricePp', guests: null },
  { info: 'packagesInfo', min: 'packagesMinPricePp', max: 'packagesMaxPricePp', guests: 'packagesMinNoOfGuests' },
  {
    info: 'packagesTotalCostInfo',
    min: 'packagesTotalCostMinPrice',
    max: 'packagesTotalCostMaxPrice',
    guests: 'packagesTotalCostNoOfGuests',
  },
  { info: 'venueHireOnlyInfo', min: 'venueHireOnlyMinPrice', max: 'venueHireOnlyMaxPrice', guests: null },
] as const satisfies readonly {
  info: VenueInfoField;
  min: VenueSchemeField;
  max: VenueSchemeField;
  guests: VenueSchemeField | null;
}[];

type VenueCountField = (typeof venueCountFields)[number];
export type VenueSchemeField = (typeof venueSchemeFields)[number];
type VenueTargetingPriceField = (typeof venueTargetingPriceFields)[number];
export type VenueInfoField = (typeof venueInfoFields)[number];
type VenueFlagField = (typeof venueFlagFields)[number];
type VenueTimeField = (typeof venueTimeFields)[number];

/**
 * What the venue template adds besides its checklists; brochures and live video tours are filled by their own screens.
 */
export type VenueAdditions = Record<VenueCountField | VenueSchemeField | VenueTargetingPriceField, number> &
  Record<VenueInfoField | VenueTimeField, string> &
  Record<VenueFlagField, boolean> & { brochures: unknown[]; liveVideoTours: unknown[] };

export function emptyVenueAdditions(): VenueAdditions {
  const numbers: Record<string, number> = Object.fromEntries(
    [...venueCountFields, ...venueSchemeFields, ...venueTargetingPriceFields].map((f) => [f, 0]),
  );
  const texts: Record<string, string> = Object.fromEntries(
    [...venueInfoFields, ...venueTimeFields].map((f) => [f, '']),
  );
  const flags: Record<string, boolean> = Object.fromEntries(venueFlagFields.map((f) => [f, false]));
  return { ...numbers, ...texts, ...flags, brochures: [], liveVideoTours: [] } as unknown as VenueAdditions;
}
