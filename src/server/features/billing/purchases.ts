import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { paymentSessions, subscriptionInvoices } from '../../db/schema/index.ts';

export const purchasesPageSize = 20;

/** One purchase row: a credits pack or an invoice of a plan (first payment or renewal). */
interface PurchaseRow {
  kind: 'credits' | 'plan';
  id: string;
  provider: string;
  quantity: number | null;
  planId: string | null;
  amount: number;
  currency: string;
  status: string;
  at: Date;
  hostedUrl: string | null;
}

/**
 * What the supplier bought, newest first, a page at a time: credits packs that were paid or failed (an
 * open checkout is nothing bought yet) and every invoice of its plans. One query (UNION ALL) orders and
 * pages both kinds together.
 */
export async function purchasesOf(db: Db, supplierId: string, page: number): Promise<{ rows: PurchaseRow[]; total: number }> {
  const credits = db
    .select({
      kind: sql<'credits' | 'plan'>`'credits'`.as('kind'),
      id: paymentSessions.id,
      provider: paymentSessions.provider,
      quantity: sql<number | null>`${paymentSessions.quantity}`.as('quantity'),
      planId: sql<string | null>`null::text`.as('plan_id'),
      amount: paymentSessions.amount,
      currency: paymentSessions.currency,
      status: sql<string>`${paymentSessions.status}`.as('status'),
      at: sql<Date>`coalesce(${paymentSessions.completedAt}, ${paymentSessions.createdAt})`.as('at'),
      hostedUrl: sql<string | null>`null::text`.as('hosted_url'),
    })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.supplierId, supplierId), ne(paymentSessions.status, 'open')));
  const invoices = db
    .select({
      kind: sql<'credits' | 'plan'>`'plan'`.as('kind'),
      id: subscriptionInvoices.providerInvoiceId,
      provider: subscriptionInvoices.provider,
      quantity: sql<number | null>`null::integer`.as('quantity'),
      planId: sql<string | null>`${subscriptionInvoices.planId}`.as('plan_id'),
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
    db.select({ count: sql<number>`count(*)::int` }).from(paymentSessions).where(and(eq(paymentSessions.supplierId, supplierId), ne(paymentSessions.status, 'open'))),
    db.select({ count: sql<number>`count(*)::int` }).from(subscriptionInvoices).where(eq(subscriptionInvoices.supplierId, supplierId)),
  ]);
  return { rows: rows.map((row) => ({ ...row, at: new Date(row.at) })), total: (creditCount?.count ?? 0) + (invoiceCount?.count ?? 0) };
}
