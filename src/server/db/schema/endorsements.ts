import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's testimonial (spec "Endorsement", src/domain/endorsements.ts); the photo's path and thumbnail are storage
 * keys.
 */
export const supplierEndorsements = pgTable(
  'supplier_endorsements',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    from: text('from').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    link: text('link'),
    photoPath: text('photo_path'),
    photoThumbnail: text('photo_thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_endorsements_supplier_idx').on(t.supplierId, t.date)],
);
