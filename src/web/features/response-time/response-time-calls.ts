import { useQuery } from '@tanstack/react-query';
import type { ResponseTimesResponse } from '../../../domain/response-time-api.ts';
import { api } from '../../app/api.ts';

/** A statistic of the supplier: a supplier switch drops it (viewer/use-switch-supplier.ts). */
export const responseTimeKey = (supplierId: string) => ['statistics', 'response-time', supplierId] as const;

/** The supplier's and each owner's time to the first reply over the last 90 days (issue 15). */
export function useResponseTimes(supplierId: string) {
  return useQuery({
    queryKey: responseTimeKey(supplierId),
    queryFn: () => api.get<ResponseTimesResponse>(`/api/supplier/${encodeURIComponent(supplierId)}/response-time`),
  });
}
