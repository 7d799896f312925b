import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, CallRequestState, OpenCallRequests } from '../../../domain/call-requests-api.ts';
import { api } from '../../app/api.ts';

/** The supplier's call request (the open one, the listing's phone, the days), booking and cancelling it. */
export function useCallRequest(supplierId: string) {
  const queryClient = useQueryClient();
  const key = ['call-request', supplierId] as const;
  const url = `/api/supplier/${encodeURIComponent(supplierId)}/call-request`;
  // after a failure too: a request cancelled or done meanwhile shows as it is
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    query: useQuery({ queryKey: key, queryFn: () => api.get<CallRequestState>(url) }),
    book: useMutation({ mutationFn: (body: object) => api.post<CallRequest>(url, body), onSettled: refresh }),
    cancel: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${url}/${encodeURIComponent(id)}`),
      onSettled: refresh,
    }),
  };
}

export type CallRequestCalls = ReturnType<typeof useCallRequest>;

const openKey = ['admin', 'call-requests'] as const;

/** The account team's open requests and "Mark as done" (platform admins). */
export function useOpenCallRequests() {
  const queryClient = useQueryClient();
  return {
    query: useQuery({ queryKey: openKey, queryFn: () => api.get<OpenCallRequests>('/api/admin/call-requests') }),
    markDone: useMutation({
      mutationFn: (id: string) => api.post<void>(`/api/admin/call-requests/${encodeURIComponent(id)}/done`, {}),
      onSettled: () => queryClient.invalidateQueries({ queryKey: openKey }),
    }),
  };
}
