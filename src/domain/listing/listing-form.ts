import { isVenue, type CategoryValue } from '../categories.ts';
import { isBlank } from '../field-rules.ts';
import { sectionsOf } from './category-sections.ts';
import type { CommonForm, ListingFormOutput, ListingFormValues } from './listing-form-schema.ts';
import type { Listing } from './template.ts';
import {
  venueCountFields,
  venueFlagFields,
  venueInfoFields,
  venueTargetingPriceFields,
  venueTimeFields,
} from './venue-fields.ts';

/**
 * The part of the listing the profile editor (/supplier) changes; its save validation is the zod schema
 * of listing-form-schema.ts, over the fields named here.
 */

export const textLimits = { short: 200, name: 100, description: 1000, long: 10000 } as const;

/** The social links the editor offers (the supplier entity's seven; blog and googlePlus stay in the template). */
export const editableSocialNetworks = [
  'facebook',
  'instagram',
  'linkedin',
  'pinterest',
  'twitter',
  'vimeo',
  'youtube',
] as const;

export const nearbyTransportFields = [
  'nearestAirport',
  'nearestMotorway',
  'nearestTown',
  'nearestTrainStation',
] as const;

/** Fields that live in the suppliers table rather than the listing document. */
const supplierColumnFields = [
  'name',
  'email',
  'phone',
  'website',
  'address',
  'postcode',
  'town',
  'county',
  'country',
] as const;

/** The fields every category edits (the save schema has one rule per name). */
const commonFields = [
  'name',
  'description',
  'detailedDescription',
  'managerPersonalMessage',
  'email',
  'phone',
  'website',
  'address',
  'hideFirstAddressLine',
  'postcode',
  'town',
  'county',
  'country',
  'nearestAirport',
  'nearestMotorway',
  'nearestTown',
  'nearestTrainStation',
  'yearBusinessWasEstablished',
  'noOfPeopleInTeam',
  'noOfWeddingsHosted',
  'publicLiabilityInsurance',
  'nameOfWeddingContact',
  'travelNotes',
  'social',
  'specialistWeddingSection',
] as const;
export type CommonField = (typeof commonFields)[number];

/** The venue's flags typed on /supplier (the live video tours have their own screen). */
export const venueEditableFlags = venueFlagFields.filter((f) => f !== 'hasLiveVideoTours');

/**
 * The fields of a listing the editor shows (same keys as the save schema of the category).
 * @internal
 */
export function editableKeys(category: CategoryValue): string[] {
  const venue = isVenue(category)
    ? [...venueCountFields, ...venueTargetingPriceFields, ...venueInfoFields, ...venueEditableFlags, ...venueTimeFields]
    : [];
  // the section keys are the same in every country (France adds venue-type flags, not sections)
  return [...commonFields, ...sectionsOf(category, '').map((s) => s.key), ...venue];
}

/** The editor's starting values: the editable part of a listing. */
export function editableListing(listing: Listing): ListingFormValues {
  const values: Record<string, unknown> = {};
  for (const key of editableKeys(listing.category)) values[key] = listing[key];
  values.social = Object.fromEntries(editableSocialNetworks.map((n) => [n, listing.social[n]]));
  return values;
}

/** The part of saved values the listing document holds (the rest are suppliers columns). */
export function listingDocumentOf(values: ListingFormOutput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => !(supplierColumnFields as readonly string[]).includes(key)),
  );
}

type AddressParts = Pick<CommonForm, 'address' | 'postcode' | 'town' | 'county' | 'country'>;

/** Spec: the geocoded address is joined from street, postcode, county and country. */
export function geocodeAddressOf(values: AddressParts): string {
  return [values.address, values.postcode, values.county, values.country].filter((part) => !isBlank(part)).join(', ');
}

export function addressChanged(before: AddressParts, after: AddressParts): boolean {
  const parts = ['address', 'postcode', 'town', 'county', 'country'] as const;
  return parts.some((p) => before[p].trim().toLowerCase() !== after[p].trim().toLowerCase());
}
