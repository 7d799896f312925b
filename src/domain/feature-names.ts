import type { Feature } from './feature-access.ts';

/*
 * Kept apart from the feature table (feature-access.ts): the screens that only name a feature (an enquiry's lock) do not
 * download the table.
 */

/**
 * Features whose name says "venue" but which every kind of supplier has: a non-venue reads its own name for them (the
 * couple's venue search in a photographer's enquiry is not a "venue enquiry").
 */
const namedForNonVenues: readonly Feature[] = ['venueEnquiries'];

/** The i18n key of a feature's name as this kind of supplier reads it: `tiers:features.<feature>` or its non-venue name. */
export function featureNameKey(feature: Feature, { isVenue }: { isVenue: boolean }): string {
  return !isVenue && namedForNonVenues.includes(feature)
    ? `tiers:nonVenueFeatures.${feature}`
    : `tiers:features.${feature}`;
}
