import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { readStripeEvent } from './stripe-events.ts';
import { InvalidWebhookError, type PaymentEvent, type PaymentOutcome, type PaymentsProviderBase } from './types.ts';

/**
 * The header of the local provider's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's scheme).
 * @internal
 */
export const localSignatureHeader = 'local-payments-signature';
const toleranceSeconds = 300;

/** @internal */
export const localCheckoutPath = (providerSessionId: string) => `/api/payments/local-checkout/${providerSessionId}`;
const localPlanCheckoutPath = (providerSessionId: string) => `/api/billing/local-checkout/${providerSessionId}`;
const localManagePath = (subscriptionId: string) => `/api/billing/local-manage/${subscriptionId}`;

/** The test mode's id of the card payment that paid a checkout or an invoice (Stripe's payment intent). */
export const localPaymentIdOf = (paidId: string) => `lpi_${paidId}`;

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface LocalPayments extends PaymentsProviderBase {
  readonly kind: 'local';
  /** The webhook delivery the local checkout page posts when the payer pays or fails the payment. */
  outcomeDelivery(providerSessionId: string, outcome: PaymentOutcome, now?: Date): SignedDelivery;
  /** A signed event of Stripe's shape (`type`, `data.object`) for the local pages to post to the webhook. */
  delivery(type: string, object: Record<string, unknown>, now?: Date): SignedDelivery;
}

/**
 * The embedded default: checkout is a test-mode page of this server (no card, no money), which posts
 * the same kind of signed checkout-session event to the webhook as Stripe does.
 */
export function createLocalPayments(secret: string): LocalPayments {
  const sign = (timestamp: number, body: string) =>
    createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const delivery = (type: string, object: Record<string, unknown>, now = new Date()): SignedDelivery => {
    const timestamp = Math.floor(now.getTime() / 1000);
    const body = JSON.stringify({
      id: `evt_local_${randomUUID()}`,
      object: 'event',
      created: timestamp,
      type,
      data: { object },
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [localSignatureHeader]: `t=${timestamp},v1=${sign(timestamp, body)}`,
      },
    };
  };

  return {
    kind: 'local',

    async createCheckoutSession() {
      const providerSessionId = `lcs_${randomBytes(18).toString('base64url')}`;
      return { providerSessionId, url: localCheckoutPath(providerSessionId) };
    },

    async createSubscriptionCheckout() {
      const providerSessionId = `lcs_${randomBytes(18).toString('base64url')}`;
      return { providerSessionId, url: localPlanCheckoutPath(providerSessionId) };
    },

    // the local checkout page refuses a checkout that is no longer open in the database
    async expireCheckout() {},

    async createManageSession({ subscriptionId }) {
      return { url: localManagePath(subscriptionId) };
    },

    delivery,

    outcomeDelivery(providerSessionId, outcome, now = new Date()) {
      const type = outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed';
      const paid = outcome === 'paid';
      return delivery(
        type,
        {
          id: providerSessionId,
          object: 'checkout.session',
          payment_status: paid ? 'paid' : 'unpaid',
          payment_intent: paid ? localPaymentIdOf(providerSessionId) : null,
        },
        now,
      );
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now = new Date()): PaymentEvent {
      const header = headers[localSignatureHeader];
      const parts = new Map(
        (typeof header === 'string' ? header : '').split(',').map((part) => part.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.get('t'));
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      const body = rawBody.toString('utf8');
      const expected = Buffer.from(sign(timestamp, body), 'hex');
      if (!Number.isInteger(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidWebhookError('bad signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds)
        throw new InvalidWebhookError('signature too old');
      const event = readStripeEvent(safeJson(body));
      if (!event) throw new InvalidWebhookError('not an event');
      return event;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
