import { z } from './zod.ts';
import { instant } from './instant.ts';
import { planFamilies, planTiers, subscriptionStatuses } from './plans.ts';
import { tiers } from './tiers.ts';
import { planStandingSchema } from './plan-standing.ts';

/** GET /api/supplier/{id}/plans: the plans a supplier is offered and the subscription it has. */

const planSchema = z.object({
  id: z.string(),
  tier: z.enum(planTiers),
  monthlyAmount: z.number().int(),
  currency: z.string(),
});

export const plansAnswerSchema = z.object({
  family: z.enum(planFamilies),
  /** The supplier's tier now (a plan, a trial or an admin's change). */
  tier: z.enum(tiers),
  plans: z.array(planSchema),
  /** Whether that subscription is the plan in force (an admin's tier change overrides it): what /plans shows. */
  standing: planStandingSchema,
  /** The supplier's running subscription, if any (switched, cancelled or managed also while an admin's tier overrides it). */
  subscription: z
    .object({
      planId: z.string(),
      tier: z.enum(planTiers),
      status: z.enum(subscriptionStatuses),
      currentPeriodEnd: instant.nullable(),
      /** When it ends, once cancelled; null while it renews. */
      endsAt: instant.nullable(),
      /** A renewal failed and was not paid since: the supplier is warned until it is. */
      paymentFailedAt: instant.nullable(),
    })
    .nullable(),
});
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;
