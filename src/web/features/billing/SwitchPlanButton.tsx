import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/format.ts';
import type { Feature } from '../../../domain/feature-access.ts';
import type { PlansAnswer } from '../../../domain/plans-api.ts';
import { ApiError } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { billingCalls, waitForPlans } from './billing-calls.ts';
import { DowngradeNotice } from './DowngradeNotice.tsx';

type Plan = PlansAnswer['plans'][number];

/**
 * "Switch to …" on a plan card while another plan runs: asked once more (the price changes from now, the
 * next invoice prorates the rest of the period; a lower plan names what it takes away), then the provider applies it
 * and the plans, the tier and the menu follow.
 */
interface SwitchPlanButtonProps {
  supplierId: string;
  plan: Plan;
  tierName: string;
  /** What this plan would take away from the supplier's current tier (none for a move up). */
  lost: readonly Feature[];
  /** "Switch" alone (the plan named to assistive technology): a narrow column of the plans' comparison. */
  compact?: boolean;
}

export function SwitchPlanButton({ supplierId, plan, tierName, lost, compact = false }: SwitchPlanButtonProps) {
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const change = useMutation({
    // done when the provider's event has applied it, so the page never offers the old plan again meanwhile
    mutationFn: async () => {
      await billingCalls.changePlan(supplierId, plan.id);
      return waitForPlans(queryClient, supplierId, (data) => data.subscription?.planId === plan.id);
    },
    onSuccess: async (applied) => {
      close();
      showSnackbar({
        mode: applied ? 'success' : 'info',
        text: t(applied ? 'switch.done' : 'switch.pending', { tier: tierName }),
      });
      await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
  const failure = change.error instanceof ApiError ? Object.values(change.error.fields)[0] : undefined;
  return (
    <>
      <Button
        variant="light"
        onClick={open}
        fullWidth={compact}
        px={compact ? 'xs' : undefined}
        aria-label={compact ? t('switch.button', { tier: tierName }) : undefined}
      >
        {t(compact ? 'switch.short' : 'switch.button', { tier: tierName })}
      </Button>
      <LazyModal
        opened={opened}
        onClose={close}
        title={t('switch.title', { tier: tierName })}
        centered
        closeButtonProps={{ 'aria-label': tCommon('close') }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('switch.text', { tier: tierName, price: formatMoney(plan.monthlyAmount, plan.currency, locale) })}
          </Text>
          <DowngradeNotice lost={lost} tierName={tierName} />
          {change.isError && (
            <Text size="sm" c="red.8" role="alert">
              {failure ? t(failure) : t('switch.failed')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('switch.cancel')}
            </Button>
            <Button onClick={() => change.mutate()} loading={change.isPending}>
              {t('switch.confirm', { tier: tierName })}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
}
