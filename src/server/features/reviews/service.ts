import { and, eq, sql } from 'drizzle-orm';
import { removalRequestInputSchema, reviewReplyInputSchema, type Review } from '../../../domain/reviews/reviews-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierReviews } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { profileLinksOf, type LinkConfig } from '../public-profile/profile-links.ts';
import { readReview } from './read.ts';

const reviewNotFound = 'review not found';

const ofSupplier = (access: SupplierAccess, reviewId: string) =>
  and(eq(supplierReviews.supplierId, access.supplier.id), eq(supplierReviews.id, reviewId));

async function reviewAfter(
  db: Db,
  storage: StorageProvider,
  links: LinkConfig,
  access: SupplierAccess,
  reviewId: string,
): Promise<Review> {
  const review = await readReview(
    db,
    storage,
    access.supplier.id,
    profileLinksOf(links, access.supplier).url,
    reviewId,
  );
  if (!review) throw notFound(reviewNotFound);
  return review;
}

/**
 * The supplier's reply (spec section 4): the response is created on the first reply and only updated
 * afterwards, so its createdAt stays the first reply's. Tier-gated (reviewsReply: classic23 for venues).
 */
export async function replyToReview(
  db: Db,
  storage: StorageProvider,
  links: LinkConfig,
  access: SupplierAccess,
  reviewId: string,
  input: unknown,
  now: Date,
): Promise<Review> {
  requireFeature(access, 'reviewsReply');
  const { message } = parseForm(reviewReplyInputSchema, input);
  const [updated] = await db
    .update(supplierReviews)
    .set({
      responseMessage: message,
      responseCreatedAt: sql`coalesce(${supplierReviews.responseCreatedAt}, ${now.toISOString()}::timestamptz)`,
      responseUpdatedAt: now,
      responseBy: access.user.id,
      updatedAt: now,
    })
    .where(ofSupplier(access, reviewId))
    .returning({ id: supplierReviews.id });
  if (!updated) throw notFound(reviewNotFound);
  return reviewAfter(db, storage, links, access, reviewId);
}

/**
 * Asks the platform to remove a review (suppliers never delete one themselves). Once asked it waits for
 * a platform admin (409 removal-requested); a review the platform decided to keep may be asked for again
 * with a new reason.
 */
export async function requestReviewRemoval(
  db: Db,
  storage: StorageProvider,
  links: LinkConfig,
  access: SupplierAccess,
  reviewId: string,
  input: unknown,
  now: Date,
): Promise<Review> {
  requireFeature(access, 'reviewsPage');
  const { reason } = parseForm(removalRequestInputSchema, input);
  const [updated] = await db
    .update(supplierReviews)
    .set({ removalState: 'requested', removalReason: reason, removalRequestedAt: now, updatedAt: now })
    .where(and(ofSupplier(access, reviewId), sql`${supplierReviews.removalState} <> 'requested'`))
    .returning({ id: supplierReviews.id });
  if (!updated) {
    await reviewAfter(db, storage, links, access, reviewId); // 404 when it is not the supplier's
    throw new AppError(409, 'removal-requested', 'The removal of this review has already been requested', {
      _: 'reviews:errors.removalRequested',
    });
  }
  return reviewAfter(db, storage, links, access, reviewId);
}
