import { useQuery } from '@tanstack/react-query';
import type { CountiesAnswer } from '../../../domain/boosts-api.ts';
import type { CategoryValue } from '../../../domain/categories.ts';
import type { SupplierRankResponse } from '../../../domain/statistics/ranking-api.ts';
import { api } from '../../app/api.ts';

/**
 * The supplier's rank in its own county and in the counties of its running multi-county boost (GET
 * …/locations, then POST /api/search/supplier-rank, a read), under the `['statistics']` key a supplier
 * switch drops.
 */
export function useSupplierRank(supplierId: string, homeCounty: string, category: CategoryValue, enabled: boolean) {
  return useQuery({
    queryKey: ['statistics', supplierId, 'supplier-rank', homeCounty, category],
    enabled,
    queryFn: async () => {
      const { areas } = await api.get<CountiesAnswer>(`/api/supplier/${encodeURIComponent(supplierId)}/locations`);
      return api.post<SupplierRankResponse>('/api/search/supplier-rank', {
        supplierId,
        supplierCounty: homeCounty,
        additionalCounties: areas.map((area) => area.county),
        type: category,
      });
    },
  });
}
