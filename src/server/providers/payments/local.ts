import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { checkoutOutcome, InvalidWebhookError, type PaymentEvent, type PaymentOutcome, type PaymentsProviderBase } from './types.ts';

/** The header of the local provider's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's scheme). */
export const localSignatureHeader = 'local-payments-signature';
const toleranceSeconds = 300;

export const localCheckoutPath = (providerSessionId: string) => `/api/payments/local-checkout/${providerSessionId}`;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.object({ id: z.string().min(1), payment_status: z.string().optional() }) }),
});

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface LocalPayments extends PaymentsProviderBase {
  readonly kind: 'local';
  /** The webhook delivery the local checkout page posts when the payer pays or fails the payment. */
  outcomeDelivery(providerSessionId: string, outcome: PaymentOutcome, now?: Date): SignedDelivery;
}

/**
 * The embedded default: checkout is a test-mode page of this server (no card, no money), which posts
 * the same kind of signed checkout-session event to the webhook as Stripe does.
 */
export function createLocalPayments(secret: string): LocalPayments {
  const sign = (timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

  return {
    kind: 'local',

    async createCheckoutSession() {
      const providerSessionId = `lcs_${randomBytes(18).toString('base64url')}`;
      return { providerSessionId, url: localCheckoutPath(providerSessionId) };
    },

    outcomeDelivery(providerSessionId, outcome, now = new Date()) {
      const timestamp = Math.floor(now.getTime() / 1000);
      const body = JSON.stringify({
        id: `evt_local_${randomUUID()}`,
        object: 'event',
        created: timestamp,
        type: outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
        data: { object: { id: providerSessionId, object: 'checkout.session', payment_status: outcome === 'paid' ? 'paid' : 'unpaid' } },
      });
      return { body, headers: { 'content-type': 'application/json', [localSignatureHeader]: `t=${timestamp},v1=${sign(timestamp, body)}` } };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders, now = new Date()): PaymentEvent {
      const header = headers[localSignatureHeader];
      const parts = new Map((typeof header === 'string' ? header : '').split(',').map((part) => part.split('=', 2) as [string, string]));
      const timestamp = Number(parts.get('t'));
      const given = Buffer.from(parts.get('v1') ?? '', 'hex');
      const body = rawBody.toString('utf8');
      const expected = Buffer.from(sign(timestamp, body), 'hex');
      if (!Number.isInteger(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidWebhookError('bad signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) throw new InvalidWebhookError('signature too old');
      const parsed = eventSchema.safeParse(safeJson(body));
      if (!parsed.success) throw new InvalidWebhookError('not a checkout event');
      const { id, type, data } = parsed.data;
      return { eventId: id, type, outcome: checkoutOutcome(type, data.object.payment_status), providerSessionId: data.object.id };
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
