import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansPath, supplierProSuccessPath } from '../../../domain/billing-paths.ts';
import { withCheckout } from '../../../domain/checkout-return.ts';
import { formatMoney } from '../../../domain/format.ts';
import { findPlan } from '../../../domain/plans.ts';
import type { planCheckouts } from '../../db/schema/index.ts';
import { translatorFor } from '../../i18n/translator.ts';
import type { LocalPayments, SignedDelivery } from '../../providers/payments/local.ts';
import {
  acceptFormPosts,
  paidForBy,
  postToOwnWebhook,
  sendTestModePage,
  testModeCheckoutPage,
  testModeOutcome,
  testModeParams,
} from '../payments/test-mode.ts';
import { findLocalPlanCheckout, planProductName } from './plan-checkout.ts';
import { monthAfter, paidInvoiceDeliveries, stripeSubscription } from './stripe-shapes.ts';

type PlanCheckout = typeof planCheckouts.$inferSelect;

/**
 * The events Stripe sends when a subscription checkout is paid: the subscription (active for a month,
 * naming the supplier and plan in its metadata), its first invoice, paid, and the completed checkout.
 */
function paidDeliveries(payments: LocalPayments, checkout: PlanCheckout, now: Date): SignedDelivery[] {
  const subscription = {
    providerSubscriptionId: `lsub_${checkout.id}`,
    providerCustomerId: `lcus_${checkout.supplierId}`,
    supplierId: checkout.supplierId,
    planId: checkout.planId,
  };
  return [
    payments.delivery(
      'customer.subscription.created',
      stripeSubscription(subscription, { status: 'active', periodEnd: monthAfter(now), endsAtPeriodEnd: false }),
      now,
    ),
    ...paidInvoiceDeliveries(payments, subscription, now, `lin_${checkout.id}`),
    payments.delivery(
      'checkout.session.completed',
      {
        id: checkout.providerSessionId,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        subscription: subscription.providerSubscriptionId,
      },
      now,
    ),
  ];
}

/**
 * The local payments provider's hosted checkout of a plan (the embedded default, no card, no money),
 * marked TEST MODE: paying posts the signed events Stripe would send to our own webhook, then lands on
 * the supplier pro success page; failing lets the checkout expire and returns to the plans. A checkout
 * no longer open (paid, failed, or superseded by a newer one) only links back.
 */
export const localPlanCheckoutRoutes: FastifyPluginAsyncZod<{ payments: LocalPayments }> = async (
  app,
  { payments },
) => {
  const { db } = app.deps.database;
  acceptFormPosts(app);

  app.get(
    '/api/billing/local-checkout/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary: 'The local test-mode checkout page (HTML) of a plan',
        params: testModeParams,
      },
    },
    async (request, reply) => {
      const {
        row: checkout,
        supplier,
        locale,
      } = await paidForBy(request, await findLocalPlanCheckout(db, request.params.sessionId));
      const t = translatorFor(locale);
      const plan = findPlan(checkout.planId);
      return sendTestModePage(
        reply,
        testModeCheckoutPage({
          locale: t.locale,
          supplierName: supplier.name,
          item: plan ? planProductName(plan, locale) : checkout.planId,
          price: formatMoney(checkout.amount, checkout.currency, t.locale, { exact: true }),
          open: checkout.status === 'open',
          back: { href: plansPath, text: t('billing:checkout.back') },
        }),
      );
    },
  );

  app.post(
    '/api/billing/local-checkout/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          'Ends the local test-mode plan checkout as paid or failed (posts the signed events to the webhook), then redirects',
        params: testModeParams,
        body: testModeOutcome,
      },
    },
    async (request, reply) => {
      const { row: checkout } = await paidForBy(request, await findLocalPlanCheckout(db, request.params.sessionId));
      if (checkout.status !== 'open')
        return reply.redirect(
          checkout.status === 'completed' ? withCheckout(supplierProSuccessPath, checkout.id) : plansPath,
          303,
        );
      const now = new Date();
      const pay = request.body.outcome === 'pay';
      await postToOwnWebhook(
        app,
        pay
          ? paidDeliveries(payments, checkout, now)
          : [
              payments.delivery(
                'checkout.session.expired',
                {
                  id: checkout.providerSessionId,
                  object: 'checkout.session',
                  mode: 'subscription',
                  payment_status: 'unpaid',
                },
                now,
              ),
            ],
      );
      return reply.redirect(
        pay ? withCheckout(supplierProSuccessPath, checkout.id) : `${plansPath}?payment=failed`,
        303,
      );
    },
  );
};
