import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { OneOffDetails } from '../../../domain/one-off-products.ts';
import type { PurchaseKind } from '../../../domain/purchases-api.ts';
import type { Db } from '../../db/client.ts';
import { paymentSessions, subscriptionInvoices } from '../../db/schema/index.ts';
import { settledStatuses } from '../payments/one-off.ts';

export const purchasesPageSize = 20;

/** One purchase row: a single payment (credits, a search boost, counties) or an invoice of a plan (first payment or renewal). */
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
  hostedUrl: string | null;
}

/**
 * What the supplier bought, newest first, a page at a time: single payments (credits packs, search boosts,
 * counties) that were paid or failed (an open checkout is nothing bought yet) and every invoice of its plans. One query (UNION ALL) orders and
 * pages both kinds together.
 */
export async function purchasesOf(db: Db, supplierId: string, page: number): Promise<{ rows: PurchaseRow[]; total: number }> {
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
      hostedUrl: sql<string | null>`null::text`.as('hosted_url'),
    })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.supplierId, supplierId), inArray(paymentSessions.status, settledStatuses)));
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
    })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.supplierId, supplierId));
  const [rows, [creditCount], [invoiceCount]] = await Promise.all([
    unionAll(credits, invoices)
      .orderBy(desc(sql`at`), desc(sql`id`))
      .limit(purchasesPageSize)
      .offset((page - 1) * purchasesPageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(paymentSessions).where(and(eq(paymentSessions.supplierId, supplierId), inArray(paymentSessions.status, settledStatuses))),
    db.select({ count: sql<number>`count(*)::int` }).from(subscriptionInvoices).where(eq(subscriptionInvoices.supplierId, supplierId)),
  ]);
  return { rows: rows.map((row) => ({ ...row, at: new Date(row.at) })), total: (creditCount?.count ?? 0) + (invoiceCount?.count ?? 0) };
}
