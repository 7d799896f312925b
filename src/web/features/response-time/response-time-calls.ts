import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseTimesResponse } from '../../../domain/response-time-api.ts';
import { api } from '../../app/api.ts';
import { profileScoreKey } from '../dashboard/profile-score-calls.ts';

/** A statistic of the supplier: a supplier switch drops it (viewer/use-switch-supplier.ts). */
const responseTimeKey = (supplierId: string) => ['statistics', 'response-time', supplierId] as const;

/** A first reply moves the response figures and the profile score's response part: both are asked again. */
export function refreshResponseFigures(queryClient: QueryClient, supplierId: string): void {
  for (const queryKey of [responseTimeKey(supplierId), profileScoreKey(supplierId)])
    // a refetch's failure stays in its query: invalidateQueries never rejects
    void queryClient.invalidateQueries({ queryKey });
}

/** The supplier's and each owner's time to the first reply over the last 90 days (issue 15). */
export function useResponseTimes(supplierId: string) {
  return useQuery({
    queryKey: responseTimeKey(supplierId),
    queryFn: () => api.get<ResponseTimesResponse>(`/api/supplier/${encodeURIComponent(supplierId)}/response-time`),
  });
}
