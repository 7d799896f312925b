import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/** Every platform admin change to a supplier: who, when, what, and the fields before and after. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: supplierIdColumn(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The change: premium, trial, searchBoost, actions, unlinkUser, demoMode. */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_supplier_time_idx').on(t.supplierId, t.createdAt)],
);
