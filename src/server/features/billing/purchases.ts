import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { OneOffDetails } from '../../../domain/one-off-products.ts';
import type { DisputeStatus, PurchaseKind, PurchasesShown } from '../../../domain/purchases-api.ts';
import type { Db } from '../../db/client.ts';
import { paymentSessions, providerPayments, subscriptionInvoices } from '../../db/schema/index.ts';
import { settledStatuses } from '../payments/one-off.ts';

export const purchasesPageSize = 20;

/**
 * One purchase row: a single payment (credits, a search boost, counties) or an invoice of a plan (first payment or
 * renewal).
 */
interface PurchaseRow {
  kind: PurchaseKind;
  id: string;
  provider: string;
  quantity: number | null;
  planId: string | null;
  details: OneOffDetails | null;
  amount: number;
  currency: string;
  status: string;
  at: Date;
  /** The provider's page of it: a plan invoice's, or a single payment's receipt. */
  hostedUrl: string | null;
  refundedAmount: number;
  dispute: DisputeStatus | null;
}

/**
 * What the supplier bought, newest first, a page at a time: single payments (credits packs, search boosts,
 * counties) that were paid or failed (an open checkout is nothing bought yet) and every invoice of its plans,
 * each with what its card payment's events said since (receipt, refunds, dispute). One query (UNION ALL)
 * orders and pages both kinds together. `shown` keeps one kind: the plan's invoices, or the single payments.
 */
export async function purchasesOf(
  db: Db,
  supplierId: string,
  page: number,
  shown: PurchasesShown = 'all',
): Promise<{ rows: PurchaseRow[]; total: number }> {
  // a kind left out is a branch that matches nothing, so one query still orders and pages what is shown
  const singlePayments = and(
    eq(paymentSessions.supplierId, supplierId),
    inArray(paymentSessions.status, settledStatuses),
    shown === 'plan' ? sql`false` : undefined,
  );
  const planInvoices = and(
    eq(subscriptionInvoices.supplierId, supplierId),
    shown === 'oneOff' ? sql`false` : undefined,
  );
  // one table joined twice: by checkout for single payments, by invoice for plan invoices
  const singlePayment = alias(providerPayments, 'single_payment');
  const invoicePayment = alias(providerPayments, 'invoice_payment');
  const credits = db
    .select({
      kind: sql<PurchaseKind>`${paymentSessions.product}`.as('kind'),
      id: paymentSessions.id,
      provider: paymentSessions.provider,
      quantity: sql<number | null>`${paymentSessions.quantity}`.as('quantity'),
      planId: sql<string | null>`null::text`.as('plan_id'),
      details: sql<OneOffDetails | null>`${paymentSessions.details}`.as('details'),
      amount: paymentSessions.amount,
      currency: paymentSessions.currency,
      status: sql<string>`${paymentSessions.status}`.as('status'),
      at: sql<Date>`coalesce(${paymentSessions.completedAt}, ${paymentSessions.createdAt})`.as('at'),
      hostedUrl: sql<string | null>`${singlePayment.receiptUrl}`.as('hosted_url'),
      refundedAmount: sql<number>`coalesce(${singlePayment.amountRefunded}, 0)`.as('refunded_amount'),
      dispute: sql<DisputeStatus | null>`${singlePayment.disputeStatus}`.as('dispute'),
    })
    .from(paymentSessions)
    .leftJoin(
      singlePayment,
      and(
        eq(singlePayment.provider, paymentSessions.provider),
        eq(singlePayment.checkoutSessionId, paymentSessions.providerSessionId),
      ),
    )
    .where(singlePayments);
  const invoices = db
    .select({
      kind: sql<PurchaseKind>`'plan'`.as('kind'),
      id: subscriptionInvoices.providerInvoiceId,
      provider: subscriptionInvoices.provider,
      quantity: sql<number | null>`null::integer`.as('quantity'),
      planId: sql<string | null>`${subscriptionInvoices.planId}`.as('plan_id'),
      details: sql<OneOffDetails | null>`null::jsonb`.as('details'),
      amount: subscriptionInvoices.amount,
      currency: subscriptionInvoices.currency,
      status: sql<string>`${subscriptionInvoices.status}`.as('status'),
      at: sql<Date>`${subscriptionInvoices.createdAt}`.as('at'),
      hostedUrl: sql<string | null>`${subscriptionInvoices.hostedInvoiceUrl}`.as('hosted_url'),
      refundedAmount: sql<number>`coalesce(${invoicePayment.amountRefunded}, 0)`.as('refunded_amount'),
      dispute: sql<DisputeStatus | null>`${invoicePayment.disputeStatus}`.as('dispute'),
    })
    .from(subscriptionInvoices)
    .leftJoin(
      invoicePayment,
      and(
        eq(invoicePayment.provider, subscriptionInvoices.provider),
        eq(invoicePayment.invoiceId, subscriptionInvoices.providerInvoiceId),
      ),
    )
    .where(planInvoices);
  const [rows, [creditCount], [invoiceCount]] = await Promise.all([
    unionAll(credits, invoices)
      .orderBy(desc(sql`at`), desc(sql`id`))
      .limit(purchasesPageSize)
      .offset((page - 1) * purchasesPageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentSessions)
      .where(singlePayments),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(subscriptionInvoices)
      .where(planInvoices),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, at: new Date(row.at) })),
    total: (creditCount?.count ?? 0) + (invoiceCount?.count ?? 0),
  };
}
