import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  enquiryWebhookData,
  webhookPayload,
  type BookingForWebhook,
  type ReviewForWebhook,
  bookingWebhookData,
  reviewWebhookData,
} from '../../../domain/webhook-payloads.ts';
import type { WebhookDeliveryType, WebhookEventType } from '../../../domain/webhooks.ts';
import { readTier } from '../../../domain/tiers.ts';
import type { Db } from '../../db/client.ts';
import { enquiries, suppliers, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

type Writer = Pick<Db, 'select' | 'insert'>;

/** The supplier's enabled endpoints that take this event. */
async function subscribedEndpoints(tx: Writer, supplierId: string, type: WebhookEventType): Promise<string[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.supplierId, supplierId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Queues one event for the given endpoints (one row each, one message id for all); returns the message id. */
export async function queueWebhook(
  tx: Pick<Db, 'insert'>,
  supplierId: string,
  endpointIds: string[],
  type: WebhookDeliveryType,
  data: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const messageId = `msg_${randomUUID()}`;
  const payload = webhookPayload(type, now, data);
  await tx.insert(webhookDeliveries).values(
    endpointIds.map((endpointId) => ({
      id: randomUUID(),
      endpointId,
      supplierId,
      messageId,
      eventType: type,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return messageId;
}

/**
 * Queues an event of the supplier for its subscribed endpoints, in the caller's transaction, so the
 * event exists exactly when the change does; nothing is sent here (the worker delivers). The data is
 * built only when some endpoint takes the event, so suppliers without webhooks pay one indexed read.
 */
async function enqueueEvent(
  tx: Writer,
  supplierId: string,
  type: WebhookEventType,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
  now: Date,
): Promise<void> {
  const endpointIds = await subscribedEndpoints(tx, supplierId, type);
  if (endpointIds.length > 0) await queueWebhook(tx, supplierId, endpointIds, type, await data(), now);
}

/**
 * `enquiry.created` or `enquiry.updated`, with the enquiry as it is in the transaction (couple hidden while locked).
 */
export async function enqueueEnquiryEvent(
  tx: Writer,
  supplierId: string,
  enquiryId: string,
  type: 'enquiry.created' | 'enquiry.updated',
  now: Date,
): Promise<void> {
  await enqueueEvent(
    tx,
    supplierId,
    type,
    async () => {
      const [row] = await tx
        .select({ enquiry: enquiries, tier: suppliers.tier, payPerEnquiry: suppliers.payPerEnquiry })
        .from(enquiries)
        .innerJoin(suppliers, eq(suppliers.id, enquiries.supplierId))
        .where(and(eq(enquiries.id, enquiryId), eq(enquiries.supplierId, supplierId)));
      if (!row) throw new Error(`enquiry ${enquiryId} vanished inside its own transaction`);
      return enquiryWebhookData(row.enquiry, { tier: readTier(row.tier), payPerEnquiry: row.payPerEnquiry });
    },
    now,
  );
}

export async function enqueueBookingCreated(tx: Writer, booking: BookingForWebhook): Promise<void> {
  await enqueueEvent(tx, booking.supplierId, 'booking.created', () => bookingWebhookData(booking), booking.createdAt);
}

export async function enqueueReviewCreated(tx: Writer, review: ReviewForWebhook): Promise<void> {
  await enqueueEvent(tx, review.supplierId, 'review.created', () => reviewWebhookData(review), review.createdAt);
}
