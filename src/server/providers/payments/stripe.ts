import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { checkoutOutcome, InvalidWebhookError, type PaymentEvent, type PaymentsProviderBase } from './types.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Client options; tests point the API at a stand-in on 127.0.0.1 (host, port, protocol). */
  client?: Stripe.StripeConfig;
}

export interface StripePayments extends PaymentsProviderBase {
  readonly kind: 'stripe';
}

/** Stripe Checkout (hosted page) with signed webhooks (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). */
export function createStripePayments({ secretKey, webhookSecret, client }: StripeSettings): StripePayments {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...client });

  return {
    kind: 'stripe',

    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.productName } } }],
          client_reference_id: request.paymentSessionId,
          metadata: { paymentSessionId: request.paymentSessionId },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.paymentSessionId },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { providerSessionId: session.id, url: session.url };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'bad signature');
      }
      if (!event.type.startsWith('checkout.session.')) return { eventId: event.id, type: event.type, outcome: null, providerSessionId: null };
      const session = event.data.object as Stripe.Checkout.Session;
      return { eventId: event.id, type: event.type, outcome: checkoutOutcome(event.type, session.payment_status), providerSessionId: session.id };
    },
  };
}
