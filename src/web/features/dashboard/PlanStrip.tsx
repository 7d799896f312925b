import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { upgradePath } from '../../../domain/billing-paths.ts';
import { nextPlanTier } from '../../../domain/plans.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { useVariant } from '../ab-testing/ab-testing.ts';
import { TierBadge } from '../shell/TierBadge.tsx';

/**
 * The plan as one slim strip (issue 34): the tier, one sentence of what the next plan brings a supplier of this kind
 * (customer language, never a feature it cannot use) and one Upgrade, whose wording is the `nextTierButton` experiment
 * (src/server/features/ab-testing/cms.json).
 */
export function PlanStrip({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('dashboard');
  const { t: tTiers } = useTranslation('tiers');
  const nextTierButton = useVariant('nextTierButton');
  const tier = supplier.premium.tier;
  const next = nextPlanTier(tier);
  const kind = supplier.isVenue ? 'venue' : 'nonVenue';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('plan.label')}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <TierBadge tier={tier} size="lg" />
          <Text size="sm">
            {next === null ? t('plan.highest') : t(`plan.next.${next}.${kind}`, { tier: tTiers(`names.${next}`) })}
          </Text>
        </Group>
        {next !== null && (
          <Button component={Link} to={upgradePath(next)} size="sm">
            {nextTierButton === 'seePlans' ? t('plan.seePlans', { tier: tTiers(`names.${next}`) }) : t('plan.upgrade')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
