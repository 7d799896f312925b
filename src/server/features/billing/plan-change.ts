import type { FastifyInstance } from 'fastify';
import { planChangeRefusal, planOfferOf } from '../../../domain/plans.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import { AppError } from '../../http/errors.ts';
import { postToOwnWebhook } from '../payments/test-mode.ts';
import { currentSubscription, planProductName } from './plan-checkout.ts';
import { stripeSubscription } from './stripe-shapes.ts';

const refusalTexts = {
  'no-subscription': 'This supplier has no plan to change',
  'same-plan': 'This is the plan the supplier has',
  'not-offered': 'This plan is not offered to this supplier',
  'payment-failed': 'The last renewal failed: settle it before changing plan',
} as const;

/**
 * Switches the supplier's running plan to another it is offered, from now (issue 11). The provider applies
 * it and tells the webhook, which sets the tier as for any plan change: Stripe by its subscription update;
 * the test-mode provider by posting the "updated" event Stripe would send, signed, to our own webhook.
 */
export async function changePlan(app: FastifyInstance, { supplier }: SupplierAccess, planId: string): Promise<void> {
  const { db } = app.deps.database;
  const { payments } = app.deps.providers;
  const subscription = await currentSubscription(db, supplier.id);
  const offer = planOfferOf(supplier);
  const refusal = planChangeRefusal(subscription, planId, offer.plans);
  if (refusal || !subscription) {
    const reason = refusal ?? 'no-subscription';
    throw new AppError(reason === 'not-offered' ? 400 : 409, reason, refusalTexts[reason], { planId: `billing:errors.change.${reason}` });
  }
  const plan = offer.plans.find((offered) => offered.id === planId)!;
  if (payments.kind === 'stripe') {
    await payments.changeSubscriptionPlan({
      providerSubscriptionId: subscription.providerSubscriptionId,
      supplierId: supplier.id,
      planId: plan.id,
      productName: planProductName(plan, supplier.locale),
      monthlyAmount: plan.monthlyAmount,
      currency: plan.currency,
    });
    return;
  }
  const state = { status: subscription.status, periodEnd: subscription.currentPeriodEnd ?? new Date(), endsAtPeriodEnd: false };
  await postToOwnWebhook(app, [payments.delivery('customer.subscription.updated', stripeSubscription({ ...subscription, planId: plan.id }, state))]);
}
