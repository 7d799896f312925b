/**
 * Reviews (spec "Feedback" of type review, issue 12): couples rate a supplier with 1-5 stars, a title, a
 * text and their wedding date; a review that comes through a booked couple's request is `verified`. The
 * supplier answers with one response (created on the first reply, only updated afterwards) and may ask
 * the platform to remove a review, never delete it. No zod here: the web's first screens import this.
 */

export const reviewSorts = ['mostRecent', 'oldest', 'highToLow', 'lowToHigh'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const defaultReviewSort: ReviewSort = 'mostRecent';

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (reviewSorts as readonly string[]).includes(value);
}

const minStars = 1;
export const maxStars = 5;
export const reviewLimits = { authorName: 100, title: 120, body: 5000, response: 3000, removalReason: 1000 } as const;
/** Photos a couple may add to a review (each re-encoded like the gallery's, then approved by the platform). */
export const maxReviewPhotos = 3;
/**
 * Reviews through a supplier's shared link still waiting for their authors to confirm their addresses, at most, made
 * in the last 24 hours (docs/decisions/reviews.md): a wedding's guests and a busy season's couples fit, a link passed
 * round to make reviews up stops there. The next one is refused until some are confirmed or a day has passed.
 */
export const maxUnconfirmedReviewsPerLinkPerDay = 5;

/**
 * Days a review through the shared link waits for its author to confirm their address (docs/decisions/reviews.md,
 * "Unconfirmed reviews are deleted"): its link works that long, then the review and its photos are deleted.
 * @internal
 */
export const unconfirmedReviewKeptDays = 14;

/** Reviews still unconfirmed that were written before this instant are deleted, and their links no longer work. */
export function unconfirmedReviewsDeletedBefore(now: Date): Date {
  return new Date(now.getTime() - unconfirmedReviewKeptDays * 24 * 60 * 60_000);
}

export interface SortableReview {
  stars: number;
  createdAt: string;
  id: string;
}

const byDate = (a: SortableReview, b: SortableReview) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * Section 3's four sorts; equal stars are newest first, so the same sort always gives the same order.
 * @internal
 */
export function compareReviews(sort: ReviewSort): (a: SortableReview, b: SortableReview) => number {
  switch (sort) {
    case 'oldest':
      return byDate;
    case 'mostRecent':
      return (a, b) => byDate(b, a);
    case 'highToLow':
      return (a, b) => b.stars - a.stars || byDate(b, a);
    case 'lowToHigh':
      return (a, b) => a.stars - b.stars || byDate(b, a);
  }
}

export function sortReviews<R extends SortableReview>(reviews: readonly R[], sort: ReviewSort): R[] {
  return [...reviews].sort(compareReviews(sort));
}

export interface ReviewsRating {
  count: number;
  /** The average of the stars to one decimal (section 9); 0 without reviews (section 7's fallback). */
  rating: number;
}

const noRating: ReviewsRating = { count: 0, rating: 0 };

/** The rating of a star sum over a count, rounded half up to one decimal (4.25 → 4.3). */
export function ratingOf(count: number, starSum: number): ReviewsRating {
  if (count <= 0) return noRating;
  // in tenths, with a nudge against binary fractions (4.35 stored as 4.3499…)
  return { count, rating: Math.round((starSum * 10) / count + 1e-9) / 10 };
}

export function isStars(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= minStars && (value as number) <= maxStars;
}

/** Where a supplier's request for its review to be removed stands. */
export const removalStates = ['none', 'requested', 'kept'] as const;
export type RemovalState = (typeof removalStates)[number];
