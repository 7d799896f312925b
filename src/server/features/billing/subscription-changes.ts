import type { FastifyInstance } from 'fastify';
import { planChangeRefusal, planOfferOf, renewalChangeRefusal } from '../../../domain/plans.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { postToOwnWebhook } from '../payments/test-mode.ts';
import { currentSubscription, planProductName } from './plan-checkout.ts';
import { stripeSubscription } from './stripe-shapes.ts';

/**
 * What the portal changes in a running subscription itself (issue 11): its plan, and whether it renews.
 * The provider applies the change and tells the webhook, which applies it as any subscription event: Stripe
 * by its subscription update; the test-mode provider by posting the "updated" event Stripe would send,
 * signed, to our own webhook.
 */

type Subscription = typeof subscriptions.$inferSelect;

const refusalTexts = {
  'no-subscription': 'This supplier has no running plan',
  'same-plan': 'This is the plan the supplier has',
  'not-offered': 'This plan is not offered to this supplier',
  'payment-failed': 'The last renewal failed: settle it before changing plan',
  unchanged: 'The plan renews, or ends, already as asked',
} as const;

const refused = (reason: keyof typeof refusalTexts, field: string) =>
  new AppError(reason === 'not-offered' ? 400 : 409, reason, refusalTexts[reason], {
    [field]: `billing:errors.change.${reason}`,
  });

/** The "updated" event of the test-mode provider: the subscription as it is, with the change. */
async function postLocalUpdate(
  app: FastifyInstance,
  subscription: Subscription,
  change: { planId?: string; endsAtPeriodEnd: boolean },
): Promise<void> {
  const { payments } = app.deps.providers;
  if (payments.kind !== 'local') return;
  const state = {
    status: subscription.status,
    periodEnd: subscription.currentPeriodEnd ?? new Date(),
    endsAtPeriodEnd: change.endsAtPeriodEnd,
  };
  await postToOwnWebhook(app, [
    payments.delivery(
      'customer.subscription.updated',
      stripeSubscription({ ...subscription, planId: change.planId ?? subscription.planId }, state),
    ),
  ]);
}

/**
 * Switches the running plan to another the supplier is offered, from now; a plan cancelled for the period's end is
 * kept.
 */
export async function changePlan(app: FastifyInstance, { supplier }: SupplierAccess, planId: string): Promise<void> {
  const subscription = await currentSubscription(app.deps.database.db, supplier.id);
  const offer = planOfferOf(supplier);
  const refusal = planChangeRefusal(subscription, planId, offer.plans);
  if (refusal || !subscription) throw refused(refusal ?? 'no-subscription', 'planId');
  const plan = offer.plans.find((offered) => offered.id === planId)!;
  const { payments } = app.deps.providers;
  if (payments.kind === 'stripe') {
    await payments.changeSubscriptionPlan({
      providerSubscriptionId: subscription.providerSubscriptionId,
      supplierId: supplier.id,
      planId: plan.id,
      productName: planProductName(plan, supplier.locale),
      monthlyAmount: plan.monthlyAmount,
      currency: plan.currency,
    });
  } else {
    await postLocalUpdate(app, subscription, { planId: plan.id, endsAtPeriodEnd: false });
  }
}

/**
 * The spec's toggle-supplier-pro / toggle-venue-pro: the running plan renews, or is cancelled for its
 * period's end (the tier stays until then).
 */
export async function setRenewal(app: FastifyInstance, { supplier }: SupplierAccess, renews: boolean): Promise<void> {
  const subscription = await currentSubscription(app.deps.database.db, supplier.id);
  const refusal = renewalChangeRefusal(subscription, renews);
  if (refusal || !subscription) throw refused(refusal ?? 'no-subscription', 'renews');
  const { payments } = app.deps.providers;
  if (payments.kind === 'stripe') await payments.setRenewal(subscription.providerSubscriptionId, renews);
  else await postLocalUpdate(app, subscription, { endsAtPeriodEnd: !renews });
}
