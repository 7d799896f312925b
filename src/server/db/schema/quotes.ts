import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locales.ts';
import type { QuoteDocument } from '../../../domain/quotes/canonical.ts';
import type { QuoteDraft, QuoteStatus } from '../../../domain/quotes/quote-api.ts';
import type { VatRule } from '../../../domain/quotes/vat.ts';
import { users } from './auth.ts';
import { enquiries } from './enquiries.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * Quotes, contracts and deposits (issue 38, docs/decisions/quotes.md). Amounts are integer minor units of the
 * supplier's currency; days are the supplier's calendar days (YYYY-MM-DD).
 */

/** A supplier's contract template of one language: the supplier's own text once saved (the starter is the portal's). */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    supplierId: supplierIdColumn(),
    language: text('language').$type<Locale>().notNull(),
    text: text('text').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.language] })],
);

/**
 * A quote to the couple of one enquiry: the draft being written (the next version once one was sent) and its figures.
 * It goes with the enquiry, so erasing a couple's enquiry erases the quotes that name them.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    status: text('status').$type<QuoteStatus>().notNull().default('draft'),
    /** The last version sent (quote_versions.version); 0 until the first send. */
    version: integer('version').notNull().default(0),
    /** The draft as the domain's schema parsed it, without the preview's expected figures. */
    draft: jsonb('draft').$type<QuoteDraft>().notNull(),
    /** The supplier's currency and VAT rule when the draft was last saved: a quote keeps the rule it was made with. */
    currency: text('currency').notNull(),
    vat: jsonb('vat').$type<VatRule>().notNull(),
    /** The draft's gross total, for the enquiry's list. */
    total: integer('total').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the enquiry's quotes, newest first
    index('quotes_enquiry_created_idx').on(t.enquiryId, t.createdAt),
    index('quotes_supplier_created_idx').on(t.supplierId, t.createdAt),
  ],
);

/**
 * A version of a quote as sent: the exact document, its canonical SHA-256 (what an acceptance will keep), and the
 * SHA-256 of the couple's link token; the token itself is never stored, so a copy of the database opens no proposal.
 * An edit of a sent quote voids the last version's link.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<QuoteDocument>().notNull(),
    /** Hex SHA-256 of canonicalQuoteDocument(document). */
    documentSha256: text('document_sha256').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** Hex SHA-256 of the link token the couple was sent. */
    linkTokenSha256: text('link_token_sha256').notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_versions_quote_version_idx').on(t.quoteId, t.version),
    // the couple's link finds its version by the token's hash
    uniqueIndex('quote_versions_link_token_idx').on(t.linkTokenSha256),
    // at most one live link per quote: an edit voids the last one before the next send
    uniqueIndex('quote_versions_one_live_idx')
      .on(t.quoteId)
      .where(sql`voided_at is null`),
  ],
);

/**
 * A couple's acceptance of one version (docs/decisions/quotes.md, "The couple's proposal"): the typed name, when, from
 * where (IP address and user agent, kept as evidence only), and the SHA-256 of the exact document accepted. One per
 * version: the unique version id makes two parallel acceptances one record. It goes with the quote (cascade).
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    versionId: text('version_id')
      .notNull()
      .references(() => quoteVersions.id, { onDelete: 'cascade' }),
    /** The full name the couple typed as their signature. */
    typedName: text('typed_name').notNull(),
    /** Hex SHA-256 of canonicalQuoteDocument of the version accepted: the version's own hash, checked when stored. */
    documentSha256: text('document_sha256').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_acceptances_version_idx').on(t.versionId),
    index('quote_acceptances_quote_idx').on(t.quoteId),
  ],
);
