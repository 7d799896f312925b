import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompetitorInsights, CompetitorList } from '../../../domain/competitors/competitors-api.ts';
import type { SupplierSearchResult } from '../../../domain/recommendations-api.ts';
import { api } from '../../app/api.ts';

/** The minimum length of a name search (the server's competitorSearchQuerySchema). */
export const competitorSearchMinLength = 2;

const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/competitors`;

/**
 * The competitor list and its save (the answer is the new list: no second read). A saved list changes
 * the statistics and the insights, which are read again.
 */
export function useCompetitorList(supplierId: string) {
  const queryClient = useQueryClient();
  const key = ['competitors', supplierId] as const;
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<CompetitorList>(base(supplierId)) }),
    save: useMutation({
      mutationFn: (competitorIds: string[]) => api.put<CompetitorList>(base(supplierId), { competitorIds }),
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        // a refetch's failure stays in its query: invalidateQueries never rejects
        void queryClient.invalidateQueries({ queryKey: ['statistics', supplierId, 'competitor-list-shortlists'] });
        void queryClient.invalidateQueries({ queryKey: [...key, 'insights'] });
      },
    }),
  };
}

export type CompetitorListCalls = ReturnType<typeof useCompetitorList>;

/** Suppliers of the category whose name holds `q` (off below the minimum length). */
export function useCompetitorSearch(supplierId: string, q: string) {
  return useQuery({
    queryKey: ['competitors', supplierId, 'search', q],
    queryFn: () =>
      api.get<{ suppliers: SupplierSearchResult[] }>(`${base(supplierId)}/search?q=${encodeURIComponent(q)}`),
    enabled: q.length >= competitorSearchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The competitor insights (expert); not asked below. */
export function useCompetitorInsights(supplierId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['competitors', supplierId, 'insights'],
    queryFn: () => api.get<CompetitorInsights>(`${base(supplierId)}/insights`),
    enabled,
  });
}
