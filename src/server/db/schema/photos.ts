import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/** A supplier's gallery photo (spec section 3 "Photo"); path and thumbnail are storage keys. */
export const supplierPhotos = pgTable(
  'supplier_photos',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    approved: boolean('approved').notNull().default(false),
    /** Set when a platform admin rejected it: what the supplier reads (src/domain/photos/photo-moderation.ts). */
    rejectedReason: text('rejected_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** 250 x batch index + position in the batch (src/domain/photos/photo-order.ts). */
    order: integer('order').notNull(),
    path: text('path').notNull(),
    thumbnail: text('thumbnail').notNull(),
    portrait: boolean('portrait').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_photos_supplier_order_idx').on(t.supplierId, t.order),
    // the moderation queue: photos awaiting a decision, oldest first
    index('supplier_photos_awaiting_idx')
      .on(t.createdAt)
      .where(sql`not ${t.approved} and ${t.rejectedReason} is null`),
  ],
);
