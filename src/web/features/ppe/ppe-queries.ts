import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BalancesResponse,
  CheckoutResponse,
  PricesResponse,
  RevealResponse,
} from '../../../domain/enquiries/ppe-calls.ts';
import { api } from '../../app/api.ts';
import { enquiryKeys } from '../enquiries/enquiry-calls.ts';

const segment = encodeURIComponent;

/** Every key starts with 'enquiries': switching supplier drops them with the inbox's. */
export const ppeKeys = {
  balances: (supplierId: string) => ['enquiries', 'ppe', 'balances', supplierId] as const,
  prices: (supplierId: string) => ['enquiries', 'ppe', 'prices', supplierId] as const,
};

/** The supplier's enquiry credits (GET /api/supplier/{id}/balances). */
export function useEnquiryCredits(supplierId: string, enabled = true) {
  return useQuery({
    queryKey: ppeKeys.balances(supplierId),
    queryFn: () => api.get<BalancesResponse>(`/api/supplier/${segment(supplierId)}/balances`),
    select: (response) => response.balances.enquiries,
    enabled,
  });
}

/** The credit packs in the supplier's currency, ascending by quantity. */
export function usePrices(supplierId: string, enabled: boolean) {
  return useQuery({
    queryKey: ppeKeys.prices(supplierId),
    queryFn: () => api.get<PricesResponse>(`/api/ppe/fetch-prices?supplierId=${segment(supplierId)}`),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Spends one credit to reveal an enquiry; the list, the open enquiry and the balance are asked again. */
export function useRevealEnquiry(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enquiryId: string) =>
      api.post<RevealResponse>('/api/supplier/wedding/enquiry/reveal', { enquiry: enquiryId, supplier: supplierId }),
    onSuccess: (response, enquiryId) => {
      queryClient.setQueryData<BalancesResponse>(
        ppeKeys.balances(supplierId),
        (old) => old && { ...old, balances: { ...old.balances, enquiries: response.balance } },
      );
      // a refetch's failure stays in its query: invalidateQueries never rejects
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.lists(supplierId) });
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.enquiry(supplierId, enquiryId) });
      void queryClient.invalidateQueries({ queryKey: ppeKeys.balances(supplierId) });
    },
  });
}

/** Starts a checkout for a pack and leaves for the payment page (the local test-mode page or Stripe). */
export function useStartCheckout(supplierId: string) {
  return useMutation({
    mutationFn: (priceId: string) =>
      api.post<CheckoutResponse>('/api/ppe/create-checkout-session', { supplierId, priceId }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
