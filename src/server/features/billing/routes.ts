import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { planOfferOf, planTierOf } from '../../../domain/plans.ts';
import { plansAnswerSchema } from '../../../domain/plans-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readTier } from '../../../domain/tiers.ts';
import { currentSubscription, findPlanCheckout, runningSubscription, startPlanCheckout } from './plan-checkout.ts';
import { checkoutReturnState } from '../../../domain/checkout-return.ts';
import { checkoutReturnAnswerSchema } from '../../../domain/checkout-return-api.ts';
import { findOneOffCheckout } from '../payments/one-off.ts';
import { planStandingOf } from '../../../domain/plan-standing.ts';
import { changePlan, setRenewal } from './subscription-changes.ts';
import { localPlanCheckoutRoutes } from './local-plan-checkout.ts';
import { localManageRoutes } from './local-manage.ts';
import { localReceiptPath, localReceiptRoutes } from './local-receipts.ts';
import { localCheckoutRoutes } from '../payments/local-checkout.ts';
import { purchasesOf, purchasesPageSize } from './purchases.ts';
import { purchasesAnswerSchema, purchasesQuerySchema } from '../../../domain/purchases-api.ts';
import { plansPath } from '../../../domain/billing-paths.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Premium plans (issue 11): supplier pro and venue pro by the supplier's kind, checkout through the
 * payments provider (the spec's /api/chargebee/checkout is POST /api/billing/checkout), applied by its
 * signed webhook events only (never by the success page).
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { payments } = app.deps.providers;

  app.get(
    '/api/supplier/:id/plans',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['billing'],
        summary: 'The plans the supplier is offered (its family, in its currency) and the subscription it has',
        params: z.object({ id: z.string() }),
        response: { 200: plansAnswerSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      const subscription = await currentSubscription(db, supplier.id);
      return {
        ...planOfferOf(supplier),
        tier: readTier(supplier.tier),
        standing: planStandingOf(readTier(supplier.tier), runningSubscription(subscription)),
        subscription: subscription && {
          planId: subscription.planId,
          tier: planTierOf(subscription.planId),
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          endsAt: subscription.endsAt?.toISOString() ?? null,
          paymentFailedAt: subscription.paymentFailedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.get(
    '/api/supplier/:id/checkouts/:checkoutId',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['billing'],
        summary:
          'What a payment return page shows for the checkout its URL names (a plan, credits, a search boost, counties): nothing pending, pending, paid in the last minutes, or failed',
        description:
          "A checkout of another business, or unknown, or settled more than 30 minutes ago, is 'nothing' (src/domain/checkout-return.ts).",
        params: z.object({ id: z.string(), checkoutId: z.string().max(64) }),
        response: { 200: checkoutReturnAnswerSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      const { checkoutId } = request.params;
      const plan = await findPlanCheckout(db, supplier.id, checkoutId);
      const checkout = plan
        ? { ...plan, status: plan.status === 'completed' ? ('paid' as const) : plan.status }
        : await findOneOffCheckout(db, supplier.id, checkoutId);
      return { state: checkoutReturnState(checkout, new Date()) };
    },
  );

  app.post(
    '/api/billing/checkout',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          "Start subscribing to a plan (the spec's /api/chargebee/checkout): answers the provider's checkout page",
        description:
          '400 validation when the plan is not offered to this supplier; 409 already-subscribed when it has a plan (switch it with /api/billing/change-plan).',
        body: z.object({ supplierId: z.string(), planId: z.string() }),
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.body.supplierId);
      return startPlanCheckout(db, payments, access, request.body.planId, app.deps.config.APP_URL);
    },
  );

  app.post(
    '/api/billing/change-plan',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          "Switch the running plan to another the supplier is offered, from now (the next invoice prorates the rest of the period); applied by the provider's event",
        description:
          '400 not-offered; 409 no-subscription, same-plan, or payment-failed while a failed renewal is open.',
        body: z.object({ supplierId: z.string(), planId: z.string().max(64) }),
        response: { 200: z.object({ planId: z.string() }) },
      },
    },
    async (request) => {
      await changePlan(app, await requireSupplierAccess(request, request.body.supplierId), request.body.planId);
      return { planId: request.body.planId };
    },
  );

  app.post(
    '/api/billing/renewal',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          "Whether the running plan renews (the spec's /api/supplier/toggle-supplier-pro and toggle-venue-pro): false cancels it for its period's end, true keeps it",
        description: '409 no-subscription, or unchanged when it renews or ends already as asked.',
        body: z.object({ supplierId: z.string(), renews: z.boolean({ error: 'validation:invalid' }) }),
        response: { 200: z.object({ renews: z.boolean() }) },
      },
    },
    async (request) => {
      await setRenewal(app, await requireSupplierAccess(request, request.body.supplierId), request.body.renews);
      return { renews: request.body.renews };
    },
  );

  app.post(
    '/api/billing/manage-subscription',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          "Manage the plan (the spec's /api/chargebee/manage-subscription): answers the provider's page to change, cancel or resume it and see its invoices",
        description: '409 no-subscription when the supplier has no plan.',
        body: z.object({ supplierId: z.string() }),
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.body.supplierId);
      const subscription = await currentSubscription(db, supplier.id);
      if (!subscription)
        throw new AppError(409, 'no-subscription', 'This supplier has no plan to manage', {
          supplierId: 'billing:errors.noSubscription',
        });
      return payments.createManageSession({
        subscriptionId: subscription.id,
        providerCustomerId: subscription.providerCustomerId,
        returnUrl: new URL(plansPath, app.deps.config.APP_URL).toString(),
        locale: supplier.locale,
      });
    },
  );

  app.get(
    '/api/supplier/:id/purchases',
    {
      // amounts paid are the business's admins' to see, like buying
      config: { supplierId: 'params.id', permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          'What the supplier bought (credits packs, search boosts, counties, plan invoices; or only the plan invoices, or only the rest), newest first, 20 a page, each with its receipt',
        params: z.object({ id: z.string() }),
        querystring: purchasesQuerySchema,
        response: { 200: purchasesAnswerSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.id);
      const { page, shown } = request.query;
      const { rows, total } = await purchasesOf(db, supplier.id, page, shown);
      return {
        purchases: rows.map((row) => ({
          kind: row.kind,
          id: row.id,
          quantity: row.quantity,
          planId: row.planId,
          details: row.details,
          amount: row.amount,
          currency: row.currency,
          status: row.status === 'paid' ? ('paid' as const) : ('failed' as const),
          at: row.at.toISOString(),
          receiptUrl:
            row.provider === 'local'
              ? localReceiptPath(row.kind === 'plan' ? 'plan' : 'payment', row.id)
              : row.hostedUrl,
          refundedAmount: row.refundedAmount,
          dispute: row.dispute,
        })),
        page,
        totalPages: Math.max(1, Math.ceil(total / purchasesPageSize)),
      };
    },
  );

  if (payments.kind === 'local') {
    await app.register(localPlanCheckoutRoutes, { payments });
    await app.register(localManageRoutes, { payments });
    await app.register(localReceiptRoutes, { payments });
    await app.register(localCheckoutRoutes, { payments });
  }
};
