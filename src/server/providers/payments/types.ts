import type { IncomingHttpHeaders } from 'node:http';
import type { SubscriptionStatus } from '../../../domain/plans.ts';
import type { DisputeStatus } from '../../../domain/purchases-api.ts';

/** A pack of credits to pay for; amount in minor units of currency. */
interface CheckoutRequest {
  /** Our payment session id; the provider hands it back with its events. */
  paymentSessionId: string;
  productName: string;
  amount: number;
  currency: string;
  /** Where the payer lands after paying or giving up. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  /** The provider's id of the checkout session; its webhook events name it. */
  providerSessionId: string;
  /** The hosted checkout page the browser opens. */
  url: string;
}

export type PaymentOutcome = 'paid' | 'failed';

/** A plan to subscribe to, billed monthly; amount in minor units of currency. */
interface SubscriptionCheckoutRequest {
  /** Our plan checkout id; the provider hands it back with the checkout's events. */
  planCheckoutId: string;
  /** Carried on the subscription, so each of its events names the supplier and plan. */
  supplierId: string;
  planId: string;
  productName: string;
  monthlyAmount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** The provider's customer of the supplier, when it has one: its subscriptions stay under one customer. */
  customerId?: string;
}

/** A running subscription switched to another plan from now (the next invoice prorates the rest of the period). */
export interface PlanChangeRequest {
  providerSubscriptionId: string;
  /** The subscription's metadata after the change: its events name the new plan. */
  supplierId: string;
  planId: string;
  productName: string;
  monthlyAmount: number;
  currency: string;
}

interface ManageSessionRequest {
  /** Our id of the subscription (the local provider's page is about it). */
  subscriptionId: string;
  providerCustomerId: string | null;
  returnUrl: string;
  /** The page's language (a BCP 47 tag). */
  locale: string;
}

/** A subscription as an event shows it (Stripe's fields, read by stripe-events.ts). */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: SubscriptionStatus;
  /** From the subscription's metadata, which the portal's checkout sets. */
  supplierId: string | null;
  planId: string | null;
  currentPeriodEnd: Date | null;
  /** When a cancelled subscription ends (null while it renews). */
  endsAt: Date | null;
}

/** An invoice of a subscription that was paid or failed. */
export interface InvoiceSnapshot {
  providerInvoiceId: string;
  providerSubscriptionId: string;
  /**
   * The subscription's metadata as the invoice carries it: an invoice may arrive before its subscription's first event.
   */
  supplierId: string | null;
  planId: string | null;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
  hostedInvoiceUrl: string | null;
}

/**
 * What an event says of one card payment (a Stripe payment intent): the checkout or invoice it paid, its
 * receipt, the refunded total, its dispute. Each event tells a part; the others are left undefined.
 */
export interface PaymentFacts {
  paymentId: string;
  checkoutSessionId?: string;
  invoiceId?: string;
  receiptUrl?: string;
  /** The running total refunded, in minor units. */
  amountRefunded?: number;
  dispute?: DisputeStatus;
}

/** A verified webhook event, read into what the portal acts on. */
export interface PaymentEvent {
  /** The provider's event id: a replayed or duplicated delivery has the same one. */
  eventId: string;
  type: string;
  /** When the provider made the event: subscription changes arriving out of order are put back in order by it. */
  createdAt: Date;
  /** Null for events that settle nothing (e.g. an asynchronous payment still pending). */
  outcome: PaymentOutcome | null;
  providerSessionId: string | null;
  subscription: SubscriptionSnapshot | null;
  invoice: InvoiceSnapshot | null;
  payment: PaymentFacts | null;
}

/** Card payments for credits (design.md section 3): a hosted checkout plus signed webhook events. */
export interface PaymentsProviderBase {
  /** 'local' is the test-mode checkout page of this server; 'stripe' is Stripe Checkout. */
  readonly kind: 'local' | 'stripe';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** A hosted checkout that starts a monthly subscription to a plan. */
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutSession>;
  /** Closes a checkout that was not paid, so it cannot be paid any more; throws when it was completed. */
  expireCheckout(providerSessionId: string): Promise<void>;
  /**
   * The provider's page where a customer changes plan, cancels, resumes and sees invoices; it returns to `returnUrl`.
   */
  createManageSession(request: ManageSessionRequest): Promise<{ url: string }>;
  /**
   * Verifies the signature over the raw body and reads the event; throws InvalidWebhookError when it is not authentic
   * or not an event.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
}

export class InvalidWebhookError extends Error {}

/** The checkout-session events both providers send (Stripe's names), read into an outcome. */
export function checkoutOutcome(type: string, paymentStatus: string | undefined): PaymentOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
      // a delayed method (e.g. a bank debit) completes unpaid and settles by a later async event
      return paymentStatus === 'paid' || paymentStatus === 'no_payment_required' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return null;
  }
}
