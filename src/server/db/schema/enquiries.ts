import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EnquiryMark, ProgressStep, StatusFlag } from '../../../domain/enquiries/progress.ts';
import type { EnquirySource } from '../../../domain/enquiries/source.ts';
import type { WeddingDatePicker } from '../../../domain/enquiries/wedding-date.ts';
import { weddingMonthOf } from '../wedding-month.ts';
import { users } from './auth.ts';
import { supplierIdColumn } from './suppliers.ts';

/**
 * Instants the enquiry list pages over keep milliseconds only, so a JavaScript Date round-trips exactly as a cursor.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** An engaged couple of the marketplace. Couples are not portal users: they never sign in here. */
export const couples = pgTable(
  'couples',
  {
    id: text('id').primaryKey(),
    partnerName1: text('partner_name_1').notNull(),
    partnerName2: text('partner_name_2'),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code').notNull().default('GB'),
    locale: text('locale').notNull().default('en-GB'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('couples_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/** A couple's wedding: one per couple, shared by every supplier the couple writes to. */
export const weddings = pgTable('weddings', {
  id: text('id').primaryKey(),
  coupleId: text('couple_id')
    .notNull()
    .unique()
    .references(() => couples.id, { onDelete: 'cascade' }),
  datePicker: jsonb('date_picker').$type<WeddingDatePicker>(),
  /** wedding-date.ts `weddingDateEpoch` (ms), null without a year. */
  weddingDate: bigint('wedding_date', { mode: 'number' }),
  guestsEstimate: integer('guests_estimate'),
  /** Stored budget values (budget.ts: 99000 at the cap), whole units of `currency`; null when not given. */
  budgetMin: integer('budget_min'),
  budgetMax: integer('budget_max'),
  currency: text('currency').notNull().default('GBP'),
  venueCounties: text('venue_counties').array().notNull().default([]),
  /** The venue styles the couple looks for (the wedding summary's venueTags). */
  tags: text('tags').array().notNull().default([]),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** The wedding a row is about; the row goes with the wedding. */
export const weddingIdColumn = () =>
  text('wedding_id')
    .notNull()
    .references(() => weddings.id, { onDelete: 'cascade' });

const coupleIdColumn = () =>
  text('couple_id')
    .notNull()
    .references(() => couples.id, { onDelete: 'cascade' });

/**
 * An enquiry (the spec's supplier wedding): what a couple sent one supplier, and how the supplier's
 * team works it. Progress steps and status flags are lists of the marks that are on, with the
 * instant of each in `timestamps` (src/domain/enquiries/progress.ts).
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    weddingId: weddingIdColumn(),
    coupleId: coupleIdColumn(),
    source: text('source').$type<EnquirySource>().notNull().default('marketplace'),
    message: text('message'),
    partnerName1: text('partner_name_1'),
    partnerName2: text('partner_name_2'),
    email: text('email'),
    phone: text('phone'),
    /** The guest number as the couple wrote it; `guestsEstimate` is its integer reading (guests.ts). */
    guestsInitialTarget: text('guests_initial_target'),
    guestsEstimate: integer('guests_estimate'),
    weddingDate: bigint('wedding_date', { mode: 'number' }),
    weddingDatePicker: jsonb('wedding_date_picker').$type<WeddingDatePicker>(),
    /** Whether the couple's budget fits the supplier's prices; null when unknown. */
    budgetMatch: boolean('budget_match'),
    progress: text('progress').array().$type<ProgressStep[]>().notNull().default([]),
    statuses: text('statuses').array().$type<StatusFlag[]>().notNull().default([]),
    timestamps: jsonb('timestamps').$type<Partial<Record<EnquiryMark, string>>>().notNull().default({}),
    enquiryRead: boolean('enquiry_read').notNull().default(false),
    /** The list views' outcome (open, booked, lost, dismissed), kept by the database for the status index. */
    outcome: text('outcome').generatedAlwaysAs(
      sql`case when 'booked' = any(progress) then 'booked' when 'lost' = any(statuses) then 'lost' when 'dismissed' = any(statuses) then 'dismissed' else 'open' end`,
    ),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The first reply's instant, `timestamps.replied` as a column kept by the database, so the reply figures read it
     * from the supplier's time index alone (response-time/read.ts). `instant_of_iso` is a cast declared immutable,
     * which it is for the ISO instants with their offset that the portal writes (migration 0057).
     */
    repliedAt: instant('replied_at').generatedAlwaysAs(sql`instant_of_iso(timestamps ->> 'replied')`),
    notesCount: integer('notes_count').notNull().default(0),
    contactedCoupleTime: instant('contacted_couple_time'),
    revealed: boolean('revealed').notNull().default(false),
    isPayPerEnquiry: boolean('is_pay_per_enquiry').notNull().default(false),
    /**
     * In the Spam view instead of the inbox: scored above the supplier's threshold, or reported (spam.ts; scores in
     * `enquiry_spam_scores`).
     */
    spam: boolean('spam').notNull().default(false),
    /**
     * When the retention job (features/privacy/retention.ts) removed the couple's personal data from it: the row stays
     * for the counters and statistics, without names, contact, message, conversation text, notes or files.
     */
    anonymisedAt: instant('anonymised_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enquiries_supplier_wedding_idx').on(t.supplierId, t.weddingId),
    // with the owner and the first reply after the key: the reply figures of a window (dashboard, response times, the
    // public badge) read their rows from these entries alone, not from thousands of rows spread over the table
    index('enquiries_supplier_time_idx').on(t.supplierId, t.createdAt, t.id, t.ownerId, t.repliedAt),
    index('enquiries_supplier_outcome_time_idx').on(t.supplierId, t.outcome, t.createdAt, t.id),
    index('enquiries_supplier_owner_time_idx').on(t.supplierId, t.ownerId, t.createdAt, t.id),
    // one partial index per sparse list view (views-sql.ts, same predicates), so its first page reads 20 index entries
    index('enquiries_unread_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`not enquiry_read and not ('dismissed' = any(statuses))`),
    index('enquiries_in_discussion_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`'inDiscussion' = any(progress)`),
    index('enquiries_call_or_meeting_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`'callOrMeetingHeld' = any(progress)`),
    index('enquiries_date_on_hold_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`'dateOnHold' = any(progress)`),
    index('enquiries_has_notes_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`notes_count > 0`),
    index('enquiries_has_assignee_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`owner_id is not null`),
    index('enquiries_spam_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`spam`),
    // the retention job's candidates (privacy/retention.ts): enquiries not yet anonymised whose wedding day, or last
    // change without one, is past the shortest period, instead of every enquiry kept walked in id order each hour
    index('enquiries_retention_wedding_idx')
      .on(t.weddingDate)
      .where(sql`anonymised_at is null`),
    index('enquiries_retention_activity_idx')
      .on(t.updatedAt)
      .where(sql`anonymised_at is null and wedding_date is null`),
    index('enquiries_progress_updates_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`cardinality(array_remove(progress, 'read')) > 0`),
    // the held dates of some months (dashboard agenda, calendar feed; enquiries/held-dates.ts, same predicate): those
    // months' entries, not every date a supplier ever held
    index('enquiries_held_dates_month_idx')
      .on(t.supplierId, weddingMonthOf(t.weddingDatePicker))
      .where(sql`outcome = 'open' and 'dateOnHold' = any(progress)`),
    // the dashboard's "waiting for a first reply" (enquiries/awaiting-reply.ts, same predicate): its count and oldest
    // three from these entries alone, instead of every open enquiry's row
    index('enquiries_awaiting_reply_time_idx')
      .on(t.supplierId, t.createdAt, t.id)
      .where(sql`outcome = 'open' and not spam and not ('replied' = any(progress))`),
  ],
);

/**
 * The inbox's view counts per supplier, owner and month of arrival (UTC), kept by database triggers
 * on `enquiries` in the same transaction as every write (migration `enquiry_counts_triggers`), so the
 * list reads a few counter rows instead of counting all of a supplier's enquiries on each request.
 * The columns follow views-sql.ts `statusViewSql`; hasAssignee and lastMonth come from the key.
 */
export const enquiryCounts = pgTable(
  'enquiry_counts',
  {
    // no foreign key: the counters are derived data, emptied rows are deleted by the trigger
    supplierId: text('supplier_id').notNull(),
    /** The owner's user id, '' for enquiries without an owner. */
    ownerKey: text('owner_key').notNull(),
    /** First day of the UTC month the enquiries arrived in. */
    month: date('month', { mode: 'string' }).notNull(),
    total: integer('total').notNull().default(0),
    inprogress: integer('inprogress').notNull().default(0),
    unread: integer('unread').notNull().default(0),
    inDiscussion: integer('in_discussion').notNull().default(0),
    callOrMeetingHeld: integer('call_or_meeting_held').notNull().default(0),
    dateOnHold: integer('date_on_hold').notNull().default(0),
    booked: integer('booked').notNull().default(0),
    lost: integer('lost').notNull().default(0),
    hasNotes: integer('has_notes').notNull().default(0),
    hasProgressUpdates: integer('has_progress_updates').notNull().default(0),
    /** Spam enquiries count here only: every other column (total too) counts the rest (migration `spam_counts`). */
    spam: integer('spam').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.ownerKey, t.month] })],
);

/** A team note on an enquiry. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('enquiry_notes_enquiry_time_idx').on(t.enquiryId, t.createdAt)],
);

export interface BookingFile {
  id: string;
  name: string;
  /** Storage key of the file (storage provider). */
  path: string;
  size: number;
  uploadedAt: string;
  /** Who shared the file: the couple (the default) or the supplier. */
  owner?: 'couple' | 'supplier';
  /** The served content type (files uploaded through the portal; earlier ones are known by their key). */
  contentType?: string;
  /** The user who uploaded it (a couple's or a supplier's), null when the account is gone. */
  uploadedBy?: string | null;
}

/**
 * A booked couple (spec: booking with profileId = supplier, userId = couple); recorded when an enquiry is marked
 * booked.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    weddingId: weddingIdColumn(),
    coupleId: coupleIdColumn(),
    enquiryId: text('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    weddingDate: bigint('wedding_date', { mode: 'number' }),
    /**
     * The wedding's month (`weddingMonthOf` its date picker), kept by the database from the wedding (triggers of
     * migration 0057), so the agenda reads a supplier's bookings of some months by index, not all its bookings joined to
     * their weddings.
     */
    weddingMonth: integer('wedding_month'),
    files: jsonb('files').$type<BookingFile[]>().notNull().default([]),
    /** Whether the couple and the supplier work together on the wedding (the couple details page toggles it). */
    collaborating: boolean('collaborating').notNull().default(true),
    /** The supplier's invite message for this wedding; null: the default text of the couple's language. */
    inviteMessage: text('invite_message'),
    /** When the supplier last sent the invite to collaborate (a second one waits a day). */
    inviteSentAt: instant('invite_sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_supplier_wedding_idx').on(t.supplierId, t.weddingId),
    index('bookings_supplier_time_idx').on(t.supplierId, t.createdAt),
    index('bookings_supplier_month_idx').on(t.supplierId, t.weddingMonth),
    // couple intel's lost bookings: who else booked the weddings of a supplier's enquiries
    index('bookings_wedding_idx').on(t.weddingId),
  ],
);
