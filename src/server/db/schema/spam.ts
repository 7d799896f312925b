import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SpamReason, SpamVerdict } from '../../../domain/enquiries/spam.ts';
import { users } from './auth.ts';
import { enquiries } from './enquiries.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * The spam score of an enquiry, written with it (src/domain/enquiries/spam.ts). The normalised text's
 * hash and the sender's address are kept to score later enquiries (same text to other suppliers,
 * velocity per address). Enquiries from before scoring have no row.
 */
export const enquirySpamScores = pgTable(
  'enquiry_spam_scores',
  {
    enquiryId: text('enquiry_id')
      .primaryKey()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    supplierId: supplierIdColumn(),
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<SpamReason[]>().notNull(),
    /** The supplier's threshold when it was scored. */
    threshold: integer('threshold').notNull(),
    /** md5 of spam.ts `normalisedSpamText`; null for a message too short to compare. */
    textHash: text('text_hash'),
    /** The sender's e-mail address in lower case; null without one. */
    sender: text('sender'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_spam_scores_text_idx').on(t.textHash, t.createdAt),
    index('enquiry_spam_scores_sender_idx').on(t.sender, t.createdAt),
  ],
);

/** A supplier's learnt spam threshold; a supplier without a row has the default. */
export const spamThresholds = pgTable('spam_thresholds', {
  supplierId: supplierIdColumn().primaryKey(),
  threshold: integer('threshold').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Report spam" and "Not spam" on an enquiry: who, the score and the threshold before and after (platform admins read
 * them).
 */
export const spamReports = pgTable(
  'spam_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: supplierIdColumn(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    verdict: text('verdict').$type<SpamVerdict>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    thresholdBefore: integer('threshold_before').notNull(),
    thresholdAfter: integer('threshold_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spam_reports_supplier_time_idx').on(t.supplierId, t.createdAt)],
);
