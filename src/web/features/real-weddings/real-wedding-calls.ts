import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RealWedding,
  RealWeddingsResponse,
  TaggedRealWedding,
} from '../../../domain/real-weddings/real-weddings-api.ts';
import { searchMinLength } from '../../../domain/recommendations.ts';
import type { SupplierSearchResult } from '../../../domain/recommendations-api.ts';
import { api } from '../../app/api.ts';

const keys = {
  list: (supplierId: string) => ['real-weddings', supplierId] as const,
  search: (supplierId: string, q: string) => ['real-weddings', supplierId, 'search', q] as const,
};

/** The form's fields as the save's `data`, and the new photos as its files. */
export interface RealWeddingSave {
  data: {
    id: string | null;
    name: string;
    couple: string;
    url: string;
    linkedSupplierId: string;
    keepPhotoIds: string[];
  };
  files: File[];
}

/** A supplier's real weddings, those that credit it, and their changes; after each, the list again. */
export function useRealWeddings(supplierId: string) {
  const queryClient = useQueryClient();
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/real-weddings`;
  const one = (id: string) => `${url}/${encodeURIComponent(id)}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.list(supplierId) });
  return {
    query: useQuery({ queryKey: keys.list(supplierId), queryFn: () => api.get<RealWeddingsResponse>(url) }),
    save: useMutation({
      mutationFn: ({ data, files }: RealWeddingSave) => {
        const form = new FormData();
        form.append('data', JSON.stringify(data));
        for (const file of files) form.append('photos', file);
        return api.upload<RealWedding>(url, form);
      },
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<void>(one(id)), onSuccess: refresh }),
    consent: useMutation({
      mutationFn: ({ id, consent }: { id: string; consent: boolean }) =>
        api.put<TaggedRealWedding>(`${one(id)}/consent`, { consent }),
      onSuccess: refresh,
    }),
  };
}

export type RealWeddingCalls = ReturnType<typeof useRealWeddings>;

/** Suppliers a real wedding can credit (venues for a photographer, photographers for a venue), by name. */
export function useLinkableSuppliers(supplierId: string, q: string) {
  return useQuery({
    queryKey: keys.search(supplierId, q),
    queryFn: () =>
      api.get<{ suppliers: SupplierSearchResult[] }>(
        `/api/supplier/${encodeURIComponent(supplierId)}/real-weddings/suppliers?q=${encodeURIComponent(q)}`,
      ),
    enabled: q.length >= searchMinLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
