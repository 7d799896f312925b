import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * A new endpoint secret in the Standard Webhooks form (`whsec_` and 24 random bytes in base64), as receivers' libraries
 * take it.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` holds one `v1,` signature per secret
 * (the current one, and the previous one during a rotation's grace period), so a receiver that still
 * has the old secret verifies too.
 */
export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  timestamp: Date,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' '),
  };
}
