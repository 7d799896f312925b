import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferSaveResponse, OffersResponse } from '../../../domain/offers/offers-api.ts';
import type { OfferType } from '../../../domain/offers/offers.ts';
import { api } from '../../app/api.ts';

/** A supplier's offers and their changes; after each, the list again (also after a failure: one deleted meanwhile). */
export function useOffers(supplierId: string) {
  const queryClient = useQueryClient();
  const key = ['offers', supplierId] as const;
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/offers`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<OffersResponse>(url) }),
    save: useMutation({
      mutationFn: ({ type, body }: { type: OfferType; body: object }) =>
        api.put<OfferSaveResponse>(`${url}/${type}`, body),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (type: OfferType) => api.delete<void>(`${url}/${type}`), onSettled: refresh }),
  };
}

export type OfferCalls = ReturnType<typeof useOffers>;
