import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsEndpointPath, type AnalyticsEndpoint } from '../../../domain/statistics/endpoints.ts';
import { api } from '../../app/api.ts';

/**
 * One statistics call of the supplier (spec section 7), under the `['statistics']` key a supplier switch
 * drops. A failed call's error carries the server's status text (spec section 8). Asked again with other
 * parameters (e.g. weeks instead of months), the last answer stays shown, dimmed, until the new one arrives.
 */
export function useStatistic<T>(
  supplierId: string,
  endpoint: AnalyticsEndpoint,
  search: Record<string, string> = {},
  enabled = true,
) {
  const query = new URLSearchParams(search).toString();
  return useQuery({
    queryKey: ['statistics', supplierId, endpoint, search],
    queryFn: () => api.get<T>(`${analyticsEndpointPath(supplierId, endpoint)}${query ? `?${query}` : ''}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
