import { useQuery } from '@tanstack/react-query';
import type { ProfileScoreResponse } from '../../../domain/profile-score-api.ts';
import { api } from '../../app/api.ts';

/** A statistic of the supplier: a supplier switch drops it (viewer/use-switch-supplier.ts). */
export const profileScoreKey = (supplierId: string) => ['statistics', 'profile-score', supplierId] as const;

/**
 * The supplier's scores and response time (spec section 3 "Scores"), shared by the dashboard and the performance
 * screen.
 */
export function useProfileScore(supplierId: string) {
  return useQuery({
    queryKey: profileScoreKey(supplierId),
    queryFn: () => api.get<ProfileScoreResponse>(`/api/supplier/${encodeURIComponent(supplierId)}/profile-score`),
  });
}
