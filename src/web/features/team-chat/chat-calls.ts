import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistory, ChatOverview } from '../../../domain/team-chat-api.ts';
import { api } from '../../app/api.ts';
import { chatBase, chatKeys } from './chat-unread.ts';

export function useChatOverview(supplierId: string) {
  return useQuery({
    queryKey: chatKeys.overview(supplierId),
    queryFn: () => api.get<ChatOverview>(chatBase(supplierId)),
  });
}

/** A conversation's history by pages, newest page first; each page oldest first. */
export function useChatHistory(supplierId: string, conversation: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(supplierId, conversation),
    queryFn: ({ pageParam }) =>
      api.get<ChatHistory>(
        `${chatBase(supplierId)}/messages?conversation=${encodeURIComponent(conversation)}${pageParam ? `&before=${pageParam}` : ''}`,
      ),
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
    queryClient.setQueryData<ChatOverview>(chatKeys.overview(supplierId), (old) =>
      old ? { ...old, unread: { ...old.unread, [conversation]: 0 } } : old,
    );
    await api.post<void>(`${chatBase(supplierId)}/read`, { conversation, upTo });
    await queryClient.invalidateQueries({ queryKey: chatKeys.unread(supplierId) });
  };
}

/** A team admin invites platform support into the channel, or ends it. */
export function useSupportInvite(supplierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invited: boolean) => api.post<void>(`${chatBase(supplierId)}/support`, { invited }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.overview(supplierId) }),
  });
}
