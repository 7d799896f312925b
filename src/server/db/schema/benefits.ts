import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { supplierIdColumn } from './suppliers.ts';

/** A member benefit: a partner's offer to paying suppliers, managed by the platform's admins (src/domain/benefits.ts). */
export const benefits = pgTable('benefits', {
  id: text('id').primaryKey(),
  partnerName: text('partner_name').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  countries: text('countries').array().notNull(),
  /** Empty: every category. */
  categories: text('categories').array().notNull(),
  code: text('code'),
  url: text('url').notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  /** Retired benefits are kept (with their uses) and hidden from suppliers. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A supplier that revealed a benefit's code or followed its link: one row a supplier, the first time. */
export const benefitUses = pgTable(
  'benefit_uses',
  {
    benefitId: text('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'cascade' }),
    supplierId: supplierIdColumn(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.benefitId, t.supplierId] }), index('benefit_uses_supplier_idx').on(t.supplierId)],
);
