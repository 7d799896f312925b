import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { isWebhookSuccess, nextWebhookAttemptAt, webhookLogLimit, webhookTimeoutMs } from '../../../domain/webhooks.ts';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { postOutbound, type OutboundResult } from '../../http/outbound/post.ts';
import { signedHeaders } from './signing.ts';
import { UnreadableSecretError, type SecretBox } from '../../crypto/secret-box.ts';
import { openWebhookSecret } from './secret-storage.ts';

/** A claimed attempt is another node's for this long: well past the attempt's own timeout. */
const leaseMs = webhookTimeoutMs * 3;
/** Finished deliveries (and their log) are kept this long. */
const keepFinishedMs = 7 * 24 * 60 * 60 * 1000;

export interface DeliveryOptions {
  /** Opens the endpoints' sealed signing secrets (secret-storage.ts). */
  secrets: SecretBox;
  /** Loopback and private receivers, and http: a test configuration only (WEBHOOKS_ALLOW_LOCAL). */
  allowLocal: boolean;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
}

type Claimed = typeof webhookDeliveries.$inferSelect;

/**
 * Takes up to `limit` due attempts for this node: one UPDATE whose rows are picked with FOR UPDATE SKIP
 * LOCKED, setting a lease and a token. A row another node is claiming at the same moment is skipped, and
 * a claimed row is not due again until its lease ends, so no attempt is sent twice.
 */
async function claimDueDeliveries(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      leaseUntil: new Date(now.getTime() + leaseMs),
      leaseToken: randomUUID(),
      attempts: sql`${webhookDeliveries.attempts} + 1`,
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/**
 * The secrets that sign now, opened: the current one, and the one before a rotation during its grace period. Throws
 * UnreadableSecretError when the current one is sealed under a key this node lacks.
 */
function signingSecrets(endpoint: typeof webhookEndpoints.$inferSelect, box: SecretBox, now: Date): string[] {
  const previous =
    endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous].map((stored) => openWebhookSecret(box, stored));
}

async function attempt(
  delivery: Claimed,
  endpoint: typeof webhookEndpoints.$inferSelect | undefined,
  options: DeliveryOptions,
  now: Date,
): Promise<OutboundResult> {
  if (!endpoint?.enabled) return { statusCode: null, durationMs: 0, error: 'endpoint disabled', excerpt: null };
  const body = JSON.stringify(delivery.payload);
  let secrets: string[];
  try {
    secrets = signingSecrets(endpoint, options.secrets, now);
  } catch (error) {
    if (!(error instanceof UnreadableSecretError)) throw error;
    // retried like a failed attempt: a node with the key (AUTH_SECRET_PREVIOUS) or a rotated secret sends it
    return { statusCode: null, durationMs: 0, error: 'signing secret unreadable', excerpt: null };
  }
  return postOutbound(endpoint.url, signedHeaders(secrets, delivery.messageId, now, body), body, options.allowLocal);
}

/**
 * Records the attempt in the log (kept to the newest per endpoint) and settles the delivery: done, retried later, or
 * given up.
 */
async function settle(
  db: Db,
  delivery: Claimed,
  result: OutboundResult,
  options: DeliveryOptions,
  attemptedAt: Date,
  disabled: boolean,
): Promise<void> {
  const now = options.now?.() ?? new Date();
  const delivered = isWebhookSuccess(result.statusCode);
  const next =
    delivered || disabled
      ? null
      : nextWebhookAttemptAt(delivery.createdAt, delivery.attempts, now, (options.random ?? Math.random)());
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .update(webhookDeliveries)
      .set(
        next
          ? { nextAttemptAt: next, leaseUntil: null, leaseToken: null }
          : { state: delivered ? 'delivered' : 'failed', finishedAt: now, leaseUntil: null, leaseToken: null },
      )
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.leaseToken, delivery.leaseToken!)))
      .returning({ id: webhookDeliveries.id });
    if (!owned) return;
    await tx.insert(webhookAttempts).values({
      id: randomUUID(),
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      attemptedAt,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.excerpt,
    });
    const kept = tx
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, delivery.endpointId))
      .orderBy(desc(webhookAttempts.attemptedAt))
      .limit(webhookLogLimit);
    await tx
      .delete(webhookAttempts)
      .where(and(eq(webhookAttempts.endpointId, delivery.endpointId), notInArray(webhookAttempts.id, kept)));
    await tx
      .delete(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, delivery.endpointId),
          ne(webhookDeliveries.state, 'pending'),
          lt(webhookDeliveries.createdAt, new Date(now.getTime() - keepFinishedMs)),
        ),
      );
  });
}

/**
 * Sends every due attempt, a batch at a time, until none is due: the worker's task on each API node.
 * Returns how many attempts this node made.
 */
export async function deliverDueWebhooks(db: Db, options: DeliveryOptions): Promise<number> {
  let made = 0;
  for (;;) {
    const now = options.now?.() ?? new Date();
    const claimed = await claimDueDeliveries(db, now, options.batchSize ?? 10);
    if (claimed.length === 0) return made;
    const endpointIds = [...new Set(claimed.map((d) => d.endpointId))];
    const endpoints = new Map(
      (await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))).map((e) => [e.id, e]),
    );
    await Promise.all(
      claimed.map(async (delivery) => {
        const endpoint = endpoints.get(delivery.endpointId);
        const result = await attempt(delivery, endpoint, options, now);
        await settle(db, delivery, result, options, now, !endpoint?.enabled);
      }),
    );
    made += claimed.length;
  }
}
