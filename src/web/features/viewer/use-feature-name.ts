import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../domain/feature-access.ts';
import { featureNameKey } from '../../../domain/feature-names.ts';
import { useActiveSupplier } from './use-active-supplier.ts';

/** A feature's name as the active supplier's kind reads it (venue or not; featureNameKey). */
export function useFeatureName(): (feature: Feature) => string {
  const { t } = useTranslation('tiers');
  const isVenue = useActiveSupplier()?.supplier.isVenue ?? true;
  return (feature) => t(featureNameKey(feature, { isVenue }));
}
