import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewRequest, ReviewsResponse } from '../../../domain/reviews/reviews-api.ts';
import type { ReviewSort } from '../../../domain/reviews/reviews.ts';
import { api } from '../../app/api.ts';

const reviewKeys = {
  all: (supplierId: string) => ['reviews', supplierId] as const,
  list: (supplierId: string, sort: ReviewSort) => ['reviews', supplierId, sort] as const,
  request: (supplierId: string, weddingId: string) => ['review-request', supplierId, weddingId] as const,
};

/** A supplier's reviews in one sort, and its reply and removal request; after each, every sort is read again. */
export function useReviews(supplierId: string, sort: ReviewSort) {
  const queryClient = useQueryClient();
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/reviews`;
  const one = (id: string) => `${url}/${encodeURIComponent(id)}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(supplierId) });
  return {
    query: useQuery({
      queryKey: reviewKeys.list(supplierId, sort),
      queryFn: () => api.get<ReviewsResponse>(`${url}?sort=${sort}`),
    }),
    reply: useMutation({
      mutationFn: ({ id, message }: { id: string; message: string }) =>
        api.put<Review>(`${one(id)}/response`, { message }),
      onSuccess: refresh,
    }),
    askRemoval: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        api.post<Review>(`${one(id)}/removal-request`, { reason }),
      onSuccess: refresh,
    }),
  };
}

export type ReviewCalls = ReturnType<typeof useReviews>;

/** Whether a booked couple was asked for a review, and asking them. */
export function useReviewRequest(supplierId: string, weddingId: string) {
  const queryClient = useQueryClient();
  const key = reviewKeys.request(supplierId, weddingId);
  const base = `/api/supplier/${encodeURIComponent(supplierId)}/review-requests`;
  return {
    query: useQuery({
      queryKey: key,
      queryFn: () => api.get<ReviewRequest>(`${base}/${encodeURIComponent(weddingId)}`),
    }),
    send: useMutation({
      mutationFn: () => api.post<ReviewRequest>(base, { weddingId }),
      onSuccess: (state) => queryClient.setQueryData(key, state),
    }),
  };
}
