import type { Db, Tx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/index.ts';
import { applyBillingEvent } from '../billing/subscription-events.ts';
import { applyCountiesPurchase } from '../boosts/counties.ts';
import { applyBoostPurchase } from '../boosts/search-boost.ts';
import { addPurchasedCredits } from '../ppe/checkout.ts';
import { oneOffPaymentOf, settleOneOffPayment, type OneOffPayment } from './one-off.ts';
import { recordPaymentFacts } from './provider-payments.ts';

export interface HandledEvent {
  /** The event was handled before: nothing was written. */
  duplicate: boolean;
  /** Credits this event added. */
  credited: number;
  /** The supplier whose tier, boost or counties the event changed (its public page is told), if any. */
  changedSupplierId: string | null;
}

/**
 * Applies a verified provider event exactly once, in one transaction: its id is recorded first (a replayed
 * or duplicated delivery stops there), then the single payment it settles (credits, a search boost,
 * counties: what it bought is applied when it is paid), the plan, subscription or invoice it changes, and
 * what it says of a card payment (its receipt, refunds, dispute).
 */
export async function handleProviderEvent(
  db: Db,
  provider: PaymentsProvider['kind'],
  event: PaymentEvent,
  now: Date,
): Promise<HandledEvent> {
  return db.transaction(async (tx) => {
    const payment = await oneOffPaymentOf(tx, provider, event);
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.type,
        paymentSessionId: payment?.id ?? null,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { duplicate: true, credited: 0, changedSupplierId: null };
    const paid = payment !== undefined && (await settleOneOffPayment(tx, payment, event, now));
    const credited = paid && payment.product === 'credits' ? await addPurchasedCredits(tx, payment) : 0;
    const boughtFor = paid ? await applyVisibilityPurchase(tx, payment, now) : null;
    const changedSupplierId = (await applyBillingEvent(tx, provider, event, now)) ?? boughtFor;
    if (event.payment) await recordPaymentFacts(tx, provider, event.payment, event.createdAt, now);
    return { duplicate: false, credited, changedSupplierId };
  });
}

/** A paid search boost or counties, applied; answers the supplier whose public page changed. */
function applyVisibilityPurchase(tx: Tx, payment: OneOffPayment, now: Date): Promise<string | null> {
  switch (payment.product) {
    case 'searchBoost':
      return applyBoostPurchase(tx, payment, now);
    case 'counties':
      return applyCountiesPurchase(tx, payment, now);
    case 'credits':
      return Promise.resolve(null);
  }
}
