import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TargetingMatches, TargetingResponse } from '../../../domain/couple-targeting-api.ts';
import { api } from '../../app/api.ts';

const urlOf = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/targeting`;

/** The supplier's targeting with its count, and its save (the answer is the new state: no second read). */
export function useTargeting(supplierId: string) {
  const queryClient = useQueryClient();
  const key = ['targeting', supplierId] as const;
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<TargetingResponse>(urlOf(supplierId)) }),
    save: useMutation({
      mutationFn: (body: object) => api.put<TargetingResponse>(urlOf(supplierId), body),
      onSuccess: (saved) => queryClient.setQueryData(key, saved),
    }),
  };
}

/** How many enquiries so far fit a targeting being chosen; the last figure stays shown while the next one loads. */
export function useTargetingMatches(supplierId: string, body: object) {
  return useQuery({
    queryKey: ['targeting', supplierId, 'matches', body],
    queryFn: () => api.post<TargetingMatches>(`${urlOf(supplierId)}/matches`, body),
    placeholderData: keepPreviousData,
  });
}
