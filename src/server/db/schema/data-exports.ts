import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DataExportKind, DataExportStatus } from '../../../domain/data-export/data-export.ts';
import { users } from './auth.ts';
import { suppliers } from './suppliers.ts';

/**
 * Issue 35: an export a user asked for, of their own data (kind user) or of a business they administer (kind
 * business, `supplier_id` set). The export job builds the ZIP into storage (`storage_key`) and mails the requester.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<DataExportKind>().notNull(),
    /** The requester: the only one who may download it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: text('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('pending'),
    /** When a job node took it (status building): one that stopped is taken up again after a while. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_time_idx').on(t.userId, t.createdAt),
    index('data_exports_supplier_time_idx').on(t.supplierId, t.createdAt),
    // the job's queue and its clean-up: only the rows still to build or to delete
    index('data_exports_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`status in ('pending', 'building', 'ready')`),
    // one open export at a time per user's own data and per business, kept by the database against double clicks
    uniqueIndex('data_exports_one_open_user_idx')
      .on(t.userId)
      .where(sql`kind = 'user' and status in ('pending', 'building')`),
    uniqueIndex('data_exports_one_open_business_idx')
      .on(t.supplierId)
      .where(sql`kind = 'business' and status in ('pending', 'building')`),
  ],
);
