import type { SupplierKind } from '../../../domain/feature-access.ts';
import type { PlanBenefit } from '../../../domain/plan-benefits.ts';
import type { PlansAnswer } from '../../../domain/plans-api.ts';
import type { PlanTier } from '../../../domain/plans.ts';
import type { ActiveSupplier } from '../viewer/use-active-supplier.ts';

export type OfferedPlan = PlansAnswer['plans'][number];

/** Everything the plans' comparison (table or cards) shows of the supplier's offer. */
export interface PlanOffer {
  data: PlansAnswer;
  active: ActiveSupplier;
  kind: SupplierKind;
  canBuy: boolean;
  /** The benefits compared, cheapest plan first. */
  benefits: PlanBenefit[];
  /** The plan that is in force (plan-standing.ts), marked "Your plan". */
  yours: PlanTier | null;
  recommended: PlanTier | null;
  /** The plan a lock's "Upgrade" points to: scrolled to and highlighted. */
  wanted: PlanTier | null;
}
