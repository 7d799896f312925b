import type { SupplierView } from '../viewer.ts';
import { emptyYearEstablished, type Listing } from './template.ts';

/** What the spec's Supplier entity answers from the listing document (spec: access document, section 3). */
export type SupplierListingParts = Pick<SupplierView, 'description' | 'flags' | 'company' | 'social'> & {
  /** The venue-type flags ticked on a venue's listing, in the checklist's order; none for another category. */
  venueTypes: string[];
};

const ticked = (checklist: unknown): string[] =>
  typeof checklist === 'object' && checklist !== null
    ? Object.entries(checklist)
        .filter(([, value]) => value === true)
        .map(([flag]) => flag)
    : [];

/**
 * The Supplier's description, flags, company and social links named as the spec writes them, from the listing laid
 * over its template; `null` is a supplier whose type has no template (nothing of its listing can be stored), which
 * answers the template's empty values.
 */
export function supplierPartsOf(listing: Listing | null): SupplierListingParts {
  if (!listing)
    return {
      description: { short: '', long: '' },
      flags: { hideStreet: false },
      company: { weddingsHosted: '', teamSize: 0, insurance: false, established: emptyYearEstablished },
      social: { facebook: '', instagram: '', linkedin: '', pinterest: '', twitter: '', vimeo: '', youtube: '' },
      venueTypes: [],
    };
  const { facebook, instagram, linkedin, pinterest, twitter, vimeo, youtube } = listing.social;
  return {
    description: { short: listing.description, long: listing.detailedDescription },
    flags: { hideStreet: listing.hideFirstAddressLine },
    company: {
      weddingsHosted: listing.noOfWeddingsHosted,
      teamSize: listing.noOfPeopleInTeam,
      insurance: listing.publicLiabilityInsurance,
      established: listing.yearBusinessWasEstablished,
    },
    social: { facebook, instagram, linkedin, pinterest, twitter, vimeo, youtube },
    venueTypes: ticked(listing.venueType),
  };
}
