import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../domain/feature-access.ts';
import { benefitTextKey } from '../../../domain/plan-benefits.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';

/** What a feature gives, in the customer's words as the active supplier's kind reads it (plan-benefits.ts). */
export function useBenefitText(): (feature: Feature) => string {
  const { t } = useTranslation('billing');
  const isVenue = useActiveSupplier()?.supplier.isVenue ?? true;
  return (feature) => t(benefitTextKey(feature, { isVenue }));
}
