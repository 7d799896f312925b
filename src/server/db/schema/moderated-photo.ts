import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The columns of a photo that waits for a platform admin's approval before couples see it (review and
 * real-wedding photos; the gallery's own table has the same three moderation fields): its files as storage
 * keys, its place among its siblings, and its state (src/domain/photos/photo-moderation.ts).
 */
export const moderatedPhotoColumns = () => ({
  position: integer('position').notNull(),
  path: text('path').notNull(),
  thumbnail: text('thumbnail').notNull(),
  approved: boolean('approved').notNull().default(false),
  rejectedReason: text('rejected_reason'),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The photo queue's index: photos awaiting a decision, oldest first. */
export const awaitingPhotosIndex = (
  name: string,
  t: { createdAt: PgColumn; approved: PgColumn; rejectedReason: PgColumn },
) =>
  index(name)
    .on(t.createdAt)
    .where(sql`not ${t.approved} and ${t.rejectedReason} is null`);
