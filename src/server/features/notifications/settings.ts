import { createECDH, randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  channelsWith,
  digestDayDue,
  digestTypes,
  isChannelOf,
  isTimeZone,
  maxDevicesPerUser,
  timeZoneOf,
  type AlertType,
} from '../../../domain/notifications.ts';
import type {
  DeviceRequest,
  NotificationSettings,
  NotificationSettingsRequest,
  TeamNotifications,
} from '../../../domain/notifications-api.ts';
import { readRole } from '../../../domain/roles.ts';
import { webhookUrlErrors } from '../../../domain/webhooks.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { alerts, digestRuns, notificationSettings, pushDevices, supplierUsers, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { outboundTargetError } from '../../http/outbound/post.ts';
import { queueAlert } from './enqueue.ts';

/** A person's notification settings (issue 36): channels per alert type, the digest's zone, push devices. */

export async function notificationSettingsOf(db: Db, userId: string, publicKey: string): Promise<NotificationSettings> {
  const [[person], devices] = await Promise.all([
    db
      .select({
        country: users.country,
        channels: notificationSettings.channels,
        timeZone: notificationSettings.timeZone,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId)),
    db
      .select({
        id: pushDevices.id,
        label: pushDevices.label,
        createdAt: pushDevices.createdAt,
        lastSentAt: pushDevices.lastSentAt,
      })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(asc(pushDevices.createdAt), asc(pushDevices.id)),
  ]);
  return {
    channels: channelsWith(person?.channels),
    timeZone: timeZoneOf(person?.timeZone ?? null, person?.country ?? 'GB'),
    timeZoneSaved: Boolean(person?.timeZone),
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      createdAt: device.createdAt.toISOString(),
      lastSentAt: device.lastSentAt?.toISOString() ?? null,
    })),
    publicKey,
  };
}

/** Saves the channels given (each one the type offers) and the zone; the rest stays as it was. */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  request: NotificationSettingsRequest,
  now: Date,
): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [type, channel] of Object.entries(request.channels ?? {}))
    if (!isChannelOf(type as AlertType, channel)) fields[`channels.${type}`] = 'alerts:errors.channelNotOffered';
  if (request.timeZone !== undefined && !isTimeZone(request.timeZone)) fields.timeZone = 'alerts:errors.timeZone';
  if (Object.keys(fields).length > 0) throw badRequest('validation', 'A channel or the zone is not valid', fields);
  const channels = JSON.stringify(request.channels ?? {});
  await db
    .insert(notificationSettings)
    .values({ userId, channels: request.channels ?? {}, timeZone: request.timeZone ?? null })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      // jsonb's || keeps the types this request does not name
      set: {
        channels: sql`${notificationSettings.channels} || ${channels}::jsonb`,
        timeZone: sql`coalesce(excluded.time_zone, ${notificationSettings.timeZone})`,
        updatedAt: sql`now()`,
      },
    });
  await startDigestTomorrow(db, userId, now);
}

/**
 * A digest chosen after 8:00 starts the next morning (rather than at once, with the last day in it): today counts as
 * claimed, and the next digest tells of what came since this choice.
 */
async function startDigestTomorrow(db: Db, userId: string, now: Date): Promise<void> {
  const [person] = await db
    .select({
      country: users.country,
      channels: notificationSettings.channels,
      timeZone: notificationSettings.timeZone,
    })
    .from(users)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!person) return;
  const channels = channelsWith(person.channels);
  if (!digestTypes.some((type) => channels[type] === 'digest')) return;
  const day = digestDayDue(now, timeZoneOf(person.timeZone, person.country));
  if (day) await db.insert(digestRuns).values({ userId, day, createdAt: now }).onConflictDoNothing();
}

/**
 * Subscribes a device of the person: the push service's address must be public https (SSRF, as webhooks), the
 * same endpoint subscribed again (a browser renewing it, another person signing in on that browser) moves to this
 * person with its new keys.
 */
export async function addDevice(db: Db, userId: string, device: DeviceRequest, allowLocal: boolean) {
  if (!isCurvePoint(device.keys.p256dh))
    throw badRequest('validation', 'The device key is not a P-256 public key', { 'keys.p256dh': 'validation:invalid' });
  const targetError = await outboundTargetError(device.endpoint, allowLocal);
  if (targetError)
    throw badRequest('push-endpoint', 'The push endpoint is not allowed', { endpoint: webhookUrlErrors[targetError] });
  return db.transaction(async (tx) => {
    // one person's subscriptions at a time: the count below holds
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-devices:${userId}`}))`);
    const [{ devices } = { devices: 0 }] = await tx
      .select({ devices: count() })
      .from(pushDevices)
      .where(and(eq(pushDevices.userId, userId), sql`${pushDevices.endpoint} <> ${device.endpoint}`));
    if (devices >= maxDevicesPerUser)
      throw new AppError(409, 'too-many-devices', `At most ${maxDevicesPerUser} devices`, {
        _: 'alerts:errors.tooManyDevices',
      });
    const [row] = await tx
      .insert(pushDevices)
      .values({
        id: randomUUID(),
        userId,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        label: device.label ?? '',
      })
      .onConflictDoUpdate({
        target: pushDevices.endpoint,
        set: {
          userId,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          label: device.label ?? '',
          lastSentAt: null,
        },
      })
      .returning({ id: pushDevices.id });
    return { id: row!.id };
  });
}

/** Whether the key is a point of P-256 (a key off the curve would make every push to the device fail). */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

const deviceNotFound = () => notFound('device', { _: 'alerts:errors.deviceGone' });

/** Removes one of the person's devices; another person's is not found. */
export async function removeDevice(db: Db, userId: string, deviceId: string): Promise<void> {
  const removed = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, deviceId), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  if (removed.length === 0) throw deviceNotFound();
}

/** Queues a test push to one of the person's devices (the job runner sends it). */
export async function queueTestPush(db: Db, userId: string, deviceId: string, now: Date): Promise<void> {
  const [device] = await db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(and(eq(pushDevices.id, deviceId), eq(pushDevices.userId, userId)));
  if (!device) throw deviceNotFound();
  // one test at a time per device: pressing again while one waits queues nothing more (and makes no more requests)
  const [waiting] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.deviceId, deviceId), isNull(alerts.sentAt)))
    .limit(1);
  if (waiting) return;
  await queueAlert(db, { supplierId: null, type: 'test', subjectId: device.id, recipientIds: [userId], deviceId }, now);
}

/** Who of the team hears of what, for its admins. */
export async function teamNotifications(db: Db, access: SupplierAccess): Promise<TeamNotifications> {
  const members = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: supplierUsers.role,
      channels: notificationSettings.channels,
    })
    .from(supplierUsers)
    .innerJoin(users, eq(users.id, supplierUsers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(supplierUsers.supplierId, access.supplier.id))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const ids = members.map((member) => member.userId);
  const devices = ids.length
    ? await db
        .select({ userId: pushDevices.userId, devices: count() })
        .from(pushDevices)
        .where(inArray(pushDevices.userId, ids))
        .groupBy(pushDevices.userId)
    : [];
  const devicesOf = new Map(devices.map((row) => [row.userId, row.devices]));
  return {
    members: members.map((member) => ({
      userId: member.userId,
      name: `${member.firstName} ${member.lastName}`.trim() || member.email,
      email: member.email,
      role: readRole(member.role),
      channels: channelsWith(member.channels),
      devices: devicesOf.get(member.userId) ?? 0,
    })),
  };
}

/**
 * The person's alert settings for their data export: channels, zone, and each device's label and dates (not its
 * endpoint and keys: they address and open the device's pushes, and mean nothing to the person).
 */
export async function alertSettingsExport(db: Db, userId: string) {
  const [settings] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const devices = await db
    .select({ label: pushDevices.label, createdAt: pushDevices.createdAt, lastSentAt: pushDevices.lastSentAt })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(asc(pushDevices.createdAt));
  return { channels: channelsWith(settings?.channels), timeZone: settings?.timeZone ?? null, devices };
}
