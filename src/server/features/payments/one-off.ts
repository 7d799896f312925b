import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { oneOffReturnPath } from '../../../domain/one-off-paths.ts';
import { withCheckout } from '../../../domain/checkout-return.ts';
import { oneOffItemName, type OneOffDetails, type OneOffProduct } from '../../../domain/one-off-products.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentSessions, type PaymentStatus } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/index.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';

export type OneOffPayment = typeof paymentSessions.$inferSelect;

/**
 * A payment that bought something or failed to: what /purchases lists and has receipts for (an open or expired checkout
 * bought nothing).
 */
export const settledStatuses: PaymentStatus[] = ['paid', 'failed'];

export interface OneOffOrder {
  product: OneOffProduct;
  amount: number;
  currency: string;
  quantity: number;
  priceId?: string;
  details?: OneOffDetails;
  /**
   * A new checkout closes the supplier's earlier open ones of the product first (at the provider too), so
   * two cannot both be paid: a search boost, where a second one would replace the first.
   */
  closesEarlierOpen?: boolean;
}

export interface StartedCheckout {
  /** Our payment session id. */
  sessionId: string;
  /** The provider's hosted checkout page; the browser goes there. */
  url: string;
}

/**
 * Starts a single card payment (credits, a search boost, counties) at the payments provider and keeps it
 * open until the provider's event settles it; the payer returns to the screen of the product.
 */
export async function startOneOffCheckout(
  db: Db,
  payments: PaymentsProvider,
  { supplier, user }: SupplierAccess,
  order: OneOffOrder,
  appUrl: string,
): Promise<StartedCheckout> {
  if (order.closesEarlierOpen) await closeEarlierOpen(db, payments, supplier.id, order.product);
  const sessionId = randomUUID();
  const checkout = await payments.createCheckoutSession({
    paymentSessionId: sessionId,
    // the provider's page speaks the payer's language
    productName: oneOffItemName(
      { quantity: order.quantity, details: order.details ?? null },
      translatorFor(user.locale),
    ),
    amount: order.amount,
    currency: order.currency,
    successUrl: new URL(
      withCheckout(oneOffReturnPath(order.product, 'success', supplier.id), sessionId),
      appUrl,
    ).toString(),
    cancelUrl: new URL(oneOffReturnPath(order.product, 'failed', supplier.id), appUrl).toString(),
    customerEmail: user.email,
  });
  await db.insert(paymentSessions).values({
    id: sessionId,
    provider: payments.kind,
    providerSessionId: checkout.providerSessionId,
    supplierId: supplier.id,
    product: order.product,
    priceId: order.priceId ?? null,
    details: order.details ?? null,
    quantity: order.quantity,
    amount: order.amount,
    currency: order.currency,
    createdBy: user.id,
  });
  return { sessionId, url: checkout.url };
}

/**
 * Closes the supplier's open checkouts of a product, under a lock of its row; 409 when one was paid meanwhile (the
 * provider refuses to close it).
 */
async function closeEarlierOpen(
  db: Db,
  payments: PaymentsProvider,
  supplierId: string,
  product: OneOffProduct,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const open = await tx
      .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
      .from(paymentSessions)
      .where(
        and(
          eq(paymentSessions.supplierId, supplierId),
          eq(paymentSessions.provider, payments.kind),
          eq(paymentSessions.product, product),
          eq(paymentSessions.status, 'open'),
        ),
      );
    for (const earlier of open) {
      await payments.expireCheckout(earlier.providerSessionId).catch(() => {
        throw new AppError(409, 'payment-in-progress', 'An earlier payment of this business is being completed', {
          choice: 'boosts:errors.payment-in-progress',
        });
      });
      await tx
        .update(paymentSessions)
        .set({ status: 'expired', completedAt: new Date() })
        .where(and(eq(paymentSessions.id, earlier.id), eq(paymentSessions.status, 'open')));
    }
  });
}

/** The single payment a provider event names, if it is one. */
export async function oneOffPaymentOf(
  tx: Tx,
  provider: PaymentsProvider['kind'],
  event: PaymentEvent,
): Promise<OneOffPayment | undefined> {
  if (!event.providerSessionId) return undefined;
  const [session] = await tx
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, event.providerSessionId)));
  return session;
}

/**
 * Settles a single payment from a verified event: it leaves `open` only once, so what it buys is applied
 * once (the caller applies it when this answers true: paid now).
 */
export async function settleOneOffPayment(
  tx: Tx,
  session: OneOffPayment,
  event: PaymentEvent,
  now: Date,
): Promise<boolean> {
  if (!event.outcome) return false;
  const [settled] = await tx
    .update(paymentSessions)
    .set({ status: event.outcome, completedAt: now })
    .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')))
    .returning({ id: paymentSessions.id });
  return settled !== undefined && event.outcome === 'paid';
}

export async function findLocalSession(db: Db, providerSessionId: string): Promise<OneOffPayment | undefined> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, 'local'), eq(paymentSessions.providerSessionId, providerSessionId)));
  return session;
}

/** A single payment of the supplier, for its return page (null when it has none of that id). */
export async function findOneOffCheckout(db: Db, supplierId: string, id: string) {
  const [session] = await db
    .select({ status: paymentSessions.status, completedAt: paymentSessions.completedAt })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.supplierId, supplierId), eq(paymentSessions.id, id)));
  return session ?? null;
}
