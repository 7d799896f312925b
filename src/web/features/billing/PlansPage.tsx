import { Alert, Anchor, Badge, Box, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { purchasesPath } from '../../../domain/billing-paths.ts';
import { featuresLostMovingTo, featuresUnlockedAt, isFeature } from '../../../domain/feature-access.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import type { PlansAnswer } from '../../../domain/plans-api.ts';
import { findPlan, type PlanTier } from '../../../domain/plans.ts';
import { roleMay } from '../../../domain/roles.ts';
import { isTier, tierAtLeast } from '../../../domain/tiers.ts';
import { supplierKindOf } from '../../../domain/viewer-features.ts';
import { ApiError } from '../../app/api.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { billingCalls, usePlans } from './billing-calls.ts';
import { RenewalButton } from './RenewalButton.tsx';
import { VenueProLanding } from './VenueProLanding.tsx';
import { SwitchPlanButton } from './SwitchPlanButton.tsx';
import { DowngradeNotice } from './DowngradeNotice.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { useFeatureName } from '../viewer/use-feature-name.ts';
import { TalkToUsCard } from '../call-requests/TalkToUsCard.tsx';

/**
 * /plans: supplier pro (or venue pro, for venues) in the supplier's currency, what each tier adds, and the
 * plan the supplier has. An "Upgrade" on a lock opens it with `tier` (and `feature`): the cheapest plan
 * that unlocks it is marked. Only the business's admins buy (the server says the same).
 */
export function PlansPage() {
  const active = useActiveSupplier();
  if (!active) return null;
  return <Plans active={active} />;
}

function Plans({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('billing');
  const { supplier } = active;
  const plans = usePlans(supplier.id);
  const [params] = useSearchParams();
  useDocumentTitle(t(`title.${plans.data?.family ?? 'supplierPro'}`));
  return (
    <Stack gap="lg" maw={1100}>
      <QueryBody
        query={plans}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText=""
      >
        {(data) => (
          <PlansBody
            data={data}
            active={active}
            wantedTier={params.get('tier')}
            wantedFeature={params.get('feature')}
            paymentFailed={params.get('payment') === 'failed'}
          />
        )}
      </QueryBody>
    </Stack>
  );
}

interface PlansBodyProps {
  data: PlansAnswer;
  active: ActiveSupplier;
  wantedTier: string | null;
  wantedFeature: string | null;
  paymentFailed: boolean;
}

function PlansBody({ data, active, wantedTier, wantedFeature, paymentFailed }: PlansBodyProps) {
  const { t } = useTranslation('billing');
  const { t: tTiers } = useTranslation('tiers');
  const featureName = useFeatureName();
  const { supplier } = active;
  const canBuy = roleMay(supplier.role, 'billing');
  // the cheapest plan that reaches the tier a lock asked for
  const wanted = isTier(wantedTier) ? data.plans.find((plan) => tierAtLeast(plan.tier, wantedTier)) : undefined;
  return (
    <>
      <Box>
        <Title order={1}>{t(`title.${data.family}`)}</Title>
        <Text c="dimmed">{t('intro', { business: supplier.name, tier: tTiers(`names.${data.tier}`) })}</Text>
      </Box>
      {paymentFailed && (
        <Alert color="red" role="alert">
          {t('paymentFailed')}
        </Alert>
      )}
      {wanted && isFeature(wantedFeature) && (
        <Alert color="blue">
          {t('unlocks', { feature: featureName(wantedFeature), tier: tTiers(`names.${wanted.tier}`) })}
        </Alert>
      )}
      {data.family === 'venuePro' && <VenueProLanding country={supplier.address.country} />}
      {data.subscription && <SubscriptionCard data={data} supplierId={supplier.id} canManage={canBuy} />}
      {!canBuy && <Alert color="gray">{t('adminsOnly', { business: supplier.name })}</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {data.plans.map((plan, index) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            below={data.plans[index - 1]?.tier ?? null}
            data={data}
            active={active}
            canBuy={canBuy}
            highlighted={plan.id === wanted?.id}
          />
        ))}
      </SimpleGrid>
      {/* the plans' fragment has no gap of its own: the card keeps its distance from the grid */}
      <Box mt="lg">
        <TalkToUsCard />
      </Box>
    </>
  );
}

function SubscriptionCard({
  data,
  supplierId,
  canManage,
}: {
  data: PlansAnswer;
  supplierId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('billing');
  const manage = useMutation({
    mutationFn: () => billingCalls.manage(supplierId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { t: tTiers } = useTranslation('tiers');
  const locale = useCurrentLocale();
  const subscription = data.subscription!;
  const family = findPlan(subscription.planId)?.family ?? data.family;
  const plan = { family: t(`families.${family}`), tier: tTiers(`names.${subscription.tier}`) };
  // the plan's notices only while it gives the tier in force (src/domain/plan-standing.ts): an admin's tier overrides it
  const { standing } = data;
  const ends = standing.endsAt && formatDate(standing.endsAt, locale);
  const renews = subscription.currentPeriodEnd && formatDate(subscription.currentPeriodEnd, locale);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="your-plan">
      <Title order={2} size="h3" id="your-plan">
        {t(standing.overridden ? 'overridden.title' : 'yourPlan', plan)}
      </Title>
      {standing.overridden ? (
        <Text mt={4}>{t('overridden.text', { tier: tTiers(`names.${data.tier}`) })}</Text>
      ) : ends ? (
        <Text mt={4}>{t('endsOn', { date: ends })}</Text>
      ) : (
        renews && <Text mt={4}>{t('renewsOn', { date: renews })}</Text>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        {t('changeHow')}
      </Text>
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
          <Anchor component={Link} to={purchasesPath} size="sm">
            {t('seePurchases')}
          </Anchor>
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

interface PlanCardProps {
  plan: PlansAnswer['plans'][number];
  /** The tier of the plan below, whose features this one includes. */
  below: PlanTier | null;
  data: PlansAnswer;
  active: ActiveSupplier;
  canBuy: boolean;
  highlighted: boolean;
}

function PlanCard({ plan, below, data, active, canBuy, highlighted }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const { t: tTiers } = useTranslation('tiers');
  const featureName = useFeatureName();
  const locale = useCurrentLocale();
  const { supplier } = active;
  const checkout = useMutation({
    mutationFn: () => billingCalls.startCheckout(supplier.id, plan.id),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const kind = supplierKindOf(supplier);
  const adds = featuresUnlockedAt(plan.tier, kind);
  // a lower plan than the tier the supplier has now (a plan's, a trial's or an admin's) says what it takes away first
  const lost = featuresLostMovingTo(supplier.premium.tier, plan.tier, kind);
  const [confirming, confirm] = useDisclosure(false);
  const tierName = tTiers(`names.${plan.tier}`);
  // the plan in force, not a subscription an admin's tier overrides (src/domain/plan-standing.ts)
  const isYours = data.standing.planTier === plan.tier;
  const failure = checkout.error instanceof ApiError ? Object.values(checkout.error.fields)[0] : undefined;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      style={highlighted ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3">
          {tTiers(`names.${plan.tier}`)}
        </Title>
        <Text fz={28} fw={700} lh={1.1}>
          {t('perMonth', { price: formatMoney(plan.monthlyAmount, plan.currency, locale) })}
        </Text>
        <Box style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {below
              ? t(adds.length ? 'everythingInPlus' : 'everythingIn', { tier: tTiers(`names.${below}`) })
              : t('adds')}
          </Text>
          {adds.length > 0 && (
            <List size="sm" spacing={2} mt={4}>
              {adds.map((feature) => (
                <List.Item key={feature}>{featureName(feature)}</List.Item>
              ))}
            </List>
          )}
        </Box>
        {isYours && (
          <Badge variant="outline" color="teal" c="teal.9" size="lg">
            {t('current')}
          </Badge>
        )}
        {data.subscription &&
          !isYours &&
          plan.id !== data.subscription.planId &&
          canBuy &&
          data.subscription.status !== 'past_due' && (
            <SwitchPlanButton supplierId={supplier.id} plan={plan} tierName={tierName} lost={lost} />
          )}
        {/* a tier given by a trial or an admin is bought like any other: a plan keeps it */}
        {!data.subscription && canBuy && (
          <Button
            onClick={() => (lost.length > 0 ? confirm.open() : checkout.mutate())}
            loading={checkout.isPending || checkout.isSuccess}
            variant={highlighted ? 'filled' : 'light'}
          >
            {t('choose', { tier: tierName })}
          </Button>
        )}
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
      </Stack>
    </Card>
  );
}
