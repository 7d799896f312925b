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

/** The path of a supplier's statistics call; 'Cannot map analytics endpoint' for an unknown one. */
export function analyticsEndpointPath(supplierId: string, endpoint: string): string {
  if (!(analyticsEndpoints as readonly string[]).includes(endpoint)) throw new Error(unknownAnalyticsEndpoint);
  return `/api/supplier/${encodeURIComponent(supplierId)}/statistics/${endpoint}`;
}
