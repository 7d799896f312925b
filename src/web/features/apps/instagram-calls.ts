import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstagramStatus } from '../../../domain/apps/instagram-api.ts';
import { api } from '../../app/api.ts';

/** The supplier's Instagram account and its connect and disconnect (the connect leaves for Instagram's page). */
export function useInstagram(supplierId: string) {
  const queryClient = useQueryClient();
  const key = ['instagram', supplierId] as const;
  return {
    query: useQuery({
      queryKey: key,
      queryFn: () => api.get<InstagramStatus>(`/api/apps/instagram?supplierId=${encodeURIComponent(supplierId)}`),
    }),
    connect: useMutation({
      mutationFn: () => api.post<{ url: string }>('/api/apps/instagram/connect', { supplierId }),
      onSuccess: ({ url }) => window.location.assign(url),
    }),
    disconnect: useMutation({
      mutationFn: () => api.post<void>('/api/apps/instagram/disconnect', { supplierId }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}

export type InstagramCalls = ReturnType<typeof useInstagram>;
