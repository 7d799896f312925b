import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveFrame } from '../../../domain/live-inbox.ts';
import { openPortalSocket } from '../../app/portal-socket.ts';
import { enquiryKeys } from './enquiry-calls.ts';

/** What a frame makes the page ask again: the changed enquiry and its conversation, the lists and the menu's count. */
function refreshOnFrame(queryClient: QueryClient, supplierId: string, frame: LiveFrame): void {
  // a refetch's failure stays in its query: invalidateQueries never rejects; only queries on screen are asked again
  const refresh = (queryKey: readonly string[]) => void queryClient.invalidateQueries({ queryKey });
  if (frame.type === 'resync') {
    refreshSupplier(queryClient, supplierId);
    return;
  }
  if (frame.type === 'enquiry') {
    refresh(enquiryKeys.conversation(supplierId, frame.enquiryId));
    refresh(enquiryKeys.enquiry(supplierId, frame.enquiryId));
  }
  refresh(enquiryKeys.lists(supplierId));
  refresh(enquiryKeys.unread(supplierId));
}

/** Everything of the supplier, when changes may have been missed (a connection lost meanwhile). */
function refreshSupplier(queryClient: QueryClient, supplierId: string): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(supplierId) });
}

/**
 * The live inbox of the active supplier, open while the portal is (any role, any tier): the server names the enquiries
 * that changed, and the page asks again for what it shows of them. No polling: without the socket (a proxy refusing
 * it), the page stays as it is until it is refocused or reloaded.
 */
export function useLiveInbox(supplierId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (supplierId === undefined) return;
    const connection = openPortalSocket<LiveFrame>({
      supplierId,
      tokenUrl: '/api/live-token',
      socketPath: '/api/live/socket',
      onFrame: (frame) => refreshOnFrame(queryClient, supplierId, frame),
      onReady: (again) => {
        if (again) refreshSupplier(queryClient, supplierId);
      },
      // nothing on screen tells the connection's state: the pages work without it
      onStatus: () => undefined,
    });
    return connection.stop;
  }, [supplierId, queryClient]);
}
