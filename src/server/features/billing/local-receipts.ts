import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { purchasesPath } from '../../../domain/billing-paths.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { oneOffItemName } from '../../../domain/one-off-products.ts';
import { findPlan } from '../../../domain/plans.ts';
import {
  purchaseStanding,
  supportActions,
  supportActionsOf,
  type PaymentStanding,
  type SupportAction,
} from '../../../domain/purchase-standing.ts';
import type { Db } from '../../db/client.ts';
import { paymentSessions, providerPayments, subscriptionInvoices } from '../../db/schema/index.ts';
import { ensurePlatformAdmin } from '../../access/platform-admin.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { localPaymentIdOf, type LocalPayments, type SignedDelivery } from '../../providers/payments/local.ts';
import { settledStatuses } from '../payments/one-off.ts';
import {
  acceptFormPosts,
  paidForBy,
  postToOwnWebhook,
  sendTestModePage,
  testModeReceiptPage,
} from '../payments/test-mode.ts';
import { planProductName } from './plan-checkout.ts';

/** The test-mode receipt of a purchase (the real provider's invoice page stands in for it with Stripe). */
export const localReceiptPath = (kind: 'payment' | 'plan', purchaseId: string) =>
  `/api/billing/receipt/${kind}/${encodeURIComponent(purchaseId)}`;

const receiptParams = z.object({ kind: z.enum(['payment', 'plan']), purchaseId: z.string().min(1).max(128) });

/** A purchase of the local provider with its card payment's id and what that payment's events said since. */
async function findPurchase(db: Db, kind: 'payment' | 'plan', id: string) {
  const purchase = await (kind === 'payment' ? singlePayment(db, id) : planInvoice(db, id));
  if (!purchase) return undefined;
  const [facts] = await db
    .select({ refundedAmount: providerPayments.amountRefunded, dispute: providerPayments.disputeStatus })
    .from(providerPayments)
    .where(and(eq(providerPayments.provider, 'local'), eq(providerPayments.paymentId, purchase.paymentId)));
  const standing: PaymentStanding = {
    paid: purchase.status === 'paid',
    amount: purchase.amount,
    refundedAmount: facts?.refundedAmount ?? 0,
    dispute: facts?.dispute ?? null,
  };
  return { ...purchase, standing };
}

async function singlePayment(db: Db, id: string) {
  // an open checkout is nothing bought yet: it has no receipt
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.id, id),
        eq(paymentSessions.provider, 'local'),
        inArray(paymentSessions.status, settledStatuses),
      ),
    );
  if (!row) return undefined;
  const { supplierId, details, quantity, amount, currency, status } = row;
  return {
    supplierId,
    planId: null,
    details,
    quantity,
    amount,
    currency,
    status,
    at: row.completedAt ?? row.createdAt,
    paymentId: localPaymentIdOf(row.providerSessionId),
  };
}

async function planInvoice(db: Db, id: string) {
  const [row] = await db
    .select({
      supplierId: subscriptionInvoices.supplierId,
      planId: subscriptionInvoices.planId,
      amount: subscriptionInvoices.amount,
      currency: subscriptionInvoices.currency,
      status: subscriptionInvoices.status,
      at: subscriptionInvoices.createdAt,
    })
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.providerInvoiceId, id), eq(subscriptionInvoices.provider, 'local')));
  return row && { ...row, details: null, quantity: 0, paymentId: localPaymentIdOf(id) };
}

/**
 * The events Stripe sends when support refunds a payment in full, or when its card holder disputes it and the bank
 * decides.
 */
function supportDelivery(
  payments: LocalPayments,
  paymentId: string,
  amount: number,
  currency: string,
  action: SupportAction,
): SignedDelivery {
  const money = { payment_intent: paymentId, amount, currency: currency.toLowerCase() };
  switch (action) {
    case 'refund':
      return payments.delivery('charge.refunded', {
        object: 'charge',
        ...money,
        amount_refunded: amount,
        refunded: true,
      });
    case 'dispute':
      return payments.delivery('charge.dispute.created', { object: 'dispute', ...money, status: 'needs_response' });
    case 'dispute-won':
    case 'dispute-lost':
      return payments.delivery('charge.dispute.closed', {
        object: 'dispute',
        ...money,
        status: action === 'dispute-won' ? 'won' : 'lost',
      });
  }
}

/**
 * Receipts of the local payments provider (the embedded default): a page marked TEST MODE per single payment
 * and per plan invoice, with what, when, how much, whether it was paid and what was refunded or disputed
 * since. Only the supplier's admins see them. A platform admin also finds there what support does in
 * Stripe's dashboard (refund; a card holder's dispute and the bank's decision), posted as Stripe's events.
 */
export const localReceiptRoutes: FastifyPluginAsyncZod<{ payments: LocalPayments }> = async (app, { payments }) => {
  const { db } = app.deps.database;
  acceptFormPosts(app);

  app.get(
    '/api/billing/receipt/:kind/:purchaseId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          'The local test-mode receipt (HTML) of a single payment (credits, search boost, counties) or a plan invoice',
        params: receiptParams,
      },
    },
    async (request, reply) => {
      const { row, supplier, locale, isPlatformAdmin } = await paidForBy(
        request,
        await findPurchase(db, request.params.kind, request.params.purchaseId),
      );
      const t = translatorFor(locale);
      const plan = row.planId ? findPlan(row.planId) : null;
      const money = (amount: number) => formatMoney(amount, row.currency, t.locale, { exact: true });
      const { refundedAmount, dispute } = row.standing;
      const rows: [string, string][] = [
        [t('payments:checkout.supplier'), supplier.name],
        [t('payments:checkout.item'), plan ? planProductName(plan, locale) : oneOffItemName(row, t)],
        [t('payments:receipt.date'), formatDate(row.at, t.locale)],
        [t('payments:receipt.status'), t(`billing:purchases.standing.${purchaseStanding(row.standing)}`)],
        ...(refundedAmount > 0 ? [[t('payments:receipt.refunded'), money(refundedAmount)] as [string, string]] : []),
        ...(dispute
          ? [[t('payments:receipt.dispute'), t(`payments:receipt.disputeStatus.${dispute}`)] as [string, string]]
          : []),
        [t('payments:checkout.total'), money(row.amount)],
      ];
      const actions = isPlatformAdmin
        ? supportActionsOf(row.standing).map((action) => ({
            value: action,
            label: t(`payments:receipt.actions.${action}`),
            kind: action === 'dispute-won' ? ('go' as const) : ('stop' as const),
          }))
        : [];
      return sendTestModePage(
        reply,
        testModeReceiptPage({
          locale: t.locale,
          rows,
          actions,
          back: { href: purchasesPath, text: t('payments:receipt.back') },
        }),
      );
    },
  );

  app.post(
    '/api/billing/receipt/:kind/:purchaseId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary:
          "Refunds or disputes a payment on its local test-mode receipt as support would in Stripe's dashboard (platform admins only: 403 platform-admin-required), then shows the receipt again",
        params: receiptParams,
        body: z.object({ outcome: z.enum(supportActions) }),
      },
    },
    async (request, reply) => {
      const { row, ...payer } = await paidForBy(
        request,
        await findPurchase(db, request.params.kind, request.params.purchaseId),
      );
      ensurePlatformAdmin(payer);
      // only what the page offers now (a stale page's button changes nothing)
      if (supportActionsOf(row.standing).includes(request.body.outcome))
        await postToOwnWebhook(app, [
          supportDelivery(payments, row.paymentId, row.amount, row.currency, request.body.outcome),
        ]);
      return reply.redirect(localReceiptPath(request.params.kind, request.params.purchaseId), 303);
    },
  );
};
