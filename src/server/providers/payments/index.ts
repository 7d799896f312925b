import { createHmac, randomBytes } from 'node:crypto';
import { ConfigError, type Config } from '../../config.ts';
import { createLocalPayments, type LocalPayments } from './local.ts';
import { createStripePayments, type StripePayments } from './stripe.ts';

export type { InvoiceSnapshot, PaymentEvent, PaymentFacts, SubscriptionSnapshot } from './types.ts';
export { InvalidWebhookError } from './types.ts';

export type PaymentsProvider = LocalPayments | StripePayments;

/** Stripe when STRIPE_SECRET_KEY is set (it needs STRIPE_WEBHOOK_SECRET too), else the local test-mode checkout. */
export function createPaymentsProvider(config: Config): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY || config.STRIPE_WEBHOOK_SECRET) {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      );
    }
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  }
  return createLocalPayments(localWebhookSecret(config));
}

/** Derived from AUTH_SECRET, so every node of one portal signs alike; random per process without one (tests). */
function localWebhookSecret(config: Config): string {
  return config.AUTH_SECRET
    ? createHmac('sha256', config.AUTH_SECRET).update('local-payments-webhook').digest('hex')
    : randomBytes(32).toString('hex');
}
