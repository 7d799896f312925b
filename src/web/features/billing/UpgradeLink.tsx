import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { upgradePath } from '../../../domain/billing-paths.ts';
import type { Feature } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';

/**
 * "Upgrade" (or the label given) beside a lock: the plans page, with the cheapest plan that reaches `tier` marked (and
 * the feature named).
 */
export function UpgradeLink({ tier, feature, children }: { tier: Tier; feature?: Feature; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Anchor component={Link} to={upgradePath(tier, feature)} size="sm" fw={600}>
      {children ?? t('upgrade')}
    </Anchor>
  );
}
