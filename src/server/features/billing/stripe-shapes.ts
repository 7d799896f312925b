import { randomUUID } from 'node:crypto';
import { findPlan } from '../../../domain/plans.ts';
import { localPaymentIdOf, type LocalPayments, type SignedDelivery } from '../../providers/payments/local.ts';

/**
 * Objects in the shape Stripe's events carry them, for the local provider's test-mode pages to send
 * what Stripe would (subscriptions.ts reads them back like Stripe's own).
 */

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A month after `from` (the billing period). */
export function monthAfter(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export interface LocalSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  supplierId: string;
  planId: string;
}

/** The subscription with its metadata (supplier, plan) and billing period, as Stripe's events show it. */
export function stripeSubscription(
  subscription: LocalSubscription,
  state: { status: string; periodEnd: Date; endsAtPeriodEnd: boolean },
) {
  return {
    id: subscription.providerSubscriptionId,
    object: 'subscription',
    status: state.status,
    customer: subscription.providerCustomerId,
    cancel_at_period_end: state.endsAtPeriodEnd,
    metadata: { supplierId: subscription.supplierId, planId: subscription.planId },
    items: { data: [{ current_period_end: seconds(state.periodEnd) }] },
  };
}

/** An invoice of the subscription's plan, paid or failed; a retry that pays a failed invoice keeps its id. */
export function stripeInvoice(subscription: LocalSubscription, paid: boolean, invoiceId = `lin_${randomUUID()}`) {
  const plan = findPlan(subscription.planId);
  const amount = plan?.monthlyAmount ?? 0;
  return {
    id: invoiceId,
    object: 'invoice',
    amount_paid: paid ? amount : 0,
    amount_due: amount,
    currency: (plan?.currency ?? 'GBP').toLowerCase(),
    hosted_invoice_url: null,
    parent: {
      subscription_details: {
        subscription: subscription.providerSubscriptionId,
        metadata: { supplierId: subscription.supplierId, planId: subscription.planId },
      },
    },
  };
}

/**
 * The events of a paid invoice: the invoice, and the invoice payment that names the card payment that paid
 * it (since API 2025-03-31 the only link from an invoice to the payment its refunds and disputes name).
 */
export function paidInvoiceDeliveries(
  payments: LocalPayments,
  subscription: LocalSubscription,
  now: Date,
  invoiceId = `lin_${randomUUID()}`,
): SignedDelivery[] {
  const payment = {
    object: 'invoice_payment',
    invoice: invoiceId,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: localPaymentIdOf(invoiceId) },
  };
  return [
    payments.delivery('invoice.paid', stripeInvoice(subscription, true, invoiceId), now),
    payments.delivery('invoice_payment.paid', payment, now),
  ];
}
