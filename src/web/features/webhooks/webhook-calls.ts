import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
  WebhookLog,
} from '../../../domain/webhooks-api.ts';
import { api } from '../../app/api.ts';

const endpointsKey = (supplierId: string) => ['webhooks', supplierId] as const;
const logKey = (supplierId: string, endpointId: string) => ['webhooks', supplierId, 'log', endpointId] as const;
const base = (supplierId: string) => `/api/supplier/${encodeURIComponent(supplierId)}/webhooks`;

export function useWebhookEndpoints(supplierId: string) {
  return useQuery({
    queryKey: endpointsKey(supplierId),
    queryFn: () => api.get<WebhookEndpointList>(base(supplierId)),
  });
}

/** The delivery log; read again every 2 s while some delivery of the endpoint is still to be sent. */
export function useWebhookLog(supplierId: string, endpointId: string) {
  return useQuery({
    queryKey: logKey(supplierId, endpointId),
    queryFn: () => api.get<WebhookLog>(`${base(supplierId)}/${encodeURIComponent(endpointId)}/log`),
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 2_000 : false),
  });
}

/** A call on the supplier's endpoints; the list and the logs (keys under the list's) are read again once it is done. */
function useWebhookChange<V, R>(supplierId: string, call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointsKey(supplierId) }),
  });
}

export function useWebhookChanges(supplierId: string) {
  const endpoint = (id: string) => `${base(supplierId)}/${encodeURIComponent(id)}`;
  return {
    create: useWebhookChange(supplierId, (input: WebhookEndpointInput) =>
      api.post<WebhookEndpointWithSecret>(base(supplierId), input),
    ),
    update: useWebhookChange(supplierId, ({ id, input }: { id: string; input: WebhookEndpointInput }) =>
      api.put<WebhookEndpoint>(endpoint(id), input),
    ),
    remove: useWebhookChange(supplierId, (id: string) => api.delete<void>(endpoint(id))),
    rotate: useWebhookChange(supplierId, (id: string) =>
      api.post<WebhookEndpointWithSecret>(`${endpoint(id)}/rotate-secret`),
    ),
    test: useWebhookChange(supplierId, (id: string) => api.post<{ messageId: string }>(`${endpoint(id)}/test`)),
  };
}
export type WebhookChanges = ReturnType<typeof useWebhookChanges>;

/** A secret as the server gave it, this once (a new endpoint, a rotation): copy it now. */
export interface ShownSecret {
  endpointUrl: string;
  secret: string;
}
