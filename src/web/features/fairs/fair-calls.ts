import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fair, FairsResponse } from '../../../domain/fairs-api.ts';
import { api } from '../../app/api.ts';

/** A supplier's fairs and their changes; after each, the list again (also after a failure: one deleted meanwhile). */
export function useFairs(supplierId: string) {
  const queryClient = useQueryClient();
  const key = ['fairs', supplierId] as const;
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/fairs`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<FairsResponse>(url) }),
    save: useMutation({ mutationFn: (body: object) => api.post<Fair>(url, body), onSettled: refresh }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${url}/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}

export type FairCalls = ReturnType<typeof useFairs>;
