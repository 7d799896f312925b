import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReviewRemoval } from '../../../domain/reviews/reviews-api.ts';
import type { Db } from '../../db/client.ts';
import { adminAudit, reviewPhotos, supplierReviews, suppliers } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { removePhotoFiles } from '../photos/service.ts';
import { countPublishedReviews } from './read.ts';

const requested = eq(supplierReviews.removalState, 'requested');

/** Reviews whose suppliers asked for their removal, oldest request first (platform admins decide). */
export async function readRemovalRequests(db: Db): Promise<ReviewRemoval[]> {
  const rows = await db
    .select({ review: supplierReviews, supplierName: suppliers.name })
    .from(supplierReviews)
    .innerJoin(suppliers, eq(suppliers.id, supplierReviews.supplierId))
    .where(and(requested, eq(suppliers.deleted, false)))
    .orderBy(asc(supplierReviews.removalRequestedAt), asc(supplierReviews.id));
  return rows.map(({ review, supplierName }) => ({
    reviewId: review.id,
    supplierId: review.supplierId,
    supplierName,
    stars: review.stars,
    title: review.title,
    body: review.body,
    authorName: review.authorName,
    verified: review.verified,
    createdAt: review.createdAt.toISOString(),
    reason: review.removalReason ?? '',
    requestedAt: (review.removalRequestedAt ?? review.updatedAt).toISOString(),
  }));
}

/**
 * A platform admin's decision on a removal request (spec: feedback can be deleted on request): `remove`
 * deletes the review, its photos and their files and counts the supplier's reviews again; `keep` keeps it,
 * and the supplier sees that it was kept. Either way the supplier's admin audit log records who decided
 * what. 404 when the review is not waiting for a decision. Answers the supplier whose page changes.
 */
export async function decideRemoval(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  actorId: string,
  reviewId: string,
  decision: 'remove' | 'keep',
  now: Date,
): Promise<string> {
  const { review, photos } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supplierReviews)
      .where(and(eq(supplierReviews.id, reviewId), requested))
      .for('update');
    if (!row) throw notFound('removal request not found');
    const files = await tx
      .select({ path: reviewPhotos.path, thumbnail: reviewPhotos.thumbnail })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, reviewId));
    if (decision === 'remove') {
      // a review arriving meanwhile is counted too: the count is taken under the supplier's lock
      await lockSupplierRow(tx, row.supplierId);
      await tx.delete(supplierReviews).where(eq(supplierReviews.id, reviewId));
      await countPublishedReviews(tx, row.supplierId);
    } else {
      await tx
        .update(supplierReviews)
        .set({ removalState: 'kept', updatedAt: now })
        .where(eq(supplierReviews.id, reviewId));
    }
    await tx.insert(adminAudit).values({
      supplierId: row.supplierId,
      actorId,
      action: 'reviewRemovalDecision',
      before: { reviewId, stars: row.stars, title: row.title, authorName: row.authorName, reason: row.removalReason },
      after: { decision },
      createdAt: now,
    });
    return { review: row, photos: decision === 'remove' ? files : [] };
  });
  await removePhotoFiles(storage, photos, log);
  return review.supplierId;
}
