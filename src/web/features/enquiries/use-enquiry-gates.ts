import { featureMinTier, hasFeatureAccess, type Feature } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';

/** A tier gate as the web shows it: open, or locked with the minimum tier to name. */
export interface Gate {
  open: boolean;
  minTier: Tier | null;
}

export interface EnquiryGates extends ActiveSupplier {
  actor: { id: string; isPlatformAdmin: boolean };
  details: Gate;
  owner: Gate;
  notes: Gate;
  source: Gate;
  /** Choosing the table's columns (spec "table columns"). */
  columns: Gate;
  /** The budget match of an enquiry (spec "premium enquiries"; docs/decisions/enquiries.md). */
  budgetMatch: Gate;
  /** The couple's counties (spec "preferred locations"; docs/decisions/enquiries.md). */
  locations: Gate;
  /** The couple's venue styles (spec "venue enquiries"; docs/decisions/enquiries.md). */
  venueSearch: Gate;
  /** Quotes, contracts and deposits (issue 38; docs/decisions/quotes.md). */
  quotes: Gate;
}

/**
 * The inbox's tier gates (spec section 6) for the active supplier, decided by the domain's table; null before the
 * viewer loads.
 */
export function useEnquiryGates(): EnquiryGates | null {
  const active = useActiveSupplier();
  if (!active) return null;
  const gate = (feature: Feature): Gate => ({
    open: hasFeatureAccess(feature, active.features),
    minTier: featureMinTier(feature, active.features),
  });
  return {
    ...active,
    actor: { id: active.viewer.user.id, isPlatformAdmin: active.viewer.user.isPlatformAdmin },
    details: gate('enquiryDetails'),
    owner: gate('enquiryOwner'),
    notes: gate('notes'),
    source: gate('source'),
    columns: gate('tableColumns'),
    budgetMatch: gate('premiumEnquiries'),
    locations: gate('preferredLocations'),
    venueSearch: gate('venueEnquiries'),
    quotes: gate('quotes'),
  };
}
