import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planBenefitsFor, planGives } from '../../../domain/plan-benefits.ts';
import { supplierKindOf } from '../../../domain/viewer-features.ts';
import { LoadError } from '../shell/LoadError.tsx';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useCheckoutReturn } from './checkout-return.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { AwaitingConfirmation } from './AwaitingConfirmation.tsx';
import { usePlans } from './billing-calls.ts';
import { useBenefitText } from './use-benefit-text.ts';

/**
 * /suppliers/supplier-pro/success (spec route), where the checkout returns after paying, naming it. The plan is
 * granted by the provider's events, not by this page: it waits for the checkout to be paid and its plan to be in
 * force, then says what the plan unlocked, once (src/domain/checkout-return.ts). Opened without a checkout of this
 * user pending, it says so at once.
 */
export function PlanSuccessPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('success.title'));
  const active = useActiveSupplier();
  if (!active) return null;
  return <PlanSuccess active={active} />;
}

function PlanSuccess({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('billing');
  const { t: tTiers } = useTranslation('tiers');
  const benefitText = useBenefitText();
  const checkout = useCheckoutReturn(active.supplier.id);
  const paid = checkout.state === 'paid';
  const plans = usePlans(paid ? active.supplier.id : undefined, { untilSubscribed: true });
  const planTier = plans.data?.standing.planTier;
  const queryClient = useQueryClient();
  const [openedAt] = useState(Date.now);
  // the menu, the locks and the tier badge follow the new tier
  useEffect(() => {
    // a refetch's failure stays in its query: invalidateQueries never rejects
    if (planTier) void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
  }, [planTier, queryClient]);
  if (checkout.failedToLoad) return <LoadError onRetry={checkout.retry} />;
  if (plans.isError) return <LoadError onRetry={() => void plans.refetch()} />;
  if (!paid || !plans.data || !planTier) {
    // the polling stops after about 3 minutes (billing-calls.ts): then say so instead of spinning on
    const gaveUp = checkout.gaveUp || (paid && plans.dataUpdatedAt - openedAt > 170_000);
    return (
      <AwaitingConfirmation
        checkout={checkout.state}
        gaveUp={gaveUp}
        confirming={t('success.confirming')}
        slow={t('success.slow')}
        back={{ to: '/plans', label: t('success.toPlans') }}
      />
    );
  }
  const kind = supplierKindOf(active.supplier);
  // what the plan gives, in the customer's words (plan-benefits.ts), the plans below it included
  const unlocked = planBenefitsFor(kind)
    .filter((benefit) => planGives(planTier, benefit))
    .map((benefit) => benefit.feature);
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md">
        <Title order={1}>{t('success.title')}</Title>
        <Text size="lg">
          {t('success.welcome', {
            family: t(`families.${plans.data.family}`),
            tier: tTiers(`names.${planTier}`),
            business: active.supplier.name,
          })}
        </Text>
        {unlocked.length > 0 && (
          <>
            <Text fw={600}>{t('success.unlocked')}</Text>
            <List spacing={4}>
              {unlocked.map((feature) => (
                <List.Item key={feature}>{benefitText(feature)}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group>
          <Button component={Link} to="/dashboard">
            {t('success.toDashboard')}
          </Button>
          <Button component={Link} to="/plans" variant="default">
            {t('success.toPlans')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
