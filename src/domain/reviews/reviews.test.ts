import { describe, expect, it } from 'vitest';
import {
  compareReviews,
  isReviewSort,
  isStars,
  ratingOf,
  sortReviews,
  unconfirmedReviewsDeletedBefore,
  type SortableReview,
} from './reviews.ts';

const review = (id: string, stars: number, createdAt: string): SortableReview => ({ id, stars, createdAt });
const a = review('a', 3, '2026-01-01T10:00:00.000Z');
const b = review('b', 5, '2026-02-01T10:00:00.000Z');
const c = review('c', 1, '2026-03-01T10:00:00.000Z');
const d = review('d', 5, '2026-04-01T10:00:00.000Z');
const ids = (list: SortableReview[]) => list.map((r) => r.id).join('');

describe('review sorts (section 3)', () => {
  it('orders by date both ways', () => {
    expect(ids(sortReviews([b, d, a, c], 'oldest'))).toBe('abcd');
    expect(ids(sortReviews([b, d, a, c], 'mostRecent'))).toBe('dcba');
  });

  it('orders by stars, equal stars newest first', () => {
    expect(ids(sortReviews([a, b, c, d], 'highToLow'))).toBe('dbac');
    expect(ids(sortReviews([a, b, c, d], 'lowToHigh'))).toBe('cadb');
  });

  it('breaks a tie of the same second by id, so an order never flickers', () => {
    const twin = review('e', 3, a.createdAt);
    expect(compareReviews('oldest')(a, twin)).toBeLessThan(0);
  });

  it('knows its sort names', () => {
    expect(isReviewSort('highToLow')).toBe(true);
    expect(isReviewSort('best')).toBe(false);
  });
});

describe('rating (section 9: the average to one decimal)', () => {
  it('falls back to count 0 and rating 0 without reviews', () => {
    expect(ratingOf(0, 0)).toEqual({ count: 0, rating: 0 });
  });

  it('rounds half up to one decimal', () => {
    expect(ratingOf(4, 17)).toEqual({ count: 4, rating: 4.3 }); // 4.25
    expect(ratingOf(3, 13)).toEqual({ count: 3, rating: 4.3 }); // 4.333…
    expect(ratingOf(3, 14)).toEqual({ count: 3, rating: 4.7 }); // 4.666…
    expect(ratingOf(20, 87)).toEqual({ count: 20, rating: 4.4 }); // 4.35
    expect(ratingOf(1, 5)).toEqual({ count: 1, rating: 5 });
  });
});

describe('stars', () => {
  it('takes whole numbers from 1 to 5 only', () => {
    expect([1, 3, 5].every(isStars)).toBe(true);
    expect([0, 6, 2.5, -1, Number.NaN, '4'].some(isStars)).toBe(false);
  });
});

describe('unconfirmed reviews', () => {
  it('are deleted 14 days after they were written', () => {
    expect(unconfirmedReviewsDeletedBefore(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe(
      '2026-03-01T12:00:00.000Z',
    );
  });
});
