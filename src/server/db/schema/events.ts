import { index, jsonb, pgTable, text, timestamp, bigserial } from 'drizzle-orm/pg-core';

/** Append-only analytics events (spec: POST /api/a/t); statistics read them through rollups. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    category: text('category'),
    source: text('source').notNull().default('cms'),
    supplierId: text('supplier_id'),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    sessionId: text('session_id'),
    pathname: text('pathname'),
    previousPath: text('previous_path'),
    pageTitle: text('page_title'),
    identifyProps: jsonb('identify_props').$type<Record<string, unknown>>(),
    specificEventProps: jsonb('specific_event_props').$type<Record<string, unknown>>(),
    genericProps: jsonb('generic_props').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_supplier_time_idx').on(t.supplierId, t.createdAt),
    index('events_event_time_idx').on(t.event, t.createdAt),
  ],
);
