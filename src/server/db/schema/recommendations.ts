import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { supplierIdColumn, suppliers } from './suppliers.ts';

/** A supplier's recommendation of another supplier (spec "Recommendation", src/domain/recommendations.ts). */
export const supplierRecommendations = pgTable(
  'supplier_recommendations',
  {
    id: text('id').primaryKey(),
    /** Who recommends. */
    supplierId: supplierIdColumn(),
    /** Who is recommended: the spec's `supplierId` of a recommendation. */
    recommendedSupplierId: text('recommended_supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a supplier is recommended once by another, also when two adds race
    uniqueIndex('supplier_recommendations_pair_idx').on(t.supplierId, t.recommendedSupplierId),
    index('supplier_recommendations_recommended_idx').on(t.recommendedSupplierId),
  ],
);
