import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { suppliers } from './suppliers.ts';

/** Instant alerts (issue 36, src/domain/notifications.ts). */

const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A device a person subscribed to push (a browser's PushSubscription). The endpoint is the push service's
 * address for that device; its keys encrypt what is sent to it. Gone with its user.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: text('id').primaryKey(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_devices_user_idx').on(t.userId)],
);

/** A person's channel per alert type (missing types take the defaults) and the zone of their 8:00 digest. */
export const notificationSettings = pgTable('notification_settings', {
  userId: userIdColumn().primaryKey(),
  channels: jsonb('channels').$type<Record<string, string>>().notNull().default({}),
  /** null: the zone of the person's country (domain `timeZoneOf`). */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Something the team hears of, queued in the transaction that made it happen and sent by the job runner
 * (delivery.ts): the subject's id only, its text is read when sent. `recipientIds` names the people of a
 * mention, a direct message or a test push; null: the team (recipients.ts). A node claims an alert for a
 * while (`claimedUntil`); `sentAt` marks it done.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: text('id').primaryKey(),
    /** The business it is about; null for a test push. */
    supplierId: text('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Who caused it (the sender of a chat message): not alerted of their own doing. */
    actorId: text('actor_id'),
    recipientIds: jsonb('recipient_ids').$type<string[]>(),
    /** A test push goes to this device only. */
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('alerts_due_idx')
      .on(t.createdAt)
      .where(sql`sent_at is null`),
    index('alerts_sent_idx')
      .on(t.sentAt)
      .where(sql`sent_at is not null`),
  ],
);

/** One row per person and local day once that day's digest was claimed (sent, or nothing to tell). */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: userIdColumn(),
    day: text('day').notNull(),
    /** The digest's mail went out (false: nothing had happened). */
    sent: boolean('sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('digest_runs_created_idx').on(t.createdAt)],
);
