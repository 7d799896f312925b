import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasFeatureAccess } from '../../../domain/feature-access.ts';
import type { ChatHistory, ChatOverview } from '../../../domain/team-chat-api.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { featureContextOf } from '../../../domain/viewer-features.ts';
import { api } from '../../app/api.ts';

const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/team-chat`;

export const chatKeys = {
  all: (supplierId: string) => ['teamChat', supplierId] as const,
  overview: (supplierId: string) => ['teamChat', supplierId, 'overview'] as const,
  unread: (supplierId: string) => ['teamChat', supplierId, 'unread'] as const,
  histories: (supplierId: string) => ['teamChat', supplierId, 'history'] as const,
  history: (supplierId: string, conversation: string) => ['teamChat', supplierId, 'history', conversation] as const,
};

/** The menu's count of unread chat messages; asked only where the supplier has team chat (null otherwise). */
export function useUnreadChat(supplier: SupplierView | null, isPlatformAdmin: boolean): number | null {
  const enabled = supplier !== null && hasFeatureAccess('teamChat', featureContextOf(supplier, isPlatformAdmin));
  const { data } = useQuery({
    queryKey: chatKeys.unread(supplier?.id ?? ''),
    queryFn: () => api.get<{ unread: number }>(`${base(supplier?.id ?? '')}/unread`),
    enabled,
    // the chat screen refreshes it with each message; elsewhere a look every half minute
    refetchInterval: 30_000,
  });
  return enabled ? (data?.unread ?? null) : null;
}

export function useChatOverview(supplierId: string) {
  return useQuery({ queryKey: chatKeys.overview(supplierId), queryFn: () => api.get<ChatOverview>(base(supplierId)) });
}

/** A conversation's history by pages, newest page first; each page oldest first. */
export function useChatHistory(supplierId: string, conversation: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(supplierId, conversation),
    queryFn: ({ pageParam }) => api.get<ChatHistory>(`${base(supplierId)}/messages?conversation=${encodeURIComponent(conversation)}${pageParam ? `&before=${pageParam}` : ''}`),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.more ? page.messages[0]?.id : undefined),
    // live messages come over the socket: the history is read once per conversation
    staleTime: Infinity,
  });
}

/** Marks a conversation read up to a message, then the counts again (the screen's and the menu's). */
export function useMarkChatRead(supplierId: string) {
  const queryClient = useQueryClient();
  return async (conversation: string, upTo: number) => {
    queryClient.setQueryData<ChatOverview>(chatKeys.overview(supplierId), (old) => (old ? { ...old, unread: { ...old.unread, [conversation]: 0 } } : old));
    await api.post<void>(`${base(supplierId)}/read`, { conversation, upTo });
    await queryClient.invalidateQueries({ queryKey: chatKeys.unread(supplierId) });
  };
}

/** A team admin invites platform support into the channel, or ends it. */
export function useSupportInvite(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invited: boolean) => api.post<void>(`${base(supplierId)}/support`, { invited }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.overview(supplierId) }),
  });
}
