import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { featuresUnlockedAt } from '../../../domain/feature-access.ts';
import { planTiers } from '../../../domain/plans.ts';
import { tierAtLeast } from '../../../domain/tiers.ts';
import { supplierKindOf } from '../../../domain/viewer-features.ts';
import { LoadError } from '../shell/LoadError.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { AwaitingConfirmation } from './AwaitingConfirmation.tsx';
import { usePlans } from './billing-calls.ts';
import { useFeatureName } from '../viewer/use-feature-name.ts';

/**
 * /suppliers/supplier-pro/success (spec route), where the checkout returns after paying. The plan is
 * granted by the provider's events, not by this page: it waits for the subscription to show, then says
 * what the plan unlocked.
 */
export function PlanSuccessPage() {
  const { t } = useTranslation('billing');
  const { t: tTiers } = useTranslation('tiers');
  const featureName = useFeatureName();
  useDocumentTitle(t('success.title'));
  const active = useActiveSupplier();
  const plans = usePlans(active?.supplier.id, { untilSubscribed: true });
  const subscription = plans.data?.subscription;
  const queryClient = useQueryClient();
  const [openedAt] = useState(Date.now);
  // the menu, the locks and the tier badge follow the new tier
  useEffect(() => {
    // a refetch's failure stays in its query: invalidateQueries never rejects
    if (subscription) void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
  }, [subscription, queryClient]);
  if (!active) return null;
  if (plans.isError) return <LoadError onRetry={() => void plans.refetch()} />;
  if (!plans.data || !subscription) {
    // the polling stops after about 3 minutes (billing-calls.ts): then say so instead of spinning on
    const gaveUp = plans.dataUpdatedAt - openedAt > 170_000;
    return (
      <AwaitingConfirmation
        gaveUp={gaveUp}
        confirming={t('success.confirming')}
        slow={t('success.slow')}
        back={{ to: '/plans', label: t('success.toPlans') }}
      />
    );
  }
  const kind = supplierKindOf(active.supplier);
  const unlocked = planTiers
    .filter((tier) => tierAtLeast(subscription.tier, tier))
    .flatMap((tier) => featuresUnlockedAt(tier, kind));
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md">
        <Title order={1}>{t('success.title')}</Title>
        <Text size="lg">
          {t('success.welcome', {
            family: t(`families.${plans.data.family}`),
            tier: tTiers(`names.${subscription.tier}`),
            business: active.supplier.name,
          })}
        </Text>
        {unlocked.length > 0 && (
          <>
            <Text fw={600}>{t('success.unlocked')}</Text>
            <List spacing={4}>
              {unlocked.map((feature) => (
                <List.Item key={feature}>{featureName(feature)}</List.Item>
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
