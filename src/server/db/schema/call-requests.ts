import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CallRequestStatus, CallTopic, CallWindow } from '../../../domain/call-requests.ts';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * A supplier's request to be called back by the account team ("book a call", src/domain/call-requests.ts): the phone
 * is personal data of the user who asked. One open request per supplier (the partial unique index backs the
 * service's check).
 */
export const callRequests = pgTable(
  'call_requests',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    window: text('window').$type<CallWindow>().notNull(),
    topic: text('topic').$type<CallTopic>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<CallRequestStatus>().notNull().default('open'),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_requests_one_open_idx')
      .on(t.supplierId)
      .where(sql`${t.status} = 'open'`),
    // the admin list: open requests, newest first
    index('call_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);
