/** Spec section 7: the statistics calls of a supplier, by the name the screens ask them with. */
const analyticsEndpoints = [
  'couple-budgets',
  'competitor-list-shortlists',
  'keyword-insights',
  'peer-performance',
  'uk-historic-rankings',
  'reviews-rating',
  'monoquery',
] as const;
export type AnalyticsEndpoint = (typeof analyticsEndpoints)[number];

/** Spec section 8: asking for an endpoint that is not one of these is an error. */
const unknownAnalyticsEndpoint = 'Cannot map analytics endpoint';

/** Spec section 8: a supplier's call asked for without a supplier (no supplier is selected yet). */
const missingSupplierId = 'Missing supplier id';
const tierHistoryWithoutSupplier = 'Cannot load tier change history without selected supplier';

/** The path of a supplier's call, e.g. `statistics/monoquery`; 'Missing supplier id' without a supplier. */
function supplierPath(supplierId: string, rest: string, missing = missingSupplierId): string {
  if (!supplierId) throw new Error(missing);
  return `/api/supplier/${encodeURIComponent(supplierId)}/${rest}`;
}

/**
 * The path of a supplier's statistics call; 'Cannot map analytics endpoint' for an unknown one, 'Missing supplier id'
 * without a supplier.
 */
export function analyticsEndpointPath(supplierId: string, endpoint: string): string {
  if (!(analyticsEndpoints as readonly string[]).includes(endpoint)) throw new Error(unknownAnalyticsEndpoint);
  return supplierPath(supplierId, `statistics/${endpoint}`);
}

/** The path of the supplier's tier changes; without a supplier, the spec's own error for it. */
export function tierChangeHistoryPath(supplierId: string): string {
  return supplierPath(supplierId, 'tier-change-history', tierHistoryWithoutSupplier);
}
