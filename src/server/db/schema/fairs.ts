import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/** A wedding fair the supplier exhibits at (spec "Wedding fair", src/domain/fairs.ts); its days in order. */
export const supplierFairs = pgTable(
  'supplier_fairs',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    dates: date('dates', { mode: 'string' }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_fairs_supplier_idx').on(t.supplierId)],
);
