import { z } from '../../../domain/zod.ts';
import { subscriptionStatuses } from '../../../domain/plans.ts';
import type { DisputeStatus } from '../../../domain/purchases-api.ts';
import {
  checkoutOutcome,
  type InvoiceSnapshot,
  type PaymentEvent,
  type PaymentFacts,
  type SubscriptionSnapshot,
} from './types.ts';

/**
 * Reads an event in Stripe's shape (the local provider sends the same shape) into what the portal acts
 * on: a checkout's outcome, a subscription's state, an invoice paid or failed, a payment's receipt, refunds
 * and dispute. Fields the portal does not use are ignored; an event of another kind keeps only its id, type
 * and time.
 */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

// a subscription's checkout has no payment intent of its own (its invoice has)
const checkoutSchema = z.object({
  id: z.string().min(1),
  payment_status: z.string().optional(),
  payment_intent: z.unknown().optional(),
});

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : (z.object({ id: z.string() }).safeParse(value).data?.id ?? null);

const subscriptionSchema = z.object({
  id: z.string().min(1),
  status: z.enum(subscriptionStatuses),
  customer: z.unknown().optional(),
  cancel_at_period_end: z.boolean().default(false),
  cancel_at: z.number().int().nullish(),
  metadata: z.record(z.string(), z.string()).default({}),
  // since API version 2025-03-31 the billing period is on the subscription's items
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().int().optional() })) }).optional(),
});

const invoiceSchema = z.object({
  id: z.string().min(1),
  amount_paid: z.number().int().default(0),
  amount_due: z.number().int().default(0),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
  // since API version 2025-03-31 an invoice names its subscription under parent.subscription_details
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: z.unknown(), metadata: z.record(z.string(), z.string()).nullish() })
        .nullish(),
    })
    .nullish(),
});

// since API version 2025-03-31 an invoice names its payments only through invoice payments
const invoicePaymentSchema = z.object({
  invoice: z.unknown(),
  payment: z.object({ payment_intent: z.unknown().optional() }),
});
const chargeSchema = z.object({
  payment_intent: z.unknown(),
  receipt_url: z.string().nullish(),
  amount_refunded: z.number().int().min(0).default(0),
});
const disputeSchema = z.object({ payment_intent: z.unknown(), status: z.string() });

/**
 * Stripe's dispute statuses read as where the dispute stands: an inquiry closed keeps the money; a dispute
 * prevented (stopped before the chargeback, e.g. by Visa's RDR, which refunds the card holder) gave it back.
 */
function disputeStatusOf(status: string): DisputeStatus {
  if (status === 'lost' || status === 'prevented') return 'lost';
  return status === 'won' || status === 'warning_closed' ? 'won' : 'open';
}

/**
 * What a charge, refund, dispute or invoice-payment event says of its payment intent; null for an event without one.
 */
function paymentFactsOf(type: string, object: unknown): PaymentFacts | null {
  if (type === 'invoice_payment.paid') {
    const parsed = invoicePaymentSchema.safeParse(object);
    const paymentId = idOf(parsed.data?.payment.payment_intent);
    const invoiceId = idOf(parsed.data?.invoice);
    return paymentId && invoiceId ? { paymentId, invoiceId } : null;
  }
  if (type.startsWith('charge.dispute.')) {
    const parsed = disputeSchema.safeParse(object);
    const paymentId = idOf(parsed.data?.payment_intent);
    return paymentId && parsed.data ? { paymentId, dispute: disputeStatusOf(parsed.data.status) } : null;
  }
  if (type === 'charge.succeeded' || type === 'charge.updated' || type === 'charge.refunded') {
    const parsed = chargeSchema.safeParse(object);
    const paymentId = idOf(parsed.data?.payment_intent);
    if (!paymentId || !parsed.data) return null;
    return {
      paymentId,
      amountRefunded: parsed.data.amount_refunded,
      ...(parsed.data.receipt_url ? { receiptUrl: parsed.data.receipt_url } : {}),
    };
  }
  return null;
}

function subscriptionOf(object: unknown): SubscriptionSnapshot | null {
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return null;
  const { id, status, customer, cancel_at_period_end, cancel_at, metadata, items } = parsed.data;
  const periodEnd = items?.data[0]?.current_period_end;
  const currentPeriodEnd = periodEnd === undefined ? null : new Date(periodEnd * 1000);
  return {
    providerSubscriptionId: id,
    providerCustomerId: idOf(customer),
    status,
    supplierId: metadata.supplierId ?? null,
    planId: metadata.planId ?? null,
    currentPeriodEnd,
    // a cancellation for a date (cancel_at) or for the period's end
    endsAt: cancel_at ? new Date(cancel_at * 1000) : cancel_at_period_end ? currentPeriodEnd : null,
  };
}

function invoiceOf(object: unknown, status: InvoiceSnapshot['status']): InvoiceSnapshot | null {
  const parsed = invoiceSchema.safeParse(object);
  const subscription = idOf(parsed.data?.parent?.subscription_details?.subscription);
  if (!parsed.success || !subscription) return null;
  const invoice = parsed.data;
  const metadata = invoice.parent?.subscription_details?.metadata ?? {};
  return {
    providerInvoiceId: invoice.id,
    providerSubscriptionId: subscription,
    supplierId: metadata.supplierId ?? null,
    planId: metadata.planId ?? null,
    status,
    amount: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The event, or null when the body is not an event. */
export function readStripeEvent(body: unknown): PaymentEvent | null {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id, type, created, data } = parsed.data;
  const event: PaymentEvent = {
    eventId: id,
    type,
    createdAt: new Date(created * 1000),
    outcome: null,
    providerSessionId: null,
    subscription: null,
    invoice: null,
    payment: null,
  };
  if (type.startsWith('checkout.session.')) {
    const session = checkoutSchema.safeParse(data.object);
    if (!session.success) return event;
    const paymentId = idOf(session.data.payment_intent);
    const payment = paymentId ? { paymentId, checkoutSessionId: session.data.id } : null;
    return {
      ...event,
      outcome: checkoutOutcome(type, session.data.payment_status),
      providerSessionId: session.data.id,
      payment,
    };
  }
  if (type.startsWith('customer.subscription.')) return { ...event, subscription: subscriptionOf(data.object) };
  if (type === 'invoice.paid') return { ...event, invoice: invoiceOf(data.object, 'paid') };
  if (type === 'invoice.payment_failed') return { ...event, invoice: invoiceOf(data.object, 'failed') };
  return { ...event, payment: paymentFactsOf(type, data.object) };
}
