import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { weddingIdColumn } from './enquiries.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's message to a couple from the couples activity (spec: contact-couple message); one per supplier and
 * wedding.
 */
export const coupleMessages = pgTable(
  'couple_messages',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    weddingId: weddingIdColumn(),
    /** The couples-activity event the supplier answered (shortlisted, profileViewed, ...). */
    eventType: text('event_type').notNull(),
    message: text('message').notNull(),
    supplierUserId: text('supplier_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('couple_messages_supplier_wedding_idx').on(t.supplierId, t.weddingId),
    index('couple_messages_wedding_idx').on(t.weddingId),
  ],
);
