import { randomUUID } from 'node:crypto';
import { queueAlert } from '../notifications/enqueue.ts';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  findPlan,
  planTierOf,
  subscriptionEventApplies,
  subscriptionGrantsTier,
  tierAfterSubscriptionChange,
} from '../../../domain/plans.ts';
import type { Tx } from '../../db/client.ts';
import { planCheckouts, subscriptionInvoices, subscriptions, suppliers } from '../../db/schema/index.ts';
import type { InvoiceSnapshot, PaymentEvent, SubscriptionSnapshot } from '../../providers/payments/index.ts';
import { premiumPatch } from '../suppliers/premium.ts';
import { readTier } from '../../../domain/tiers.ts';

type Provider = 'local' | 'stripe';

/**
 * The subscription row of a provider's subscription, locked for this transaction; created (incomplete) on first sight.
 */
async function lockSubscription(
  tx: Tx,
  provider: Provider,
  providerSubscriptionId: string,
  owner: { supplierId: string; planId: string },
) {
  await tx
    .insert(subscriptions)
    .values({
      id: randomUUID(),
      provider,
      providerSubscriptionId,
      ...owner,
      status: 'incomplete',
      lastEventAt: new Date(0),
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for('update');
  return row!;
}

/**
 * Applies a subscription's state from a verified event when it is newer than the one applied
 * (subscriptionEventApplies), and the supplier's tier by the premium rules (tierAfterSubscriptionChange,
 * premiumPatch) in the same transaction. A subscription names its supplier and plan in its metadata,
 * which the portal's checkout set; one without them, or naming another supplier than its first event,
 * is not ours. Answers the supplier whose tier or plan end changed.
 */
async function applySubscription(
  tx: Tx,
  provider: Provider,
  snapshot: SubscriptionSnapshot,
  eventAt: Date,
  now: Date,
): Promise<string | null> {
  const plan = snapshot.planId ? findPlan(snapshot.planId) : null;
  if (!snapshot.supplierId || !plan) return null;
  const row = await lockSubscription(tx, provider, snapshot.providerSubscriptionId, {
    supplierId: snapshot.supplierId,
    planId: plan.id,
  });
  if (row.supplierId !== snapshot.supplierId) return null;
  if (!subscriptionEventApplies({ status: row.status, at: row.lastEventAt }, { status: snapshot.status, at: eventAt }))
    return null;

  await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      status: snapshot.status,
      providerCustomerId: snapshot.providerCustomerId ?? row.providerCustomerId,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      endsAt: snapshot.endsAt,
      lastEventAt: eventAt,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));

  const [supplier] = await tx
    .select({
      tier: suppliers.tier,
      premiumActive: suppliers.premiumActive,
      premiumCreatedAt: suppliers.premiumCreatedAt,
      trialActive: suppliers.trialActive,
    })
    .from(suppliers)
    .where(eq(suppliers.id, row.supplierId))
    .for('update');
  if (!supplier) return null;
  const others = await tx
    .select({ planId: subscriptions.planId, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.supplierId, row.supplierId), ne(subscriptions.id, row.id)));
  const before = { tier: planTierOf(row.planId), grants: subscriptionGrantsTier(row.status) };
  const after = { tier: plan.tier, grants: subscriptionGrantsTier(snapshot.status) };
  const current = readTier(supplier.tier);
  const tier = tierAfterSubscriptionChange({
    currentTier: current,
    before,
    after,
    otherGrantedTiers: others.filter((o) => subscriptionGrantsTier(o.status)).map((o) => planTierOf(o.planId)),
  });
  // the plan's end date while it gives the tier (null while it renews), or when it stopped giving it
  const endDate = after.grants
    ? { premiumEndDate: snapshot.endsAt }
    : before.grants && tier !== current
      ? { premiumEndDate: now }
      : {};
  const patch = {
    ...(tier === current ? {} : premiumPatch(supplier, tier, now)),
    ...endDate,
    // a paid plan replaces a running trial: its end must not take away the tier the plan now pays for
    ...(after.grants && supplier.trialActive ? { trialActive: false } : {}),
    ...(provider === 'stripe' && snapshot.providerCustomerId ? { stripeCustomerId: snapshot.providerCustomerId } : {}),
  };
  if (Object.keys(patch).length === 0) return null;
  await tx.update(suppliers).set(patch).where(eq(suppliers.id, row.supplierId));
  return row.supplierId;
}

/**
 * Records an invoice paid or failed (a first payment or a renewal). A paid invoice stays paid whatever
 * arrives late; the supplier's warning follows the newest invoice event: on a failure, off once paid.
 */
async function recordInvoice(tx: Tx, provider: Provider, invoice: InvoiceSnapshot, eventAt: Date): Promise<void> {
  const plan = invoice.planId ? findPlan(invoice.planId) : null;
  if (!invoice.supplierId || !plan) return;
  const subscription = await lockSubscription(tx, provider, invoice.providerSubscriptionId, {
    supplierId: invoice.supplierId,
    planId: plan.id,
  });
  if (subscription.supplierId !== invoice.supplierId) return;
  const values = {
    planId: plan.id,
    status: invoice.status,
    amount: invoice.amount,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
  };
  const [recorded] = await tx
    .insert(subscriptionInvoices)
    .values({
      provider,
      providerInvoiceId: invoice.providerInvoiceId,
      supplierId: subscription.supplierId,
      subscriptionId: subscription.id,
      createdAt: eventAt,
      ...values,
    })
    .onConflictDoUpdate({
      target: [subscriptionInvoices.provider, subscriptionInvoices.providerInvoiceId],
      set: values,
      setWhere: sql`${subscriptionInvoices.status} <> 'paid'`,
    })
    .returning({ status: subscriptionInvoices.status });
  if (!recorded || (subscription.lastInvoiceAt && eventAt < subscription.lastInvoiceAt)) return;
  await tx
    .update(subscriptions)
    .set({ paymentFailedAt: recorded.status === 'failed' ? eventAt : null, lastInvoiceAt: eventAt })
    .where(eq(subscriptions.id, subscription.id));
  // the first failure of a run alerts those who handle billing (issue 36); the provider's retries that fail again do not
  if (recorded.status === 'failed' && !subscription.paymentFailedAt)
    await queueAlert(
      tx,
      { supplierId: subscription.supplierId, type: 'paymentFailed', subjectId: subscription.id },
      eventAt,
    );
}

/** Closes the plan checkout an event settles (the subscription itself arrives by its own events). */
async function settlePlanCheckout(tx: Tx, provider: Provider, event: PaymentEvent, now: Date): Promise<void> {
  if (!event.providerSessionId || !event.outcome) return;
  await tx
    .update(planCheckouts)
    .set({ status: event.outcome === 'paid' ? 'completed' : 'failed', completedAt: now })
    .where(
      and(
        eq(planCheckouts.provider, provider),
        eq(planCheckouts.providerSessionId, event.providerSessionId),
        eq(planCheckouts.status, 'open'),
      ),
    );
}

/**
 * What a verified provider event changes on the plans side; the caller has recorded the event id (replays
 * stop there). Answers the supplier whose tier changed, for the change feed.
 */
export async function applyBillingEvent(
  tx: Tx,
  provider: Provider,
  event: PaymentEvent,
  now: Date,
): Promise<string | null> {
  const changed = event.subscription
    ? await applySubscription(tx, provider, event.subscription, event.createdAt, now)
    : null;
  if (event.invoice) await recordInvoice(tx, provider, event.invoice, event.createdAt);
  await settlePlanCheckout(tx, provider, event, now);
  return changed;
}
