import { and, asc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { unconfirmedReviewsDeletedBefore } from '../../../domain/reviews/reviews.ts';
import type { Database, Db } from '../../db/client.ts';
import { reviewPhotos, supplierReviews } from '../../db/schema/index.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { removePhotoFiles } from '../photos/service.ts';

/** Reviews deleted per transaction: a backlog is worked off in slices that each lock few rows. */
const deleteBatch = 200;

/**
 * Deletes up to `deleteBatch` reviews still unconfirmed that match `condition`, their photos (cascade) and then their
 * files. The reviews are locked first, so one confirmed meanwhile is not deleted and its author's confirmation waits
 * for the deletion, then finds no review (404). Unconfirmed reviews are in no counter, webhook or statistics: nothing
 * else changes. Answers how many were deleted.
 */
async function deleteUnconfirmed(
  db: Db,
  storage: StorageProvider,
  condition: SQL | undefined,
  log?: FastifyBaseLogger,
): Promise<number> {
  const { deleted, photos } = await db.transaction(async (tx) => {
    const ids = (
      await tx
        .select({ id: supplierReviews.id })
        .from(supplierReviews)
        .where(and(isNull(supplierReviews.confirmedAt), condition))
        .orderBy(asc(supplierReviews.createdAt))
        .limit(deleteBatch)
        .for('update')
    ).map((row) => row.id);
    if (ids.length === 0) return { deleted: 0, photos: [] };
    const files = await tx
      .select({ path: reviewPhotos.path, thumbnail: reviewPhotos.thumbnail })
      .from(reviewPhotos)
      .where(inArray(reviewPhotos.reviewId, ids));
    await tx.delete(supplierReviews).where(inArray(supplierReviews.id, ids));
    return { deleted: ids.length, photos: files };
  });
  await removePhotoFiles(storage, photos, log);
  return deleted;
}

/** Deletes a review whose author could not be asked to confirm it (its mail failed), with its photos. */
export const deleteUnconfirmedReview = (db: Db, storage: StorageProvider, reviewId: string, log: FastifyBaseLogger) =>
  deleteUnconfirmed(db, storage, eq(supplierReviews.id, reviewId), log);

/**
 * Deletes one slice of the unconfirmed reviews past their time (`unconfirmedReviewKeptDays`); answers how many.
 * @internal
 */
export const deleteExpiredUnconfirmedReviews = (db: Db, storage: StorageProvider, now: Date) =>
  deleteUnconfirmed(db, storage, lt(supplierReviews.createdAt, unconfirmedReviewsDeletedBefore(now)));

/**
 * The retention job of unconfirmed reviews: every hour on each API node, deletes those past their time, slice by slice
 * (nodes running it at once lock different rows or find none).
 */
export function keepDeletingUnconfirmedReviews(
  database: Database,
  storage: StorageProvider,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): { ready: Promise<void>; stop(): void } {
  const deleteAll = async () => {
    while ((await deleteExpiredUnconfirmedReviews(database.db, storage, new Date())) === deleteBatch);
  };
  return repeatEvery(deleteAll, everyMs, onError);
}
