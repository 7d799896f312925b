import type { IncomingHttpHeaders } from 'node:http';

/** A pack of credits to pay for; amount in minor units of currency. */
export interface CheckoutRequest {
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

/** A verified webhook event, read into what the portal acts on. */
export interface PaymentEvent {
  /** The provider's event id: a replayed or duplicated delivery has the same one. */
  eventId: string;
  type: string;
  /** Null for events that settle nothing (e.g. an asynchronous payment still pending). */
  outcome: PaymentOutcome | null;
  providerSessionId: string | null;
}

/** Card payments for credits (design.md section 3): a hosted checkout plus signed webhook events. */
export interface PaymentsProviderBase {
  /** 'local' is the test-mode checkout page of this server; 'stripe' is Stripe Checkout. */
  readonly kind: 'local' | 'stripe';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body and reads the event; throws InvalidWebhookError when it is not authentic or not an event. */
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
