import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail the embedded mail provider "sent": read in the dev mail viewer (GET /api/dev/mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    /** Extra headers as sent (Message-ID, In-Reply-To, References). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_time_idx').on(t.to, t.createdAt)],
);
