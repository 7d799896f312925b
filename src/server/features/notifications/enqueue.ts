import { randomUUID } from 'node:crypto';
import type { AlertType } from '../../../domain/notifications.ts';
import type { Db } from '../../db/client.ts';
import { alerts } from '../../db/schema/index.ts';

export interface NewAlert {
  /** The business it is about; null for a test push. */
  supplierId: string | null;
  type: AlertType | 'test';
  /** The enquiry, review, chat message or subscription it is about (its text is read when sent). */
  subjectId: string;
  /** Who did it: not alerted of their own doing. */
  actorId?: string | null;
  /** Only these people (a mention, a direct message, a test push); otherwise the team (recipients.ts). */
  recipientIds?: string[] | null;
  /** A test push goes to this device only. */
  deviceId?: string | null;
}

/**
 * Queues an alert in the caller's transaction, so it exists exactly when what it tells of does; the job runner sends it
 * (delivery.ts), never the request.
 */
export async function queueAlert(tx: Pick<Db, 'insert'>, alert: NewAlert, now: Date): Promise<void> {
  await tx.insert(alerts).values({
    id: randomUUID(),
    supplierId: alert.supplierId,
    type: alert.type,
    subjectId: alert.subjectId,
    actorId: alert.actorId ?? null,
    recipientIds: alert.recipientIds ?? null,
    deviceId: alert.deviceId ?? null,
    createdAt: now,
  });
}
