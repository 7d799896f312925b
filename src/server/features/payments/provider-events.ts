import type { Db } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/index.ts';
import { applyBillingEvent } from '../billing/subscription-events.ts';
import { creditCheckoutOf, settleCreditCheckout } from '../ppe/checkout.ts';

export interface HandledEvent {
  /** The event was handled before: nothing was written. */
  duplicate: boolean;
  /** Credits this event added. */
  credited: number;
  /** The supplier whose tier the event changed (its public page is told), if any. */
  changedSupplierId: string | null;
}

/**
 * Applies a verified provider event exactly once, in one transaction: its id is recorded first (a replayed
 * or duplicated delivery stops there), then the credits checkout it settles and the plan, subscription or
 * invoice it changes.
 */
export async function handleProviderEvent(db: Db, provider: PaymentsProvider['kind'], event: PaymentEvent, now: Date): Promise<HandledEvent> {
  return db.transaction(async (tx) => {
    const creditCheckout = await creditCheckoutOf(tx, provider, event);
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.type, paymentSessionId: creditCheckout?.id ?? null, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { duplicate: true, credited: 0, changedSupplierId: null };
    const credited = creditCheckout ? await settleCreditCheckout(tx, creditCheckout, event, now) : 0;
    const changedSupplierId = await applyBillingEvent(tx, provider, event, now);
    return { duplicate: false, credited, changedSupplierId };
  });
}
