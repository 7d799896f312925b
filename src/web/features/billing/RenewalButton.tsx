import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { billingCalls, waitForPlans } from './billing-calls.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

/**
 * Cancel a plan for its period's end (asked once more), or keep a cancelled one: the spec's
 * toggle-supplier-pro / toggle-venue-pro, here beside the plan instead of only on the provider's page.
 */
export function RenewalButton({
  supplierId,
  renews,
  periodEnd,
}: {
  supplierId: string;
  renews: boolean;
  periodEnd: string | null;
}) {
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const change = useMutation({
    // done when the provider's event has applied it; the viewer carries the plan's end date (the venue-pro end popup
    // reads it)
    mutationFn: async (next: boolean) => {
      await billingCalls.setRenewal(supplierId, next);
      return waitForPlans(queryClient, supplierId, (data) => (data.subscription?.endsAt === null) === next);
    },
    onSuccess: async (applied, next) => {
      close();
      showSnackbar({
        mode: applied ? 'success' : 'info',
        text: t(applied ? (next ? 'renewal.kept' : 'renewal.cancelled') : 'renewal.pending'),
      });
      await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
  const failure = change.error instanceof ApiError ? Object.values(change.error.fields)[0] : undefined;
  const error = change.isError && (
    <Text size="sm" c="red.8" role="alert">
      {failure ? t(failure) : t('renewal.failed')}
    </Text>
  );
  if (!renews) {
    return (
      <>
        <Button variant="default" onClick={() => change.mutate(true)} loading={change.isPending}>
          {t('renewal.keep')}
        </Button>
        {error}
      </>
    );
  }
  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {t('renewal.cancel')}
      </Button>
      <LazyModal
        opened={opened}
        onClose={close}
        title={t('renewal.title')}
        centered
        closeButtonProps={{ 'aria-label': tCommon('close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{periodEnd ? t('renewal.text', { date: periodEnd }) : t('renewal.textNoDate')}</Text>
          {error}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('renewal.keep')}
            </Button>
            <Button color="red" onClick={() => change.mutate(false)} loading={change.isPending}>
              {t('renewal.confirm')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
