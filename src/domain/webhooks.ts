/**
 * Signed webhooks (issue 15, docs/decisions/webhooks.md): a supplier's admins register
 * HTTPS endpoints for these events; each event is signed per Standard Webhooks and delivered from a
 * queue in the database with retries for a day.
 */
export const webhookEventTypes = ['enquiry.created', 'enquiry.updated', 'booking.created', 'review.created'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** What "Send test event" sends to one endpoint, whatever it subscribed to. */
export const webhookTestEventType = 'webhook.test';
export type WebhookDeliveryType = WebhookEventType | typeof webhookTestEventType;
/** The payload's version: a field a receiver can switch on when the payload changes shape. */
export const webhookPayloadVersion = 1;

export const webhookEndpointLimit = 10;
export const webhookUrlMaxLength = 2000;
export const webhookDescriptionMaxLength = 200;
/** How long the secret before a rotation keeps signing next to the new one. */
export const webhookSecretGraceMs = 24 * 60 * 60 * 1000;
/**
 * A delivery is given up once its next attempt would come later than this after the event.
 * @internal
 */
export const webhookGiveUpAfterMs = 24 * 60 * 60 * 1000;
/** The delivery log keeps this many attempts per endpoint (the newest). */
export const webhookLogLimit = 100;
/** The longest response text kept in the log. */
export const webhookResponseExcerptLength = 300;
/** How long an attempt may take before it counts as failed. */
export const webhookTimeoutMs = 10_000;

/** The field errors (i18n keys of the `webhooks` namespace) of a refused endpoint. */
export const webhookUrlErrors = {
  invalid: 'webhooks:errors.urlInvalid',
  https: 'webhooks:errors.urlHttps',
  credentials: 'webhooks:errors.urlCredentials',
  privateAddress: 'webhooks:errors.urlPrivate',
  unresolvable: 'webhooks:errors.urlUnresolvable',
} as const;
export type WebhookUrlError = keyof typeof webhookUrlErrors;

/**
 * The form's check of an endpoint address, before any lookup: an absolute https URL (http too where a
 * test configuration allows local receivers), without user or password. Where it points is checked
 * by the server (its addresses), at registration and again at every delivery.
 */
export function checkWebhookUrl(value: string, options: { allowHttp: boolean }): WebhookUrlError | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) return 'https';
  if (url.username || url.password) return 'credentials';
  if (!url.hostname) return 'invalid';
  return null;
}

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;

/**
 * The wait before retry number `attempt` (1 = the first retry): 30 s times 4 for each earlier retry,
 * at most 6 hours, with up to ±20 % jitter so endpoints that failed together are not retried together
 * (`random` in [0, 1)). Schedule: 30 s, 2 min, 8 min, 32 min, about 2 h, then every 6 h.
 * @internal
 */
export function webhookRetryDelayMs(attempt: number, random: number): number {
  const base = Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
  return Math.round(base * (0.8 + 0.4 * random));
}

/**
 * When a delivery that failed `attemptsMade` times is tried again, or null when it is given up (a day after the event).
 */
export function nextWebhookAttemptAt(eventAt: Date, attemptsMade: number, now: Date, random: number): Date | null {
  const next = now.getTime() + webhookRetryDelayMs(attemptsMade, random);
  return next - eventAt.getTime() > webhookGiveUpAfterMs ? null : new Date(next);
}

/**
 * An answer counts as delivered when its status is 2xx; anything else (redirects too: they are not followed) is
 * retried.
 */
export const isWebhookSuccess = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;
