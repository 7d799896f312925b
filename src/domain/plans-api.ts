import { z } from './zod.ts';
import { instant } from './instant.ts';
import { planFamilies, planTiers, subscriptionStatuses } from './plans.ts';
import { tiers } from './tiers.ts';

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
  /** The subscription that gives the supplier its tier now, if any. */
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
