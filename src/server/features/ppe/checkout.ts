import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isPayPerEnquirySupplier } from '../../../domain/enquiries/locking.ts';
import { paymentReturnPath } from '../../../domain/enquiries/ppe.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { paymentEvents, paymentSessions } from '../../db/schema/index.ts';
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

export interface HandledEvent {
  /** The event was handled before: nothing was written. */
  duplicate: boolean;
  /** Credits this event added. */
  credited: number;
}

/**
 * Settles a payment session from a verified webhook event, once: the event id is recorded first (a
 * replay stops there), the session leaves `open` only once, and the ledger entry is keyed by the
 * session, so neither a replayed nor a second "paid" event adds credits again.
 */
export async function handlePaymentEvent(db: Db, provider: PaymentsProvider['kind'], event: PaymentEvent, now: Date): Promise<HandledEvent> {
  return db.transaction(async (tx) => {
    const [session] = event.providerSessionId
      ? await tx
          .select()
          .from(paymentSessions)
          .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerSessionId, event.providerSessionId)))
      : [];
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.type, paymentSessionId: session?.id ?? null, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { duplicate: true, credited: 0 };
    if (!session || !event.outcome) return { duplicate: false, credited: 0 };

    const [settled] = await tx
      .update(paymentSessions)
      .set({ status: event.outcome, completedAt: now })
      .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')))
      .returning({ id: paymentSessions.id });
    if (!settled || event.outcome !== 'paid') return { duplicate: false, credited: 0 };
    const added = await recordLedgerTransaction(tx, {
      supplierId: session.supplierId,
      balanceType: 'enquiries',
      amount: session.quantity,
      reason: 'purchase',
      reference: `payment:${session.id}`,
      createdBy: session.createdBy,
    });
    return { duplicate: false, credited: added.applied ? session.quantity : 0 };
  });
}

export async function findLocalSession(db: Db, providerSessionId: string) {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, 'local'), eq(paymentSessions.providerSessionId, providerSessionId)));
  return session;
}
