import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookPayload } from '../../../domain/webhook-payloads.ts';
import type { WebhookEventType } from '../../../domain/webhooks.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's webhook endpoint (issue 15, src/domain/webhooks.ts). The secret is stored sealed
 * (crypto/secret-box.ts, under a key of AUTH_SECRET) as the portal must read it to sign; after a rotation
 * the previous one, sealed too, signs as well until `previousSecretUntil`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_supplier_idx').on(t.supplierId)],
);

/**
 * The queue: one row per event and endpoint, written in the transaction of the change. A worker on each
 * API node claims due rows by setting `leaseUntil` (FOR UPDATE SKIP LOCKED), so no two nodes send the
 * same attempt; `state` pending until delivered or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    supplierId: supplierIdColumn(),
    /** The Standard Webhooks `webhook-id`: one per event, the same for every endpoint and every retry. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<WebhookPayload>().notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Set by the node that claimed the row; until then no other node takes it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/**
 * The delivery log: each attempt with the receiver's answer (kept to the newest per endpoint, the answer cut short).
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.attemptedAt)],
);
