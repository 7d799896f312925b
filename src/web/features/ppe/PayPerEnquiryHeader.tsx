import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isPayPerEnquirySupplier, type LockSupplier } from '../../../domain/enquiries/locking.ts';
import { parsePaymentResult, type PaymentResult } from '../../../domain/enquiries/ppe.ts';
import { BuyEnquiriesModal } from './lazy-buy-enquiries-modal.ts';
import { PaymentResultModal, type ShownPaymentResult } from './PaymentResultModal.tsx';
import { useCheckoutReturn } from '../billing/checkout-return.ts';
import { checkoutParam, type CheckoutReturnState } from '../../../domain/checkout-return.ts';
import { ppeKeys, useEnquiryCredits } from './ppe-queries.ts';

/** What the popup says of a success by the state of its checkout (nothing while it is read). */
const checkoutResults: Record<CheckoutReturnState | 'unread', ShownPaymentResult | null> = {
  unread: null,
  pending: 'success',
  paid: 'success',
  failed: 'failed',
  nothing: 'nothing',
};

/**
 * The enquiry manager's credits: the balance and "Buy credits" for a pay-per-enquiry supplier, and the
 * payment popup when the checkout comes back with ?payment= (the parameter then leaves the address).
 */
export function PayPerEnquiryHeader({ supplier }: { supplier: LockSupplier & { id: string } }) {
  const { t } = useTranslation('ppe');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const payPerEnquiry = isPayPerEnquirySupplier(supplier);
  // only a supplier who can buy credits came back from their checkout: for anyone else a ?payment= in the address says
  // nothing about a purchase of theirs, so no popup (the parameter still leaves the address)
  const [result, setResult] = useState<PaymentResult | null>(() =>
    payPerEnquiry ? parsePaymentResult(search.get('payment')) : null,
  );
  // a success names its checkout: none of this user's pending gets no thanks (src/domain/checkout-return.ts)
  const checkout = useCheckoutReturn(supplier.id);
  const shown: ShownPaymentResult | null = result === 'success' ? checkoutResults[checkout.state ?? 'unread'] : result;
  const [buying, setBuying] = useState(false);
  const credits = useEnquiryCredits(supplier.id, payPerEnquiry);

  const returned = search.has('payment');
  useEffect(() => {
    if (!returned) return;
    // a refetch's failure stays in its query: invalidateQueries never rejects
    void queryClient.invalidateQueries({ queryKey: ppeKeys.balances(supplier.id) });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete(checkoutParam);
        return next;
      },
      { replace: true },
    );
  }, [returned, queryClient, setSearch, supplier.id]);

  return (
    <>
      {payPerEnquiry && (
        // on a phone the button goes under the balance rather than being squeezed ("Guthaben kaufen" cut)
        <Group gap="sm">
          {credits.data !== undefined && (
            <Text size="sm" fw={600} aria-live="polite">
              {t('balance', { count: credits.data })}
            </Text>
          )}
          <Button variant="light" onClick={() => setBuying(true)} style={{ flexShrink: 0 }}>
            {t('reveal.buyCredits')}
          </Button>
        </Group>
      )}
      <PaymentResultModal
        result={shown}
        onClose={() => setResult(null)}
        onRetry={() => {
          setResult(null);
          setBuying(true);
        }}
      />
      <BuyEnquiriesModal supplierId={supplier.id} opened={buying} onClose={() => setBuying(false)} />
    </>
  );
}
