import { jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * The listing document of a supplier beyond the suppliers columns (name, contacts, address,
 * coordinates): descriptions, transport, company facts, social links, checklists, venue details, in
 * the template shape of src/domain/listing/template.ts. Written only by the listing save, which
 * checks it with the category's save schema; read laid over the category's empty template.
 */
export const supplierListings = pgTable('supplier_listings', {
  supplierId: supplierIdColumn().primaryKey(),
  listing: jsonb('listing').$type<Record<string, unknown>>().notNull().default({}),
  /** The listing's lastUpdatedAt: set on every save. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
