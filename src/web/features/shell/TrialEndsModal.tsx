import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { upgradePath } from '../../../domain/billing-paths.ts';
import { formatDate } from '../../../domain/format.ts';
import { roleMay } from '../../../domain/roles.ts';
import { trialExtensionDays, trialTier } from '../../../domain/trial.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { api, ApiError } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from './use-language.ts';

/**
 * The end-of-trial popup's body (EndOfTrialPopup.tsx decides when it shows): loaded only for a business it shows to.
 */
export function TrialEndsModal({ supplier, onClose }: { supplier: SupplierView; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const extension = useMutation({
    mutationFn: () => api.post<SupplierView>(`/api/supplier/${supplier.id}/trial/extension`, {}),
    onSuccess: async (extended) => {
      showSnackbar({
        mode: 'success',
        text: t('trial.extended', {
          date: formatDate(extended.admin.premium.trial.endsAt!, locale, { dateStyle: 'long' }),
        }),
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
  const endsAt = supplier.admin.premium.trial.endsAt!;
  const canExtend = roleMay(supplier.role, 'billing');
  const refusal = extension.error instanceof ApiError ? extension.error.code : null;
  return (
    <LazyModal
      opened
      onClose={onClose}
      title={t('trial.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': tCommon('close') }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('trial.text', {
            date: formatDate(endsAt, locale, { dateStyle: 'long', timeStyle: 'short' }),
            tier: t(`tiers:names.${trialTier}`),
          })}
        </Text>
        <Text size="sm">
          {canExtend ? t('trial.extendOnce', { count: trialExtensionDays(new Date()) }) : t('trial.askAdmin')}
        </Text>
        {extension.isError && (
          <Text size="sm" c="red.8" role="alert">
            {t(refusal && refusal.startsWith('trial-') ? `trial.refused.${refusal}` : 'trial.failed')}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('trial.later')}
        </Button>
        <Button
          variant={canExtend ? 'default' : 'filled'}
          onClick={() => {
            onClose();
            // navigate's promise only says when the route has loaded; the router shows its own errors
            void navigate(upgradePath(trialTier));
          }}
        >
          {t('trial.plans')}
        </Button>
        {canExtend && (
          <Button loading={extension.isPending} onClick={() => extension.mutate()}>
            {t('trial.extend', { count: trialExtensionDays(new Date()) })}
          </Button>
        )}
      </Group>
    </LazyModal>
  );
}
