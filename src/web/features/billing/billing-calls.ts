import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PlansAnswer } from '../../../domain/plans-api.ts';
import type { PurchasesAnswer, PurchasesShown } from '../../../domain/purchases-api.ts';
import { api } from '../../app/api.ts';

const fetchPlans = (supplierId: string) => api.get<PlansAnswer>(`/api/supplier/${supplierId}/plans`);

/**
 * Reads the plans again, every 2 s for a minute at most, until `done` holds: a change the provider applies
 * by its webhook event (at once in test mode, a moment later with Stripe). Answers whether it did.
 */
export async function waitForPlans(
  queryClient: QueryClient,
  supplierId: string,
  done: (data: PlansAnswer) => boolean,
): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
    if (
      done(
        await queryClient.fetchQuery({
          queryKey: ['plans', supplierId],
          queryFn: () => fetchPlans(supplierId),
          staleTime: 0,
        }),
      )
    )
      return true;
  }
  return false;
}

/**
 * The plans the supplier is offered and its subscription; `untilSubscribed` polls until a plan is in force (the payment's events arrive).
 */
export function usePlans(supplierId: string | undefined, { untilSubscribed = false } = {}) {
  return useQuery({
    queryKey: ['plans', supplierId],
    enabled: supplierId !== undefined,
    queryFn: () => fetchPlans(supplierId!),
    // every 2 s for 3 minutes at most (the success page then says it takes longer than it should)
    refetchInterval: (query) =>
      untilSubscribed && !query.state.data?.standing.planTier && query.state.dataUpdateCount < 90 ? 2000 : false,
  });
}

/** A page of what the supplier bought (its plan's invoices, or the rest); the page shown stays while the next one loads. */
export function usePurchases(supplierId: string | undefined, shown: PurchasesShown, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['purchases', supplierId, shown, page],
    enabled: supplierId !== undefined && enabled,
    queryFn: () => api.get<PurchasesAnswer>(`/api/supplier/${supplierId}/purchases?shown=${shown}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export const billingCalls = {
  /** The provider's checkout page of the plan (the local test-mode page, or Stripe's). */
  startCheckout: (supplierId: string, planId: string) =>
    api.post<{ url: string }>('/api/billing/checkout', { supplierId, planId }),
  /** Switches the running plan to another from now; the provider applies it. */
  changePlan: (supplierId: string, planId: string) =>
    api.post<{ planId: string }>('/api/billing/change-plan', { supplierId, planId }),
  /** Cancels the running plan for its period's end (false), or keeps a cancelled one (true). */
  setRenewal: (supplierId: string, renews: boolean) =>
    api.post<{ renews: boolean }>('/api/billing/renewal', { supplierId, renews }),
  /**
   * The provider's page to change, cancel or resume the plan (the local test-mode page, or Stripe's customer portal).
   */
  manage: (supplierId: string) => api.post<{ url: string }>('/api/billing/manage-subscription', { supplierId }),
};
