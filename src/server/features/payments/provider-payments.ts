import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { providerPayments } from '../../db/schema/index.ts';
import type { PaymentFacts, PaymentsProvider } from '../../providers/payments/index.ts';

/**
 * Records what an event says of a card payment (refunds and disputes included; spec'd as "recorded" in issue
 * 11). The provider sends these events in any order and more than once, so each fills in only its part: a
 * link or receipt once known stays, the refunded total only grows, and a dispute takes the newest event (of
 * one second, a decision over an open dispute). Nothing bought is taken back here: a refund is support's
 * decision, made with its consequences (docs/decisions/billing.md, "Refunds and disputes").
 */
export async function recordPaymentFacts(
  tx: Tx,
  provider: PaymentsProvider['kind'],
  facts: PaymentFacts,
  eventAt: Date,
  now: Date,
): Promise<void> {
  const dispute = facts.dispute ?? null;
  await tx
    .insert(providerPayments)
    .values({
      provider,
      paymentId: facts.paymentId,
      checkoutSessionId: facts.checkoutSessionId ?? null,
      invoiceId: facts.invoiceId ?? null,
      receiptUrl: facts.receiptUrl ?? null,
      amountRefunded: facts.amountRefunded ?? 0,
      disputeStatus: dispute,
      disputeEventAt: dispute ? eventAt : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [providerPayments.provider, providerPayments.paymentId],
      set: {
        checkoutSessionId: sql`coalesce(${providerPayments.checkoutSessionId}, excluded.checkout_session_id)`,
        invoiceId: sql`coalesce(${providerPayments.invoiceId}, excluded.invoice_id)`,
        receiptUrl: sql`coalesce(excluded.receipt_url, ${providerPayments.receiptUrl})`,
        amountRefunded: sql`greatest(${providerPayments.amountRefunded}, excluded.amount_refunded)`,
        ...(dispute && {
          disputeStatus: sql`case when ${newerDispute} then excluded.dispute_status else ${providerPayments.disputeStatus} end`,
          disputeEventAt: sql`case when ${newerDispute} then excluded.dispute_event_at else ${providerPayments.disputeEventAt} end`,
        }),
        updatedAt: now,
      },
    });
}

const newerDispute = sql`(${providerPayments.disputeEventAt} is null or excluded.dispute_event_at > ${providerPayments.disputeEventAt} or (excluded.dispute_event_at = ${providerPayments.disputeEventAt} and excluded.dispute_status <> 'open'))`;
