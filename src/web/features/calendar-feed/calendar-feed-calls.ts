import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '../../../domain/calendar-feed-api.ts';
import { api } from '../../app/api.ts';

/** Under the supplier-scoped 'enquiries' key: a supplier switch drops it (viewer/use-switch-supplier.ts). */
const feedKey = (supplierId: string) => ['enquiries', 'calendar-feed', supplierId] as const;
const feedUrl = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/calendar-feed`;

export function useCalendarFeed(supplierId: string) {
  return useQuery({ queryKey: feedKey(supplierId), queryFn: () => api.get<CalendarFeedResponse>(feedUrl(supplierId)) });
}

/** Make a new address (the first, or a replacement) or revoke it; the answer replaces the cached one. */
export function useCalendarFeedChange(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'issue' | 'revoke'): Promise<CalendarFeedResponse> => {
      if (change === 'issue') return api.post<CalendarFeedResponse>(feedUrl(supplierId));
      await api.delete(feedUrl(supplierId));
      return { url: null, createdAt: null };
    },
    onSuccess: (feed) => queryClient.setQueryData(feedKey(supplierId), feed),
  });
}
