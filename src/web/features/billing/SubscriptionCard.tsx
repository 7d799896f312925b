import { Alert, Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { purchasesPath } from '../../../domain/billing-paths.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import type { PlansAnswer } from '../../../domain/plans-api.ts';
import { findPlan } from '../../../domain/plans.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { billingCalls } from './billing-calls.ts';
import { RenewalButton } from './RenewalButton.tsx';

interface SubscriptionCardProps {
  data: PlansAnswer & { subscription: NonNullable<PlansAnswer['subscription']> };
  supplierId: string;
  canManage: boolean;
  /** Where it stands on /purchases: its price is said, and no link leads to the page it is on. */
  onPurchases?: boolean;
}

/**
 * The supplier's running subscription: its plan and price, when it renews or ends, a failed renewal, and (for admins)
 * managing or cancelling it. The plan's notices only while it gives the tier in force (src/domain/plan-standing.ts): an
 * admin's tier overrides it.
 */
export function SubscriptionCard({ data, supplierId, canManage, onPurchases = false }: SubscriptionCardProps) {
  const { t } = useTranslation('billing');
  const { t: tTiers } = useTranslation('tiers');
  const locale = useCurrentLocale();
  const manage = useMutation({
    mutationFn: () => billingCalls.manage(supplierId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { subscription, standing } = data;
  const bought = findPlan(subscription.planId);
  const plan = { family: t(`families.${bought?.family ?? data.family}`), tier: tTiers(`names.${subscription.tier}`) };
  const ends = standing.endsAt && formatDate(standing.endsAt, locale);
  const renews = subscription.currentPeriodEnd && formatDate(subscription.currentPeriodEnd, locale);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-plan">
      <Title order={2} size="h3" id="your-plan">
        {t(standing.overridden ? 'overridden.title' : 'yourPlan', plan)}
      </Title>
      {onPurchases && bought && (
        <Text fw={600} mt={4}>
          {t('perMonth', { price: formatMoney(bought.monthlyAmount, bought.currency, locale) })}
        </Text>
      )}
      {standing.overridden ? (
        <Text mt={4}>{t('overridden.text', { tier: tTiers(`names.${data.tier}`) })}</Text>
      ) : ends ? (
        <Text mt={4}>{t('endsOn', { date: ends })}</Text>
      ) : (
        renews && <Text mt={4}>{t('renewsOn', { date: renews })}</Text>
      )}
      {!onPurchases && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('changeHow')}
        </Text>
      )}
      {standing.paymentFailed && (
        <Alert color="red" mt="sm" role="alert">
          {t('renewalFailed')}
        </Alert>
      )}
      {canManage && (
        <Group mt="md">
          <Button variant="default" onClick={() => manage.mutate()} loading={manage.isPending}>
            {t('manage')}
          </Button>
          {subscription.status !== 'past_due' && (
            <RenewalButton supplierId={supplierId} renews={!subscription.endsAt} periodEnd={renews} />
          )}
          {!onPurchases && (
            <Anchor component={Link} to={purchasesPath} size="sm">
              {t('seePurchases')}
            </Anchor>
          )}
          {manage.isError && (
            <Text size="sm" c="red" role="alert">
              {t('manageFailed')}
            </Text>
          )}
        </Group>
      )}
    </Card>
  );
}
