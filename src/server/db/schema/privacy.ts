import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CoupleErasureCounts, CoupleErasureStep } from '../../../domain/privacy/couple-erasure.ts';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A business's own retention period of enquiries (issue 35): shorter than the platform's (ENQUIRY_RETENTION_MONTHS),
 * never longer. No row: the platform's period.
 */
export const retentionSettings = pgTable('retention_settings', {
  supplierId: supplierIdColumn().primaryKey(),
  months: integer('months').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A platform admin's erasure of a couple by e-mail address (issue 35), worked in steps (`step`), each in a
 * transaction, so an interrupted erasure resumes where it stopped (features/privacy/couple-erasure.ts). The address
 * is kept only until the erasure is done; the hash stays, so the request can be recognised without the address.
 */
export const coupleErasures = pgTable(
  'couple_erasures',
  {
    id: text('id').primaryKey(),
    /** The lower-cased address while the erasure runs; null once done. */
    email: text('email'),
    /** SHA-256 (hex) of the lower-cased address. */
    emailHash: text('email_hash').notNull(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    step: text('step').$type<CoupleErasureStep>().notNull().default('files'),
    counts: jsonb('counts').$type<CoupleErasureCounts>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('couple_erasures_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);
