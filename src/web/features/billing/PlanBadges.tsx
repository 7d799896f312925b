import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanTier } from '../../../domain/plans.ts';
import type { PlanOffer } from './plan-offer.ts';

/**
 * A plan's marks: "Your plan" for the plan in force; "Your tier" where a trial or an admin gives the tier without a
 * plan (no plan is in force then, plan-standing.ts); "Recommended" for the next step up (plan-benefits.ts).
 */
/** A mark wraps within a narrow column of the comparison rather than being cut ("Recommandée" at 768 px). */
const wrappingBadge = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'center' },
} as const;

export function PlanBadges({ tier, offer, centred = false }: { tier: PlanTier; offer: PlanOffer; centred?: boolean }) {
  const { t } = useTranslation('billing');
  const { yours, recommended, data } = offer;
  const tierWithoutPlan = yours === null && data.tier === tier;
  if (yours !== tier && !tierWithoutPlan && recommended !== tier) return null;
  return (
    <Group gap={4} justify={centred ? 'center' : 'flex-start'} preventGrowOverflow={false}>
      {yours === tier && (
        <Badge variant="filled" color="teal.9" styles={wrappingBadge}>
          {t('current')}
        </Badge>
      )}
      {tierWithoutPlan && (
        <Badge variant="outline" color="teal" c="teal.9" styles={wrappingBadge}>
          {t('currentTier')}
        </Badge>
      )}
      {recommended === tier && (
        <Badge variant="light" color="grape" c="grape.9" styles={wrappingBadge}>
          {t('recommended')}
        </Badge>
      )}
    </Group>
  );
}
