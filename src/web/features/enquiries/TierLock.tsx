import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../domain/feature-access.ts';
import { LockIcon } from '../shell/LockIcon.tsx';
import { TierBadge } from '../shell/TierBadge.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import type { Gate } from './use-enquiry-gates.ts';
import { useFeatureName } from '../viewer/use-feature-name.ts';

/**
 * A locked feature: the padlock, what it is, the minimum tier that opens it and "Upgrade" (inline, so it wraps in
 * narrow places).
 */
export function TierLock({ gate, feature }: { gate: Gate; feature: Feature }) {
  const { t } = useTranslation('enquiries');
  const { t: tTiers } = useTranslation('tiers');
  const featureName = useFeatureName();
  if (gate.open || !gate.minTier) return null;
  return (
    <Text size="sm" c="dimmed">
      <LockIcon /> {t('locks.from', { feature: featureName(feature), tier: tTiers(`names.${gate.minTier}`) })}{' '}
      <TierBadge tier={gate.minTier} size="xs" style={{ verticalAlign: 'middle' }} />{' '}
      <UpgradeLink tier={gate.minTier} feature={feature} />
    </Text>
  );
}
