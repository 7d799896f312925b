import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { showSnackbar } from '../shell/snackbar.ts';
import { billingCalls } from './billing-calls.ts';

/**
 * Cancel a plan for its period's end (asked once more), or keep a cancelled one: the spec's
 * toggle-supplier-pro / toggle-venue-pro, here beside the plan instead of only on the provider's page.
 */
export function RenewalButton({ supplierId, renews, periodEnd }: { supplierId: string; renews: boolean; periodEnd: string | null }) {
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const change = useMutation({
    mutationFn: (next: boolean) => billingCalls.setRenewal(supplierId, next),
    onSuccess: async (_answer, next) => {
      close();
      showSnackbar({ mode: 'success', text: t(next ? 'renewal.kept' : 'renewal.cancelled') });
      await queryClient.invalidateQueries({ queryKey: ['plans', supplierId] });
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
      <LazyModal opened={opened} onClose={close} title={t('renewal.title')} centered closeButtonProps={{ 'aria-label': tCommon('close') }}>
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
