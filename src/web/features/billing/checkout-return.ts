import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkoutParam, type CheckoutReturnState } from '../../../domain/checkout-return.ts';
import type { CheckoutReturnAnswer } from '../../../domain/checkout-return-api.ts';
import { api } from '../../app/api.ts';

/**
 * The state of the checkout a payment return page names in its address (src/domain/checkout-return.ts): 'nothing' at
 * once without one, else read, every 2 s for 3 minutes at most while the provider's event is pending (`gaveUp` then).
 */
export function useCheckoutReturn(supplierId: string): {
  state: CheckoutReturnState | undefined;
  gaveUp: boolean;
  failedToLoad: boolean;
  retry: () => void;
} {
  const [params] = useSearchParams();
  // read once: a page may take its parameters out of the address
  const [checkoutId] = useState(() => params.get(checkoutParam));
  const [openedAt] = useState(Date.now);
  const query = useQuery({
    queryKey: ['checkout-return', supplierId, checkoutId],
    enabled: checkoutId !== null,
    queryFn: () =>
      api.get<CheckoutReturnAnswer>(`/api/supplier/${supplierId}/checkouts/${encodeURIComponent(checkoutId!)}`),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.state === 'pending' && q.state.dataUpdateCount < 90 ? 2000 : false),
  });
  const state = checkoutId === null ? 'nothing' : query.data?.state;
  return {
    state,
    gaveUp: state === 'pending' && query.dataUpdatedAt - openedAt > 170_000,
    failedToLoad: query.isError,
    retry: () => void query.refetch(),
  };
}
