import { useQuery } from '@tanstack/react-query';
import type { SearchPosition } from '../../../domain/statistics/search-position-api.ts';
import { api } from '../../app/api.ts';

/** The position widget's places: a statistic, so a supplier switch drops it (viewer/use-switch-supplier.ts). */
export function useSearchPosition(supplierId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['statistics', 'search-position', supplierId] as const,
    queryFn: () => api.get<SearchPosition>(`/api/supplier/${encodeURIComponent(supplierId)}/search-position`),
    enabled,
  });
}
