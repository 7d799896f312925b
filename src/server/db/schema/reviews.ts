import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RemovalState } from '../../../domain/reviews/reviews.ts';
import { users } from './auth.ts';
import { weddings } from './enquiries.ts';
import { awaitingPhotosIndex, moderatedPhotoColumns } from './moderated-photo.ts';
import { supplierIdColumn, suppliers } from './suppliers.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A supplier's request to a booked couple for a review (issue 12): its id is the secret of the couple's
 * link `/{publicId}/reviews/{id}`, used once (`usedAt`). One per supplier and wedding; asking again sends
 * the same link.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    weddingId: text('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    coupleName: text('couple_name').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: instant('sent_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_requests_supplier_wedding_idx').on(t.supplierId, t.weddingId)],
);

/**
 * The supplier's shared review link `/{publicId}/reviews/{id}`: its id is a secret the supplier hands out
 * (and may replace, which ends the old link), so only those it was given to can write an unverified review.
 */
export const reviewShareLinks = pgTable('review_share_links', {
  supplierId: text('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  id: text('id').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** A couple's review of a supplier (spec "Feedback" of type review; src/domain/reviews). */
export const supplierReviews = pgTable(
  'supplier_reviews',
  {
    id: text('id').primaryKey(),
    supplierId: supplierIdColumn(),
    /** The request it came through (then `verified`); unique, so a request gives one review. */
    requestId: text('request_id')
      .unique()
      .references(() => reviewRequests.id, { onDelete: 'set null' }),
    verified: boolean('verified').notNull(),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    /** Kept for the platform (abuse, the couple's identity); never shown. */
    authorEmail: text('author_email').notNull(),
    weddingDate: date('wedding_date', { mode: 'string' }),
    /** The id of the served form it was sent with (http/form-token.ts); unique, so one form gives one review. */
    formTokenId: text('form_token_id').unique(),
    /**
     * When it was published: at once for a verified review, once its author confirmed their address for one through
     * the shared link. Until then couples, averages and counters do not see it.
     */
    confirmedAt: instant('confirmed_at'),
    /** The hash of the secret of the confirmation link mailed to the author (auth/secret-hash.ts); null once used. */
    confirmationHash: text('confirmation_hash').unique(),
    locale: text('locale').notNull(),
    responseMessage: text('response_message'),
    responseCreatedAt: instant('response_created_at'),
    responseUpdatedAt: instant('response_updated_at'),
    responseBy: text('response_by').references(() => users.id, { onDelete: 'set null' }),
    removalState: text('removal_state').$type<RemovalState>().notNull().default('none'),
    removalReason: text('removal_reason'),
    removalRequestedAt: instant('removal_requested_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('supplier_reviews_supplier_idx').on(t.supplierId, t.createdAt),
    // the platform's list of removal requests, oldest first
    index('supplier_reviews_removal_requested_idx')
      .on(t.removalRequestedAt)
      .where(sql`${t.removalState} = 'requested'`),
    check('supplier_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/** A photo of a review: re-encoded like the gallery's, shown once a platform admin approved it. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => supplierReviews.id, { onDelete: 'cascade' }),
    supplierId: supplierIdColumn(),
    ...moderatedPhotoColumns(),
  },
  (t) => [
    index('review_photos_review_idx').on(t.reviewId, t.position),
    awaitingPhotosIndex('review_photos_awaiting_idx', t),
  ],
);
