import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { PlanCards } from './PlanCards.tsx';
import { PlanComparisonTable } from './PlanComparisonTable.tsx';
import type { PlanOffer } from './plan-offer.ts';

/** Below 768 px the plans are cards (PlanCards says why), from 768 px a comparison table. */
const tableQuery = '(min-width: 768px)';

export function PlanComparison({ offer }: { offer: PlanOffer }) {
  // one of the two is rendered, not both hidden by CSS: a plan's buttons and texts exist once on the page
  const wide = useMediaQuery(tableQuery, false, { getInitialValueInEffect: false });
  // a width that flickers for a moment (a full-page capture, a window being dragged) does not swap the two and close
  // a plan's open dialog
  const [settledWide] = useDebouncedValue(wide, 300);
  return settledWide ? <PlanComparisonTable offer={offer} /> : <PlanCards offer={offer} />;
}
