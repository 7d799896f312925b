import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanTier } from '../../../domain/plans.ts';
import type { PlanOffer } from './plan-offer.ts';

/**
 * A mark wraps within a narrow column of the comparison rather than being cut; its longest word must still fit one
 * (PlanComparisonTable: "RECOMMANDÉE" at 768 px), so there the marks are a size smaller.
 */
const wrappingBadge = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'center' },
} as const;

/**
 * A plan's marks: "Your plan" for the plan in force; "Your tier" where a trial or an admin gives the tier without a
 * plan (no plan is in force then, plan-standing.ts); "Recommended" for the next step up (plan-benefits.ts).
 */
export function PlanBadges({ tier, offer, narrow = false }: { tier: PlanTier; offer: PlanOffer; narrow?: boolean }) {
  const { t } = useTranslation('billing');
  const { yours, recommended, data } = offer;
  const tierWithoutPlan = yours === null && data.tier === tier;
  if (yours !== tier && !tierWithoutPlan && recommended !== tier) return null;
  return (
    <Group gap={4} justify={narrow ? 'center' : 'flex-start'} preventGrowOverflow={false}>
      {yours === tier && (
        <Badge size={narrow ? 'sm' : 'md'} variant="filled" color="teal.9" styles={wrappingBadge}>
          {t('current')}
        </Badge>
      )}
      {tierWithoutPlan && (
        <Badge size={narrow ? 'sm' : 'md'} variant="outline" color="teal" c="teal.9" styles={wrappingBadge}>
          {t('currentTier')}
        </Badge>
      )}
      {recommended === tier && (
        <Badge size={narrow ? 'sm' : 'md'} variant="light" color="grape" c="grape.9" styles={wrappingBadge}>
          {t('recommended')}
        </Badge>
      )}
    </Group>
  );
}
