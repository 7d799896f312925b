import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * Historic rankings (spec section 3 "Statistics objects"): each supplier's rank in each county it is found
 * in, once a day, as the ranking job recorded it (docs/ranking.md "Historic rankings").
 */
export const supplierRankings = pgTable(
  'supplier_rankings',
  {
    supplierId: supplierIdColumn(),
    /** The UTC day it was recorded. */
    day: date('day', { mode: 'string' }).notNull(),
    county: text('county').notNull(),
    /** The category it was ranked in (its type[0] that day). */
    category: text('category').notNull(),
    rank: integer('rank').notNull(),
    /** How many suppliers were ranked there that day. */
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.county, t.day] }),
    index('supplier_rankings_day_idx').on(t.day),
    // a year of a supplier's ranks read from the index alone: a day's rows are written together, so each
    // supplier's year lies on a page per day in the table (issue 14's statistics bench)
    index('supplier_rankings_history_idx').on(t.supplierId, t.county, t.day, t.rank, t.total, t.category),
  ],
);
