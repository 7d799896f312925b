import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import { channelsWith, type AlertChannel, type AlertType } from '../../../domain/notifications.ts';
import { readRole, roleMay } from '../../../domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { notificationSettings, pushDevices, supplierUsers, users, type alerts } from '../../db/schema/index.ts';

type AlertRow = typeof alerts.$inferSelect;

export interface Recipient {
  userId: string;
  email: string;
  locale: string;
  /** Their channel for this alert's type (a test push: push). */
  channel: AlertChannel;
  devices: { id: string; endpoint: string; p256dh: string; auth: string }[];
}

/**
 * Who hears of an alert: the people it names (a mention, a direct message, a test push) if they are still in the team,
 * else the whole team; a failed payment only those who handle billing; a couple's answer the enquiry's owner when it
 * has one (`ownerId`). Never the person who caused it, never a deactivated account.
 */
export async function recipientsOf(db: Db, alert: AlertRow, ownerId: string | null): Promise<Recipient[]> {
  const named = ownerId ? [ownerId] : alert.recipientIds;
  const people =
    alert.supplierId === null
      ? await db
          .select({
            userId: users.id,
            email: users.email,
            locale: users.locale,
            // a test push names its person, in no team
            role: sql<string>`'viewer'`,
            saved: notificationSettings.channels,
          })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(and(inArray(users.id, named ?? []), not(users.deactivated)))
      : await db
          .select({
            userId: users.id,
            email: users.email,
            locale: users.locale,
            role: supplierUsers.role,
            saved: notificationSettings.channels,
          })
          .from(supplierUsers)
          .innerJoin(users, eq(users.id, supplierUsers.userId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(
            and(
              eq(supplierUsers.supplierId, alert.supplierId),
              not(users.deactivated),
              alert.actorId ? ne(users.id, alert.actorId) : undefined,
              named ? inArray(users.id, named) : undefined,
            ),
          );
  const chosen = people.filter((person) => alert.type !== 'paymentFailed' || roleMay(readRole(person.role), 'billing'));
  // the owner left the team (or the account was closed): the team hears of the answer instead
  if (chosen.length === 0 && ownerId) return recipientsOf(db, alert, null);
  if (chosen.length === 0) return [];
  const devices = await db
    .select({
      id: pushDevices.id,
      userId: pushDevices.userId,
      endpoint: pushDevices.endpoint,
      p256dh: pushDevices.p256dh,
      auth: pushDevices.auth,
    })
    .from(pushDevices)
    .where(
      and(
        inArray(
          pushDevices.userId,
          chosen.map((person) => person.userId),
        ),
        alert.deviceId ? eq(pushDevices.id, alert.deviceId) : undefined,
      ),
    );
  return chosen.map((person) => ({
    userId: person.userId,
    email: person.email,
    locale: person.locale,
    channel: alert.type === 'test' ? 'push' : channelsWith(person.saved)[alert.type as AlertType],
    devices: devices.filter((device) => device.userId === person.userId),
  }));
}
