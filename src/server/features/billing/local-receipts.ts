import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { findPlan } from '../../../domain/plans.ts';
import { paymentSessions, subscriptionInvoices } from '../../db/schema/index.ts';
import { settledStatuses } from '../payments/one-off.ts';
import { oneOffItemName } from '../../../domain/one-off-products.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { paidForBy, sendTestModePage, testModeReceiptPage } from '../payments/test-mode.ts';
import { planProductName } from './plan-checkout.ts';
import { purchasesPath } from '../../../domain/billing-paths.ts';

/** The test-mode receipt of a purchase (the real provider's invoice page stands in for it with Stripe). */
export const localReceiptPath = (kind: 'payment' | 'plan', purchaseId: string) => `/api/billing/receipt/${kind}/${encodeURIComponent(purchaseId)}`;

/**
 * Receipts of the local payments provider (the embedded default): a page marked TEST MODE per single
 * payment and per plan invoice, with what, when, how much and whether it was paid. Only the supplier's
 * admins see them.
 */
export const localReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  async function purchase(kind: 'payment' | 'plan', id: string) {
    if (kind === 'payment') {
      // an open checkout is nothing bought yet: it has no receipt
      const [row] = await db.select().from(paymentSessions).where(and(eq(paymentSessions.id, id), eq(paymentSessions.provider, 'local'), inArray(paymentSessions.status, settledStatuses)));
      return row && { supplierId: row.supplierId, planId: null, details: row.details, quantity: row.quantity, amount: row.amount, currency: row.currency, status: row.status, at: row.completedAt ?? row.createdAt };
    }
    const [row] = await db
      .select({ supplierId: subscriptionInvoices.supplierId, planId: subscriptionInvoices.planId, amount: subscriptionInvoices.amount, currency: subscriptionInvoices.currency, status: subscriptionInvoices.status, at: subscriptionInvoices.createdAt })
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.providerInvoiceId, id), eq(subscriptionInvoices.provider, 'local')));
    return row && { ...row, details: null, quantity: 0 };
  }

  app.get(
    '/api/billing/receipt/:kind/:purchaseId',
    {
      config: { permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary: 'The local test-mode receipt (HTML) of a single payment (credits, search boost, counties) or a plan invoice',
        params: z.object({ kind: z.enum(['payment', 'plan']), purchaseId: z.string().min(1).max(128) }),
      },
    },
    async (request, reply) => {
      const { row, supplier, locale } = await paidForBy(request, await purchase(request.params.kind, request.params.purchaseId));
      const t = translatorFor(locale);
      const plan = row.planId ? findPlan(row.planId) : null;
      return sendTestModePage(
        reply,
        testModeReceiptPage({
          locale: t.locale,
          rows: [
            [t('payments:checkout.supplier'), supplier.name],
            [t('payments:checkout.item'), plan ? planProductName(plan, locale) : oneOffItemName(row, t)],
            [t('payments:receipt.date'), formatDate(row.at, t.locale)],
            [t('payments:receipt.status'), t(row.status === 'paid' ? 'payments:receipt.paid' : 'payments:receipt.failed')],
            [t('payments:checkout.total'), formatMoney(row.amount, row.currency, t.locale, { exact: true })],
          ],
          back: { href: purchasesPath, text: t('payments:receipt.back') },
        }),
      );
    },
  );
};
