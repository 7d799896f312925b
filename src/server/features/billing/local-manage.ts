import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { plansPath } from '../../../domain/billing-paths.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { findPlan, isEndedSubscription } from '../../../domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionInvoices, subscriptions } from '../../db/schema/index.ts';
import { translatorFor, type Translate } from '../../i18n/translator.ts';
import type { LocalPayments, SignedDelivery } from '../../providers/payments/local.ts';
import {
  acceptFormPosts,
  paidForBy,
  postToOwnWebhook,
  sendTestModePage,
  testModeManagePage,
  testModeParams,
} from '../payments/test-mode.ts';
import { planProductName } from './plan-checkout.ts';
import { monthAfter, paidInvoiceDeliveries, stripeInvoice, stripeSubscription } from './stripe-shapes.ts';

type Subscription = typeof subscriptions.$inferSelect;

const manageActions = ['cancel', 'resume', 'renew', 'renewal-fails', 'give-up'] as const;
type ManageAction = (typeof manageActions)[number];

/**
 * What can be done to the subscription now, as Stripe allows it: cancel for the period's end or keep a
 * cancelled plan; make the period pass (a paid renewal, the retry of a failed one paid, or the end of a
 * cancelled plan); a renewal that fails, and then the retries giving up. Nothing once it ended.
 */
function actionsOf(row: Subscription): ManageAction[] {
  if (isEndedSubscription(row.status)) return [];
  if (row.endsAt) return ['resume', 'renew'];
  return ['cancel', 'renew', row.status === 'past_due' ? 'give-up' : 'renewal-fails'];
}

function actionLabel(t: Translate, row: Subscription, action: ManageAction): string {
  if (action === 'renew')
    return t(`payments:manage.${row.endsAt ? 'periodEnds' : row.status === 'past_due' ? 'retryPaid' : 'renewalPaid'}`);
  return t(
    `payments:manage.${{ cancel: 'cancel', resume: 'resume', 'renewal-fails': 'renewalFails', 'give-up': 'giveUp' }[action]}`,
  );
}

/** The subscription's newest failed invoice: a retry that succeeds pays that one. */
async function failedInvoiceOf(db: Db, row: Subscription): Promise<string | undefined> {
  const [invoice] = await db
    .select({ id: subscriptionInvoices.providerInvoiceId })
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.subscriptionId, row.id), eq(subscriptionInvoices.status, 'failed')))
    .orderBy(desc(subscriptionInvoices.createdAt))
    .limit(1);
  return invoice?.id;
}

/**
 * What Stripe sends for each action: the cancellation and its undoing change `cancel_at_period_end`; a
 * renewal is a new invoice and the next period (Stripe moves the period on also when the payment fails,
 * and marks the subscription past_due); a retry that succeeds pays the failed invoice; a cancelled plan
 * at its period's end, and retries that give up, delete the subscription.
 */
async function deliveriesFor(
  db: Db,
  payments: LocalPayments,
  row: Subscription,
  action: ManageAction,
  now: Date,
): Promise<SignedDelivery[]> {
  const state = { status: row.status, periodEnd: row.currentPeriodEnd ?? now, endsAtPeriodEnd: row.endsAt !== null };
  const updated = (changes: Partial<typeof state>) =>
    payments.delivery('customer.subscription.updated', stripeSubscription(row, { ...state, ...changes }), now);
  const deleted = () =>
    payments.delivery('customer.subscription.deleted', stripeSubscription(row, { ...state, status: 'canceled' }), now);
  switch (action) {
    case 'cancel':
      return [updated({ endsAtPeriodEnd: true })];
    case 'resume':
      return [updated({ endsAtPeriodEnd: false })];
    case 'renewal-fails':
      return [
        payments.delivery('invoice.payment_failed', stripeInvoice(row, false), now),
        updated({ status: 'past_due', periodEnd: monthAfter(state.periodEnd) }),
      ];
    case 'give-up':
      return [deleted()];
    case 'renew': {
      if (row.endsAt) return [deleted()];
      const failed = row.status === 'past_due' ? await failedInvoiceOf(db, row) : undefined;
      if (failed) return [...paidInvoiceDeliveries(payments, row, now, failed), updated({ status: 'active' })];
      return [
        ...paidInvoiceDeliveries(payments, row, now),
        updated({ status: 'active', periodEnd: monthAfter(state.periodEnd) }),
      ];
    }
  }
}

/**
 * The local payments provider's "customer portal" of a subscription (the embedded default), marked TEST
 * MODE, with what Stripe's offers (cancel for the period's end, keep a cancelled plan) and the time the
 * test mode makes pass (renewals paid or failed, retries giving up). Each button posts the events Stripe
 * would send to our own webhook, then returns to the plans. Only the supplier's admins see it.
 */
export const localManageRoutes: FastifyPluginAsyncZod<{ payments: LocalPayments }> = async (app, { payments }) => {
  const { db } = app.deps.database;
  acceptFormPosts(app);
  const find = async (id: string) => (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

  app.get(
    '/api/billing/local-manage/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary: "The local test-mode page (HTML) where a subscription is managed (Stripe's customer portal)",
        params: testModeParams,
      },
    },
    async (request, reply) => {
      const { row, supplier, locale } = await paidForBy(request, await find(request.params.sessionId));
      const t = translatorFor(locale);
      const plan = findPlan(row.planId);
      const ends = row.endsAt ?? row.currentPeriodEnd;
      const rows: [string, string][] = [
        [t('payments:checkout.supplier'), supplier.name],
        [t('payments:manage.plan'), plan ? planProductName(plan, locale) : row.planId],
        [
          t('payments:manage.price'),
          plan ? formatMoney(plan.monthlyAmount, plan.currency, t.locale, { exact: true }) : '',
        ],
        [t(row.endsAt ? 'payments:manage.endsOn' : 'payments:manage.renewsOn'), ends ? formatDate(ends, t.locale) : ''],
      ];
      const actions = actionsOf(row).map((action) => ({
        value: action,
        label: actionLabel(t, row, action),
        kind: action === 'resume' ? ('go' as const) : action === 'renew' ? ('plain' as const) : ('stop' as const),
      }));
      return sendTestModePage(
        reply,
        testModeManagePage({
          locale: t.locale,
          rows,
          actions,
          back: { href: plansPath, text: t('billing:checkout.back') },
        }),
      );
    },
  );

  app.post(
    '/api/billing/local-manage/:sessionId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          'Acts on a subscription on the local test-mode page (posts the events Stripe would send to the webhook), then returns to the plans',
        params: testModeParams,
        body: z.object({ outcome: z.enum(manageActions) }),
      },
    },
    async (request, reply) => {
      const { row } = await paidForBy(request, await find(request.params.sessionId));
      // only what the page offers now (a stale page's button changes nothing)
      if (actionsOf(row).includes(request.body.outcome))
        await postToOwnWebhook(app, await deliveriesFor(db, payments, row, request.body.outcome, new Date()));
      return reply.redirect(plansPath, 303);
    },
  );
};
