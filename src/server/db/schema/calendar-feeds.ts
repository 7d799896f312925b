import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's private calendar feed (issue 15, src/domain/calendar-feed.ts): the secret token of its URL
 * is the only key to it. One per supplier; regenerating replaces the token, revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    supplierId: supplierIdColumn().primaryKey(),
    token: text('token').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.token)],
);
