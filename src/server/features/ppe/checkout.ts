import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isPayPerEnquirySupplier } from '../../../domain/enquiries/locking.ts';
import { paymentReturnPath } from '../../../domain/enquiries/ppe.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/index.ts';
import { lockSupplierOf } from '../enquiries/enquiry-view.ts';
import { recordLedgerTransaction } from './ledger.ts';
import { findActivePrice } from './prices.ts';
import { translatorFor } from '../../i18n/translator.ts';

export interface StartedCheckout {
  /** Our payment session id. */
  sessionId: string;
  /** The provider's hosted checkout page; the browser goes there. */
  url: string;
}

/** Starts the checkout of a price pack for a pay-per-enquiry supplier, in the supplier's currency. */
export async function startCheckout(db: Db, payments: PaymentsProvider, access: SupplierAccess, priceId: string, appUrl: string): Promise<StartedCheckout> {
  const { supplier, user } = access;
  if (!isPayPerEnquirySupplier(lockSupplierOf(supplier))) throw new AppError(409, 'not-pay-per-enquiry', 'This supplier is not on pay per enquiry');
  const price = await findActivePrice(db, priceId);
  if (!price || price.currency !== supplier.currency) throw badRequest('validation', 'Unknown price', { priceId: 'ppe:errors.unknownPrice' });

  const sessionId = randomUUID();
  const t = translatorFor(supplier.locale);
  const checkout = await payments.createCheckoutSession({
    paymentSessionId: sessionId,
    productName: t('ppe:pack', { count: price.quantity }),
    amount: price.amount,
    currency: price.currency,
    successUrl: new URL(paymentReturnPath('success'), appUrl).toString(),
    cancelUrl: new URL(paymentReturnPath('failed'), appUrl).toString(),
    customerEmail: user.email,
  });
  await db.insert(paymentSessions).values({
    id: sessionId,
    provider: payments.kind,
    providerSessionId: checkout.providerSessionId,
    supplierId: supplier.id,
    priceId: price.id,
    quantity: price.quantity,
    amount: price.amount,
    currency: price.currency,
    createdBy: user.id,
  });
  return { sessionId, url: checkout.url };
}

type PaymentSession = typeof paymentSessions.$inferSelect;

/** The credits checkout a provider event names, if it is one. */
export async function creditCheckoutOf(tx: Tx, provider: PaymentsProvider['kind'], event: PaymentEvent): Promise<PaymentSession | undefined> {
  if (!event.providerSessionId) return undefined;
  const [session] = await tx
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, event.providerSessionId)));
  return session;
}

/**
 * Settles a credits checkout from a verified event, once (the caller recorded the event id first, so a
 * replay never gets here): the session leaves `open` only once, and the ledger entry is keyed by the
 * session, so a second "paid" event adds no credits. Answers the credits added.
 */
export async function settleCreditCheckout(tx: Tx, session: PaymentSession, event: PaymentEvent, now: Date): Promise<number> {
  if (!event.outcome) return 0;
  const [settled] = await tx
    .update(paymentSessions)
    .set({ status: event.outcome, completedAt: now })
    .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')))
    .returning({ id: paymentSessions.id });
  if (!settled || event.outcome !== 'paid') return 0;
  const added = await recordLedgerTransaction(tx, {
    supplierId: session.supplierId,
    balanceType: 'enquiries',
    amount: session.quantity,
    reason: 'purchase',
    reference: `payment:${session.id}`,
    createdBy: session.createdBy,
  });
  return added.applied ? session.quantity : 0;
}

export async function findLocalSession(db: Db, providerSessionId: string) {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, 'local'), eq(paymentSessions.providerSessionId, providerSessionId)));
  return session;
}
