import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { pushTtlSeconds } from '../../../domain/notifications.ts';
import type { PushPayload } from '../../../domain/notifications-api.ts';
import type { VapidKeys } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushDevices } from '../../db/schema/index.ts';
import { postOutbound } from '../../http/outbound/post.ts';

export interface PushDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one push: web-push encrypts the payload for the device (aes128gcm) and signs the request with the VAPID key;
 * the request goes out like a webhook (public addresses only, checked when connecting, no redirects). A device the
 * push service no longer knows (404, 410) is removed: its browser unsubscribed or the subscription expired.
 */
export async function sendPush(
  db: Db,
  device: PushDevice,
  payload: PushPayload,
  vapid: VapidKeys,
  allowLocal: boolean,
  now: Date,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: pushTtlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: payload.type === 'review' ? 'normal' : 'high',
    },
  );
  const result = await postOutbound(
    request.endpoint,
    { 'user-agent': 'SupplierPortal-Push/1', ...(request.headers as Record<string, string>) },
    request.body,
    allowLocal,
  );
  if (result.statusCode === 404 || result.statusCode === 410) {
    await db.delete(pushDevices).where(eq(pushDevices.id, device.id));
    return 'gone';
  }
  if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
    await db.update(pushDevices).set({ lastSentAt: now }).where(eq(pushDevices.id, device.id));
    return 'sent';
  }
  return 'failed';
}
