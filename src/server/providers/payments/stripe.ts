import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { readStripeEvent } from './stripe-events.ts';
import {
  InvalidWebhookError,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentsProviderBase,
  type PlanChangeRequest,
} from './types.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Client options; tests point the API at a stand-in on 127.0.0.1 (host, port, protocol). */
  client?: Stripe.StripeConfig;
}

export interface StripePayments extends PaymentsProviderBase {
  readonly kind: 'stripe';
  /**
   * Switches the subscription's one item to the new plan's price (given inline, on a product made for it,
   * as the checkout does) and its metadata to the new plan; a plan cancelled for the period's end is kept.
   * Stripe then sends customer.subscription.updated, which applies it.
   */
  changeSubscriptionPlan(request: PlanChangeRequest): Promise<void>;
  /** Cancels the subscription for its period's end, or undoes that; Stripe then sends customer.subscription.updated. */
  setRenewal(providerSubscriptionId: string, renews: boolean): Promise<void>;
}

/** The customer portal's language for a locale tag: Stripe knows de, fr and en-GB among ours. */
const stripePortalLocale = (locale: string): Stripe.BillingPortal.SessionCreateParams.Locale =>
  locale.startsWith('de') ? 'de' : locale.startsWith('fr') ? 'fr' : 'en-GB';

/**
 * What undoes a subscription's cancellation: one for the period's end is undone by its flag; one for a
 * date (`cancel_at`, which the customer portal can set) by clearing the date.
 */
function undoCancellation(subscription: Stripe.Subscription): Stripe.SubscriptionUpdateParams {
  return subscription.cancel_at !== null && !subscription.cancel_at_period_end
    ? { cancel_at: '' }
    : { cancel_at_period_end: false };
}

/** Stripe Checkout (hosted page) with signed webhooks (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). */
export function createStripePayments({ secretKey, webhookSecret, client }: StripeSettings): StripePayments {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...client });

  /**
   * A hosted Checkout page; our id of the checkout is its reference and its idempotency key (a retried create makes no
   * second one).
   */
  async function hostedCheckout(ourId: string, params: Stripe.Checkout.SessionCreateParams): Promise<CheckoutSession> {
    const session = await stripe.checkout.sessions.create(
      { ...params, client_reference_id: ourId },
      { idempotencyKey: ourId },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { providerSessionId: session.id, url: session.url };
  }

  return {
    kind: 'stripe',

    createCheckoutSession: (request) =>
      hostedCheckout(request.paymentSessionId, {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.productName },
            },
          },
        ],
        metadata: { paymentSessionId: request.paymentSessionId },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),

    createSubscriptionCheckout: (request) =>
      hostedCheckout(request.planCheckoutId, {
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.monthlyAmount,
              recurring: { interval: 'month' },
              product_data: { name: request.productName },
            },
          },
        ],
        metadata: { planCheckoutId: request.planCheckoutId },
        // every event of the subscription carries the supplier and the plan
        subscription_data: { metadata: { supplierId: request.supplierId, planId: request.planId } },
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.customerEmail }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),

    async createManageSession({ providerCustomerId, returnUrl, locale }) {
      if (!providerCustomerId) throw new Error('a Stripe subscription without a customer cannot be managed');
      const session = await stripe.billingPortal.sessions.create({
        customer: providerCustomerId,
        return_url: returnUrl,
        locale: stripePortalLocale(locale),
      });
      return { url: session.url };
    },

    async changeSubscriptionPlan(request) {
      const subscription = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${request.providerSubscriptionId} has no item`);
      // (the SDK gives each call an idempotency key of its own for its network retries)
      const product = await stripe.products.create({ name: request.productName, metadata: { planId: request.planId } });
      await stripe.subscriptions.update(request.providerSubscriptionId, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: request.currency.toLowerCase(),
              product: product.id,
              unit_amount: request.monthlyAmount,
              recurring: { interval: 'month' },
            },
          },
        ],
        metadata: { supplierId: request.supplierId, planId: request.planId },
        ...undoCancellation(subscription),
        proration_behavior: 'create_prorations',
      });
    },

    async setRenewal(providerSubscriptionId, renews) {
      if (!renews) {
        await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
        return;
      }
      await stripe.subscriptions.update(
        providerSubscriptionId,
        undoCancellation(await stripe.subscriptions.retrieve(providerSubscriptionId)),
      );
    },

    async expireCheckout(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      if (session.status === 'complete') throw new Error(`checkout session ${providerSessionId} is complete`);
      if (session.status === 'open') await stripe.checkout.sessions.expire(providerSessionId);
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', webhookSecret);
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'bad signature');
      }
      const read = readStripeEvent(event);
      if (!read) throw new InvalidWebhookError('not an event');
      return read;
    },
  };
}
