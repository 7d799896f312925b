import { foreignKey, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { supplierIdColumn, supplierUsers } from './suppliers.ts';

/**
 * A member's private calendar feed of a supplier (issue 15, src/domain/calendar-feed.ts): the secret token of its URL
 * is the only key to it. One per membership, and it ends with it: the key to `supplier_users` deletes the feed when the
 * member is removed or leaves, so a copied address stops working with the access that made it. Regenerating replaces
 * the token, revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    supplierId: supplierIdColumn(),
    userId: text('user_id').notNull(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.userId] }),
    foreignKey({
      columns: [t.supplierId, t.userId],
      foreignColumns: [supplierUsers.supplierId, supplierUsers.userId],
    }).onDelete('cascade'),
    uniqueIndex('calendar_feeds_token_idx').on(t.token),
  ],
);
