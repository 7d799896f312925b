import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's special offer of one type, or its brand discount (type bbDiscount): spec "Offer",
 * src/domain/offers. One per type: the form per type edits it.
 */
export const supplierOffers = pgTable(
  'supplier_offers',
  {
    /** Kept by the save that replaces the offer of its type; a new one after a delete. */
    id: text('id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    supplierId: supplierIdColumn(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** percentOff, absoluteOff, setValue or other (domain serverDiscountTypes). */
    discountType: text('discount_type'),
    /** Percent, or whole units of the supplier's currency; null for other. */
    discountValue: doublePrecision('discount_value'),
    /** The deal in words when the discount type is other. */
    details: text('details').notNull(),
    lateDates: date('late_dates', { mode: 'string' }).array().notNull(),
    /** The last day the offer holds; null when it does not expire. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.type] })],
);
