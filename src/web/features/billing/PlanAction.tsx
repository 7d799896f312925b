import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { featuresLostMovingTo } from '../../../domain/feature-access.ts';
import { ApiError } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { billingCalls } from './billing-calls.ts';
import { DowngradeNotice } from './DowngradeNotice.tsx';
import type { OfferedPlan, PlanOffer } from './plan-offer.ts';
import { SwitchPlanButton } from './SwitchPlanButton.tsx';

/**
 * What a business can do with a plan: choose it (a checkout; a lower plan than its tier now says what it takes away
 * first), or switch a running plan to it. `compact` labels the buttons by the verb alone (the plan named to
 * assistive technology) for a narrow column.
 */
export function PlanAction({ plan, offer, compact }: { plan: OfferedPlan; offer: PlanOffer; compact: boolean }) {
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const { t: tTiers } = useTranslation('tiers');
  const { data, active, kind, canBuy, yours, wanted } = offer;
  const { supplier } = active;
  const checkout = useMutation({
    mutationFn: () => billingCalls.startCheckout(supplier.id, plan.id),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const lost = featuresLostMovingTo(supplier.premium.tier, plan.tier, kind);
  const [confirming, confirm] = useDisclosure(false);
  const tierName = tTiers(`names.${plan.tier}`);
  const failure = checkout.error instanceof ApiError ? Object.values(checkout.error.fields)[0] : undefined;
  const { subscription } = data;
  if (!canBuy || yours === plan.tier) return null;
  if (subscription)
    return plan.id !== subscription.planId && subscription.status !== 'past_due' ? (
      <SwitchPlanButton supplierId={supplier.id} plan={plan} tierName={tierName} lost={lost} compact={compact} />
    ) : null;
  // a tier given by a trial or an admin is bought like any other: a plan keeps it
  return (
    <>
      <Button
        onClick={() => (lost.length > 0 ? confirm.open() : checkout.mutate())}
        loading={checkout.isPending || checkout.isSuccess}
        variant={plan.tier === wanted || plan.tier === offer.recommended ? 'filled' : 'light'}
        fullWidth={compact}
        px={compact ? 'xs' : undefined}
        aria-label={compact ? t('choose', { tier: tierName }) : undefined}
      >
        {compact ? t('chooseShort') : t('choose', { tier: tierName })}
      </Button>
      <LazyModal
        opened={confirming}
        onClose={confirm.close}
        title={t('downgrade.confirmTitle', { tier: tierName })}
        centered
        closeButtonProps={{ 'aria-label': tCommon('close') }}
      >
        <Stack gap="sm">
          <DowngradeNotice lost={lost} tierName={tierName} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={confirm.close}>
              {t('downgrade.cancel')}
            </Button>
            <Button onClick={() => checkout.mutate()} loading={checkout.isPending || checkout.isSuccess}>
              {t('downgrade.confirm')}
            </Button>
          </Group>
        </Stack>
      </LazyModal>
      {checkout.isError && (
        <Text size="sm" c="red" role="alert">
          {failure ? t(failure) : t('startFailed')}
        </Text>
      )}
    </>
  );
}
