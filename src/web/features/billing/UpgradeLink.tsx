import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { upgradePath } from '../../../domain/billing-paths.ts';
import type { Feature } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';

/**
 * "Upgrade" beside a lock: the plans page, with the cheapest plan that reaches `tier` marked (and the feature named).
 */
export function UpgradeLink({ tier, feature }: { tier: Tier; feature?: Feature }) {
  const { t } = useTranslation('shell');
  return (
    <Anchor component={Link} to={upgradePath(tier, feature)} size="sm" fw={600}>
      {t('upgrade')}
    </Anchor>
  );
}
