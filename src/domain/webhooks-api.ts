import { z } from './zod.ts';
import { requiredText } from './validators.ts';
import {
  webhookDeliveryStates,
  webhookDescriptionMaxLength,
  webhookEventTypes,
  webhookUrlMaxLength,
} from './webhooks.ts';

/** The webhook calls' shapes (src/domain/webhooks.ts has the rules and constants, which screens load without zod). */

export const webhookEndpointInputSchema = z.object({
  url: requiredText('webhooks:errors.urlRequired', webhookUrlMaxLength),
  description: z.string().trim().max(webhookDescriptionMaxLength, { error: 'validation:maxLength' }).default(''),
  events: z
    .array(z.enum(webhookEventTypes, { error: 'webhooks:errors.events' }), { error: 'webhooks:errors.events' })
    .min(1, { error: 'webhooks:errors.events' })
    .transform((events) => webhookEventTypes.filter((type) => events.includes(type))),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Until when the secret before the last rotation still signs, if it does. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of creating an endpoint or rotating its secret: the secret, shown this once. */
export const webhookEndpointWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  limit: z.number().int(),
});
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** One attempt of the delivery log, newest first. */
const webhookAttemptSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  eventType: z.string(),
  attemptedAt: z.string(),
  /** The receiver's HTTP status, null when no answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  /** Where its delivery stands now: retried later, done, or given up. */
  deliveryState: z.enum(webhookDeliveryStates),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export const webhookLogSchema = z.object({ attempts: z.array(webhookAttemptSchema), pending: z.number().int() });
export type WebhookLog = z.infer<typeof webhookLogSchema>;
