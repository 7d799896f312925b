import { Button, Group, Stack, Text } from '@mantine/core';
import { PpeModal } from './PpeModal.tsx';
import { useTranslation } from 'react-i18next';
import type { PaymentResult } from '../../../domain/enquiries/ppe.ts';

/** What the popup says: the payment's result, or that no payment of this user is pending (a success opened directly). */
export type ShownPaymentResult = PaymentResult | 'nothing';

/** The payment callback popup (spec section 8), after the checkout returns with ?payment=success|failed. */
export function PaymentResultModal({
  result,
  onClose,
  onRetry,
}: {
  result: ShownPaymentResult | null;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('ppe');
  const { t: tCommon } = useTranslation();
  const failed = result === 'failed';
  return (
    <PpeModal
      opened={result !== null}
      onClose={onClose}
      title={t(result === 'nothing' ? 'payment.nothingTitle' : failed ? 'payment.failedTitle' : 'payment.successTitle')}
    >
      <Stack gap="md">
        <Text size="sm">
          {result === 'nothing'
            ? tCommon('checkoutReturn.nothing')
            : t(failed ? 'payment.failedText' : 'payment.successText')}
        </Text>
        <Group justify="flex-end">
          <Button variant={failed ? 'default' : 'filled'} onClick={onClose}>
            {t('payment.close')}
          </Button>
          {failed && <Button onClick={onRetry}>{t('payment.retry')}</Button>}
        </Group>
      </Stack>
    </PpeModal>
  );
}
