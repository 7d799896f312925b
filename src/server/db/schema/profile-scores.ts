import { doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/**
 * Each score of a supplier's profile score as last read, with when it last changed (spec "Statistics objects": each
 * score with a last-updated stamp). The scores are computed when asked; this row only remembers since when each holds.
 */
export const supplierProfileScores = pgTable(
  'supplier_profile_scores',
  {
    supplierId: supplierIdColumn(),
    /** A part score's name or profileScore (domain/profile-score.ts). */
    score: text('score').notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.score] })],
);
