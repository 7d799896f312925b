import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's competitor list (spec section 7: "a competitor list held in a config document"): one row
 * per supplier that chose its list, the ids in the order of their chart colours. No row: the list was
 * never chosen and the suggestions stand in for it. The ids are checked when written
 * (src/domain/competitors/competitors.ts); a competitor deleted since is left out when read.
 */
export const supplierCompetitors = pgTable('supplier_competitors', {
  supplierId: supplierIdColumn().primaryKey(),
  competitorIds: text('competitor_ids').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
