import { useQuery } from '@tanstack/react-query';
import { hasFeatureAccess } from '../../../domain/feature-access.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { featureContextOf } from '../../../domain/viewer-features.ts';
import { api } from '../../app/api.ts';

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
    queryFn: () => api.get<{ unread: number }>(`${chatBase(supplier?.id ?? '')}/unread`),
    enabled,
    // the chat screen refreshes it with each message; elsewhere a look every half minute
    refetchInterval: 30_000,
  });
  return enabled ? (data?.unread ?? null) : null;
}
