import { Button, Group, Stack, Text } from '@mantine/core';
import { PpeModal } from './PpeModal.tsx';
import { useTranslation } from 'react-i18next';
import type { PaymentResult } from '../../../domain/enquiries/ppe.ts';

/** The payment callback popup (spec section 8), after the checkout returns with ?payment=success|failed. */
export function PaymentResultModal({
  result,
  onClose,
  onRetry,
}: {
  result: PaymentResult | null;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('ppe');
  const success = result === 'success';
  return (
    <PpeModal
      opened={result !== null}
      onClose={onClose}
      title={t(success ? 'payment.successTitle' : 'payment.failedTitle')}
    >
      <Stack gap="md">
        <Text size="sm">{t(success ? 'payment.successText' : 'payment.failedText')}</Text>
        <Group justify="flex-end">
          <Button variant={success ? 'filled' : 'default'} onClick={onClose}>
            {t('payment.close')}
          </Button>
          {!success && <Button onClick={onRetry}>{t('payment.retry')}</Button>}
        </Group>
      </Stack>
    </PpeModal>
  );
}
