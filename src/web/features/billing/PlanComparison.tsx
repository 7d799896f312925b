import { useMediaQuery } from '@mantine/hooks';
import { PlanCards } from './PlanCards.tsx';
import { PlanComparisonTable } from './PlanComparisonTable.tsx';
import type { PlanOffer } from './plan-offer.ts';

/** Below 768 px the plans are cards (PlanCards says why), from 768 px a comparison table. */
const tableQuery = '(min-width: 768px)';

export function PlanComparison({ offer }: { offer: PlanOffer }) {
  // one of the two is rendered, not both hidden by CSS: a plan's buttons and texts exist once on the page
  const wide = useMediaQuery(tableQuery, false, { getInitialValueInEffect: false });
  return wide ? <PlanComparisonTable offer={offer} /> : <PlanCards offer={offer} />;
}
