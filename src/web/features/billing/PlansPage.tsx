import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isFeature } from '../../../domain/feature-access.ts';
import { planBenefitsFor, recommendedPlanTier } from '../../../domain/plan-benefits.ts';
import type { PlansAnswer } from '../../../domain/plans-api.ts';
import { roleMay } from '../../../domain/roles.ts';
import { isTier, tierAtLeast } from '../../../domain/tiers.ts';
import { supplierKindOf } from '../../../domain/viewer-features.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { TalkToUsCard } from '../call-requests/TalkToUsCard.tsx';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useFeatureName } from '../viewer/use-feature-name.ts';
import { usePlans } from './billing-calls.ts';
import { PlanComparison } from './PlanComparison.tsx';
import type { PlanOffer } from './plan-offer.ts';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { VenueProLanding } from './VenueProLanding.tsx';

/**
 * /plans: supplier pro (or venue pro, for venues) in the supplier's currency, compared by what each plan gives, with the
 * plan in force and the recommended one marked. An "Upgrade" on a lock opens it with `tier` (and `feature`): the
 * cheapest plan that reaches that tier is scrolled to and highlighted. Only the business's admins buy (the server says
 * the same).
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
  useDocumentTitle(t('title'));
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
  const kind = supplierKindOf(supplier);
  // the cheapest plan that reaches the tier a lock asked for
  const wanted = isTier(wantedTier) ? data.plans.find((plan) => tierAtLeast(plan.tier, wantedTier)) : undefined;
  const offer: PlanOffer = {
    data,
    active,
    kind,
    canBuy,
    benefits: planBenefitsFor(kind),
    // the plan in force, not a subscription an admin's tier overrides (src/domain/plan-standing.ts)
    yours: data.standing.planTier,
    recommended: recommendedPlanTier(data.tier, kind),
    wanted: wanted?.tier ?? null,
  };
  // the body's own stack: the page's gap does not reach through QueryBody, and the venue card, the comparison and the
  // alerts would touch
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
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
      {data.subscription && (
        <SubscriptionCard
          data={{ ...data, subscription: data.subscription }}
          supplierId={supplier.id}
          canManage={canBuy}
        />
      )}
      {!canBuy && <Alert color="gray">{t('adminsOnly', { business: supplier.name })}</Alert>}
      <PlanComparison offer={offer} />
      <TalkToUsCard />
    </Stack>
  );
}
