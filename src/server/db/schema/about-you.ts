import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/** A supplier's status message (the listing's statusUpdate): at most one per supplier. */
export const supplierStatusMessages = pgTable('supplier_status_messages', {
  supplierId: supplierIdColumn().primaryKey(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Achievements: type media (featuredIn), award (industryAwards) or accreditation (accreditationsAssociations). */
export const supplierAchievements = pgTable(
  'supplier_achievements',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    link: text('link'),
    /** The order the supplier entered them in, within the type. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_achievements_supplier_idx').on(t.supplierId, t.type, t.position)],
);

/** The supplier's answers to its category's FAQ questions (question ids of src/domain/listing/faq-questions.ts). */
export const supplierFaqAnswers = pgTable(
  'supplier_faq_answers',
  {
    supplierId: supplierIdColumn(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.questionId] })],
);
