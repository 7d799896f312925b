import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  webhookEndpointLimit,
  webhookSecretGraceMs,
  webhookTestEventType,
  webhookUrlErrors,
  type WebhookEventType,
  type WebhookUrlError,
} from '../../../domain/webhooks.ts';
import type { WebhookEndpoint, WebhookEndpointWithSecret, WebhookLog } from '../../../domain/webhooks-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { queueWebhook } from './enqueue.ts';
import { outboundTargetError } from '../../http/outbound/post.ts';
import { newWebhookSecret } from './signing.ts';
import { seal, UnreadableSecretError, type SecretBox } from '../../crypto/secret-box.ts';
import { openWebhookSecret } from './secret-storage.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export interface EndpointInput {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

const urlMessages: Record<WebhookUrlError, string> = {
  invalid: 'The address is not a URL',
  https: 'The address must start with https://',
  credentials: 'The address must not contain a user name or password',
  privateAddress: 'The address points to a private or local network',
  unresolvable: 'The address could not be found',
};

const urlError = (kind: WebhookUrlError) =>
  badRequest('webhook-url', urlMessages[kind], { url: webhookUrlErrors[kind] });

/** Where an endpoint may point (SSRF; http/outbound/post.ts); delivery checks again. */
async function checkEndpointTarget(url: string, allowLocal: boolean): Promise<void> {
  const error = await outboundTargetError(url, allowLocal);
  if (error) throw urlError(error);
}

function endpointView(row: EndpointRow, now: Date): WebhookEndpoint {
  const graceLeft = row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: graceLeft ? row.previousSecretUntil!.toISOString() : null,
  };
}

export async function listEndpoints(db: Db, access: SupplierAccess, now: Date): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.supplierId, access.supplier.id))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map((row) => endpointView(row, now));
}

async function endpointOf(db: Pick<Db, 'select'>, access: SupplierAccess, endpointId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.supplierId, access.supplier.id)));
  if (!row) throw notFound('webhook endpoint not found');
  return row;
}

/**
 * Registers an endpoint (at most 10 a supplier); its secret is in the answer, and only there: the database keeps it
 * sealed.
 */
export async function createEndpoint(
  db: Db,
  access: SupplierAccess,
  input: EndpointInput,
  secrets: SecretBox,
  allowLocal: boolean,
  now: Date,
): Promise<WebhookEndpointWithSecret> {
  await checkEndpointTarget(input.url, allowLocal);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.supplierId, access.supplier.id));
    if ((existing?.n ?? 0) >= webhookEndpointLimit)
      throw new AppError(409, 'webhook-limit', `A supplier can have at most ${webhookEndpointLimit} webhook endpoints`);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        id: randomUUID(),
        supplierId: access.supplier.id,
        ...input,
        secret: seal(secrets, secret),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  return { endpoint: endpointView(row, now), secret };
}

export async function updateEndpoint(
  db: Db,
  access: SupplierAccess,
  endpointId: string,
  input: EndpointInput,
  allowLocal: boolean,
  now: Date,
): Promise<WebhookEndpoint> {
  await endpointOf(db, access, endpointId);
  await checkEndpointTarget(input.url, allowLocal);
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...input, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.supplierId, access.supplier.id)))
    .returning();
  if (!row) throw notFound('webhook endpoint not found');
  return endpointView(row, now);
}

/** Deletes the endpoint with its queued deliveries and its log. */
export async function deleteEndpoint(db: Db, access: SupplierAccess, endpointId: string): Promise<void> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.supplierId, access.supplier.id)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw notFound('webhook endpoint not found');
}

/**
 * A new secret; the current one keeps signing next to it for a day (both signatures in the header), so
 * the receiver can switch without missing an event. A second rotation within the day ends the older grace.
 * A current secret no key opens any more (AUTH_SECRET lost) has nothing to sign with: it is dropped.
 */
export async function rotateSecret(
  db: Db,
  access: SupplierAccess,
  endpointId: string,
  secrets: SecretBox,
  now: Date,
): Promise<WebhookEndpointWithSecret> {
  const current = await endpointOf(db, access, endpointId);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret: seal(secrets, secret),
      previousSecret: resealedOrNull(secrets, current.secret),
      previousSecretUntil: new Date(now.getTime() + webhookSecretGraceMs),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.secret, current.secret)))
    .returning();
  if (!row) throw new AppError(409, 'webhook-changed', 'The secret was rotated at the same time; reload and try again');
  return { endpoint: endpointView(row, now), secret };
}

/** The stored secret sealed under the current key (a readable one of before the box too), or null when none opens it. */
function resealedOrNull(secrets: SecretBox, stored: string): string | null {
  try {
    return seal(secrets, openWebhookSecret(secrets, stored));
  } catch (error) {
    if (error instanceof UnreadableSecretError) return null;
    throw error;
  }
}

/** Queues a `webhook.test` event for this endpoint alone (disabled endpoints are not sent to). */
export async function queueTestEvent(
  db: Db,
  access: SupplierAccess,
  endpointId: string,
  now: Date,
): Promise<{ messageId: string }> {
  const endpoint = await endpointOf(db, access, endpointId);
  if (!endpoint.enabled)
    throw new AppError(409, 'webhook-disabled', 'Switch the endpoint on before you send a test event');
  const messageId = await queueWebhook(
    db,
    access.supplier.id,
    [endpoint.id],
    webhookTestEventType,
    { supplierId: access.supplier.id, endpointId: endpoint.id, message: 'A test event from the supplier portal' },
    now,
  );
  return { messageId };
}

/** The endpoint's delivery log, newest attempt first, and how many of its deliveries are still to be sent. */
export async function endpointLog(db: Db, access: SupplierAccess, endpointId: string): Promise<WebhookLog> {
  await endpointOf(db, access, endpointId);
  const [attempts, [pending]] = await Promise.all([
    db
      .select({
        attempt: webhookAttempts,
        messageId: webhookDeliveries.messageId,
        eventType: webhookDeliveries.eventType,
        deliveryState: webhookDeliveries.state,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(eq(webhookAttempts.endpointId, endpointId))
      .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id)),
    db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending'))),
  ]);
  return {
    pending: pending?.n ?? 0,
    attempts: attempts.map(({ attempt, messageId, eventType, deliveryState }) => ({
      id: attempt.id,
      messageId,
      eventType,
      attemptedAt: attempt.attemptedAt.toISOString(),
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      responseExcerpt: attempt.responseExcerpt,
      deliveryState,
    })),
  };
}
