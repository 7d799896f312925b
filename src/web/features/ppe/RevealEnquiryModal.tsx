import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { PpeModal } from './PpeModal.tsx';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useEnquiryCredits, useRevealEnquiry } from './ppe-queries.ts';

interface Props {
  supplierId: string;
  enquiryId: string;
  opened: boolean;
  onClose: () => void;
  /** Leave for the buy popup (no credits left). */
  onBuy: () => void;
}

/**
 * The reveal popup (spec section 8): the balance, then one credit spent. Any failure shows the spec's
 * alert and closes (the server used no credit); an empty balance offers to buy credits instead.
 */
export function RevealEnquiryModal({ supplierId, enquiryId, opened, onClose, onBuy }: Props) {
  const { t } = useTranslation(['ppe', 'enquiries']);
  const credits = useEnquiryCredits(supplierId, opened);
  const reveal = useRevealEnquiry(supplierId);
  const balance = credits.data;

  const confirm = () =>
    reveal.mutate(enquiryId, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'insufficient-balance') return onBuy();
        // spec section 8: the call's error ('Failed to reveal enquiry.') heads the alert that says no credit was used
        showSnackbar({ mode: 'error', title: t('enquiries:reveal.failed'), text: t('enquiries:reveal.failedAlert') });
        onClose();
      },
    });

  return (
    <PpeModal opened={opened} onClose={onClose} title={t('reveal.title')}>
      <Stack gap="md">
        <Text size="sm">{t('reveal.text')}</Text>
        {balance === undefined ? (
          <Skeleton height={20} width="60%" />
        ) : (
          <Text fw={600}>{balance === 0 ? t('reveal.noCredits') : t('balance', { count: balance })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reveal.cancel')}
          </Button>
          {balance === 0 ? (
            <Button onClick={onBuy}>{t('reveal.buyCredits')}</Button>
          ) : (
            <Button disabled={balance === undefined} loading={reveal.isPending} onClick={confirm}>
              {t('reveal.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </PpeModal>
  );
}
