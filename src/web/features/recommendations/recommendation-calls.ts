import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchMinLength } from '../../../domain/recommendations.ts';
import type {
  Recommendation,
  RecommendationsResponse,
  Shortlist,
  SupplierSearchResult,
} from '../../../domain/recommendations-api.ts';
import { api } from '../../app/api.ts';

/** Keys start with 'recommendations' and the supplier: its list, its searches and the names of both. */
const recommendationKeys = {
  all: (supplierId: string) => ['recommendations', supplierId] as const,
  search: (supplierId: string, q: string) => ['recommendations', supplierId, 'search', q] as const,
  names: (supplierId: string, ids: readonly string[]) => ['recommendations', supplierId, 'names', ids] as const,
};

const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/recommendations`;

/** The supplier's recommendations and who recommends it; after a change the list and the searches are read again. */
export function useRecommendations(supplierId: string) {
  const queryClient = useQueryClient();
  const key = recommendationKeys.all(supplierId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const query = useQuery({ queryKey: key, queryFn: () => api.get<RecommendationsResponse>(base(supplierId)) });
  const ids = query.data
    ? [...new Set([...query.data.recommendations, ...query.data.recommendedBy].map((item) => item.supplierId))]
    : [];
  return {
    query,
    /** spec: the names come from POST /api/supplier/fetch-shortlist (ids → id and name). */
    names: useQuery({
      queryKey: recommendationKeys.names(supplierId, ids),
      queryFn: () => api.post<Shortlist>('/api/supplier/fetch-shortlist', ids),
      enabled: ids.length > 0,
      placeholderData: keepPreviousData,
    }),
    add: useMutation({
      mutationFn: (recommendedId: string) => api.post<Recommendation>(base(supplierId), { supplierId: recommendedId }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${base(supplierId)}/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (order: string[]) => api.put<RecommendationsResponse>(`${base(supplierId)}/order`, { ids: order }),
      onSuccess: (answer) => queryClient.setQueryData(key, answer),
      onError: refresh,
    }),
  };
}

export type RecommendationCalls = ReturnType<typeof useRecommendations>;

/** Suppliers whose name holds `q` (off below the minimum length). */
export function useSupplierSearch(supplierId: string, q: string) {
  return useQuery({
    queryKey: recommendationKeys.search(supplierId, q),
    queryFn: () =>
      api.get<{ suppliers: SupplierSearchResult[] }>(`${base(supplierId)}/search?q=${encodeURIComponent(q)}`),
    enabled: q.length >= searchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
