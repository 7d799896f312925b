import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactCoupleResponse } from '../../../domain/enquiries/couples-api.ts';
import type { ContactCoupleInput } from '../../../domain/enquiries/contact-couple-schema.ts';
import { activityDefaults } from '../../../domain/enquiries/couples-activity.ts';
import type { ActivityPage } from '../../../domain/enquiries/couples-activity-api.ts';
import type { BalancesResponse } from '../../../domain/enquiries/ppe-calls.ts';
import { api } from '../../app/api.ts';
import type { ActivityParams } from './activity-params.ts';

/** Every key starts with 'couplesActivity' and the supplier. */
const activityKeys = {
  all: (supplierId: string) => ['couplesActivity', supplierId] as const,
  pages: (supplierId: string) => ['couplesActivity', supplierId, 'page'] as const,
  page: (supplierId: string, { eventType, page }: ActivityParams) =>
    ['couplesActivity', supplierId, 'page', eventType ?? 'all', page] as const,
  balances: (supplierId: string) => ['couplesActivity', supplierId, 'balances'] as const,
};

const segment = encodeURIComponent;

/** One page of 50 (spec section 7); the previous page stays on screen while the next one loads. */
export function useActivity(supplierId: string, params: ActivityParams) {
  return useQuery({
    queryKey: activityKeys.page(supplierId, params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), size: String(activityDefaults.size) });
      if (params.eventType) query.set('eventType', params.eventType);
      return api.get<ActivityPage>(`/api/supplier/${segment(supplierId)}/activity?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** The contact-couples credits left (only asked where the tier may contact couples). */
export function useContactCredits(supplierId: string, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.balances(supplierId),
    queryFn: async () =>
      (await api.get<BalancesResponse>(`/api/supplier/${segment(supplierId)}/balances`)).balances['contact-couples'],
    enabled,
  });
}

/**
 * Writes to a couple and spends a credit; the answer's balance replaces the shown one and the activity is asked again.
 */
export function useContactCouple(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactCoupleInput) =>
      api.post<ContactCoupleResponse>(`/api/supplier/${segment(supplierId)}/contact-couple`, input),
    onSuccess: (sent) => {
      queryClient.setQueryData(activityKeys.balances(supplierId), sent.balance);
      return queryClient.invalidateQueries({ queryKey: activityKeys.pages(supplierId) });
    },
    // already sent or out of credits: what the page shows was out of date
    onError: () => queryClient.invalidateQueries({ queryKey: activityKeys.all(supplierId) }),
  });
}
