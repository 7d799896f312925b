import { useQuery } from '@tanstack/react-query';
import { hasFeatureAccess } from '../../../domain/feature-access.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { featureContextOf } from '../../../domain/viewer-features.ts';
import { api } from '../../app/api.ts';
import { keepUnread, keptUnread } from '../shell/unread-items.ts';

// the shell's part of the chat calls (the menu count), apart from the screen's, so every screen's first load stays
// small
export const chatBase = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/team-chat`;

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
    queryFn: async () => {
      const answer = await api.get<{ unread: number }>(`${chatBase(supplier?.id ?? '')}/unread`);
      keepUnread(supplier?.id ?? '', 'chat', answer.unread);
      return answer;
    },
    enabled,
    // the count kept from the last visit shows at once and is asked again straight away
    initialData: () => (supplier ? keptUnread(supplier.id, 'chat') : undefined),
    initialDataUpdatedAt: 0,
    // the chat screen refreshes it with each message; elsewhere a look every half minute
    refetchInterval: 30_000,
  });
  return enabled ? (data?.unread ?? null) : null;
}
