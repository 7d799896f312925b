import { Alert } from '@mantine/core';
import type { Feature } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { UpgradeLink } from './UpgradeLink.tsx';

/** A screen's notice that a part of it opens at a higher tier, with the way to that plan. */
export function FeatureLock({ title, tier, feature }: { title: string; tier: Tier; feature: Feature }) {
  return (
    <Alert color="blue" title={title}>
      <UpgradeLink tier={tier} feature={feature} />
    </Alert>
  );
}
