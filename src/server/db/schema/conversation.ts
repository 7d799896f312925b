import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MessageDirection } from '../../../domain/enquiries/conversation.ts';
import type { Locale } from '../../../domain/locales.ts';
import { users } from './auth.ts';
import { enquiries } from './enquiries.ts';
import { supplierIdColumn } from './suppliers.ts';

/** A file that came with a couple's answer, kept by the storage provider like booking files. */
export interface MessageAttachment {
  id: string;
  name: string;
  /** The storage key. */
  path: string;
  size: number;
  contentType: string;
}

/**
 * One message of an enquiry's conversation (issue 15): a reply the supplier's team sent by e-mail (out),
 * or the couple's answer that came back to its reply address (in).
 */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<MessageDirection>().notNull(),
    /** The team member who sent an outgoing message; null for incoming and automatic ones. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sent by the portal on its own (the auto-acknowledgement). */
    automatic: boolean('automatic').notNull().default(false),
    subject: text('subject').notNull(),
    /** The text as shown: an incoming mail without its quoted history and signature. */
    text: text('text').notNull(),
    /** The mail's Message-ID header, with its angle brackets. */
    mailMessageId: text('mail_message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    /** The sender's address of an incoming message. */
    fromAddress: text('from_address'),
    /** An incoming message from an address other than the couple's. */
    flagged: boolean('flagged').notNull().default(false),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_messages_enquiry_time_idx').on(t.enquiryId, t.createdAt),
    // a mail delivered twice (an inbound webhook's retry, a resent SMTP transaction) is kept once
    uniqueIndex('enquiry_messages_enquiry_mail_id_idx').on(t.enquiryId, t.mailMessageId),
  ],
);

/** A supplier's reply template: a name and a text per language with placeholders (reply-templates.ts). */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    name: text('name').notNull(),
    texts: jsonb('texts').$type<Record<Locale, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('reply_templates_supplier_idx').on(t.supplierId, t.createdAt)],
);

/**
 * A supplier's automatic acknowledgement of new enquiries (reply-templates.ts): off until switched on with a template.
 */
export const autoAcknowledgeSettings = pgTable('auto_acknowledge_settings', {
  supplierId: supplierIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** A template deleted later switches the acknowledgement off (nothing to send). */
  templateId: text('template_id').references(() => replyTemplates.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
