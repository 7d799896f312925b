import { and, asc, count, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import type { Review } from '../../../domain/reviews/reviews-api.ts';
import { ratingOf, sortReviews, type ReviewSort, type ReviewsRating } from '../../../domain/reviews/reviews.ts';
import type { Db, Tx } from '../../db/client.ts';
import { setSupplierCounter } from '../../db/supplier-row.ts';
import { reviewPhotos, supplierReviews } from '../../db/schema/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { moderatedPhotoView } from '../photos/moderated-photo-view.ts';

type ReviewRow = typeof supplierReviews.$inferSelect;

/**
 * A published review: verified, or one through the shared link whose author confirmed their address. Only these are
 * read, counted and averaged, for couples and the team alike.
 */
const publishedReview = isNotNull(supplierReviews.confirmedAt);
type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toReview(
  storage: StorageProvider,
  profileUrl: string,
  row: ReviewRow,
  photos: readonly ReviewPhotoRow[],
): Review {
  const { responseMessage, responseCreatedAt, responseUpdatedAt } = row;
  return {
    id: row.id,
    type: 'review',
    // the profile page marks each review's entry with this id
    link: `${profileUrl}#review-${encodeURIComponent(row.id)}`,
    stars: row.stars,
    title: row.title,
    body: row.body,
    from: row.authorName,
    dateWedding: row.weddingDate,
    verified: row.verified,
    photos: photos.map((photo) => moderatedPhotoView(storage, photo)),
    response:
      responseMessage !== null && responseCreatedAt && responseUpdatedAt
        ? {
            message: responseMessage,
            createdAt: responseCreatedAt.toISOString(),
            updatedAt: responseUpdatedAt.toISOString(),
          }
        : null,
    removal: { state: row.removalState, reason: row.removalReason, requestedAt: iso(row.removalRequestedAt) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Reviews of these rows with their photos (one query for all photos); `approvedPhotosOnly` for pages couples see. */
async function withPhotos(
  db: Db,
  storage: StorageProvider,
  profileUrl: string,
  rows: readonly ReviewRow[],
  approvedPhotosOnly: boolean,
): Promise<Review[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(reviewPhotos)
    .where(
      and(
        inArray(
          reviewPhotos.reviewId,
          rows.map((row) => row.id),
        ),
        approvedPhotosOnly ? eq(reviewPhotos.approved, true) : undefined,
      ),
    )
    .orderBy(asc(reviewPhotos.position));
  return rows.map((row) =>
    toReview(
      storage,
      profileUrl,
      row,
      photos.filter((photo) => photo.reviewId === row.id),
    ),
  );
}

/**
 * A supplier's reviews in the asked sort (section 3), linked to their entries on the profile at `profileUrl`; the public
 * profile passes `approvedPhotosOnly`.
 */
export async function readReviews(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
  profileUrl: string,
  sort: ReviewSort,
  { approvedPhotosOnly = false } = {},
): Promise<Review[]> {
  const rows = await db
    .select()
    .from(supplierReviews)
    .where(and(eq(supplierReviews.supplierId, supplierId), publishedReview));
  return sortReviews(await withPhotos(db, storage, profileUrl, rows, approvedPhotosOnly), sort);
}

/** One of the supplier's reviews, or null (another supplier's id reads as none). */
export async function readReview(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
  profileUrl: string,
  reviewId: string,
): Promise<Review | null> {
  const rows = await db
    .select()
    .from(supplierReviews)
    .where(and(eq(supplierReviews.supplierId, supplierId), eq(supplierReviews.id, reviewId), publishedReview));
  const [review] = await withPhotos(db, storage, profileUrl, rows, false);
  return review ?? null;
}

/** spec section 7: count and average (one decimal); count 0 and rating 0 without reviews. */
export async function readReviewsRating(db: Db, supplierId: string): Promise<ReviewsRating> {
  return (await readReviewsRatings(db, [supplierId])).get(supplierId) ?? ratingOf(0, 0);
}

/** The ratings of many suppliers at once (the search ranking's); suppliers without reviews are absent. */
export async function readReviewsRatings(db: Db, ids: readonly string[]): Promise<Map<string, ReviewsRating>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ supplierId: supplierReviews.supplierId, n: count(), stars: sum(supplierReviews.stars).mapWith(Number) })
    .from(supplierReviews)
    .where(and(inArray(supplierReviews.supplierId, ids), publishedReview))
    .groupBy(supplierReviews.supplierId);
  return new Map(rows.map((row) => [row.supplierId, ratingOf(row.n, row.stars)]));
}

/** Sets the supplier's `reviews` counter to its published reviews (in the writer's transaction, under its lock). */
export async function countPublishedReviews(tx: Tx, supplierId: string): Promise<void> {
  const [total] = await tx
    .select({ n: count() })
    .from(supplierReviews)
    .where(and(eq(supplierReviews.supplierId, supplierId), publishedReview));
  await setSupplierCounter(tx, supplierId, 'reviews', total?.n ?? 0);
}
