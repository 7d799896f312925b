import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSearchResult } from '../../../domain/admin-search.ts';
import { api } from '../../app/api.ts';

export function useSupplierSearch(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'supplier-search', q, page],
    queryFn: () =>
      api.get<AdminSearchResult>(`/api/admin/suppliers/search?${new URLSearchParams({ q, page: String(page) })}`),
    placeholderData: keepPreviousData,
  });
}
