import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierRole } from '../../../domain/roles.ts';
import type { Collaborators, InviteCreated, InviteDetails } from '../../../domain/team.ts';
import type { InviteLink } from '../../../domain/invites.ts';
import { api } from '../../app/api.ts';
import type { SignedIn } from '../auth/auth-calls.ts';

const collaboratorsQueryKey = (supplierId: string) => ['collaborators', supplierId] as const;

/** The team and its open invites (spec: fetch-collaborators). */
export function useCollaborators(supplierId: string) {
  return useQuery({
    queryKey: collaboratorsQueryKey(supplierId),
    queryFn: () => api.post<Collaborators>('/api/nonce/fetch-collaborators', { supplierId }),
  });
}

/** A team call of the supplier; the list is read again once it is done (the enquiry owner list too). */
function useTeamChange<V, R>(supplierId: string, call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: collaboratorsQueryKey(supplierId) });
      // the enquiry owner select lists the team too
      await queryClient.invalidateQueries({ queryKey: ['enquiries', 'team', supplierId] });
    },
  });
}

export function useTeamChanges(supplierId: string, userId: string) {
  return {
    invite: useTeamChange(supplierId, (values: { email: string; role: SupplierRole }) =>
      api.post<InviteCreated>('/api/nonce/invite/create', { supplierId, userId, ...values }),
    ),
    resend: useTeamChange(supplierId, (nonceId: string) =>
      api.post<InviteCreated>('/api/nonce/invite/resend', { supplierId, nonceId }),
    ),
    revoke: useTeamChange(supplierId, (nonceId: string) =>
      api.post<{ ok: true }>('/api/nonce/invite/revoke', { supplierId, nonceId }),
    ),
    changeRole: useTeamChange(supplierId, (values: { userId: string; role: SupplierRole }) =>
      api.post('/api/nonce/change-role', { supplierId, ...values }),
    ),
    remove: useTeamChange(supplierId, (values: { userId: string; removeAuth: boolean }) =>
      api.post('/api/nonce/remove-access', { supplierId, ...values }),
    ),
  };
}

export const inviteCalls = {
  details: (link: InviteLink) => api.post<InviteDetails>('/api/nonce/invite/details', link),
  /** Signs the invite's address in (or makes its account) and consumes the invite. */
  accept: (body: InviteLink & { email: string; password: string; locale: string }) =>
    api.post<SignedIn>('/api/nonce/invite/accept', body),
  /** The signed-in user accepts. */
  consume: (body: InviteLink & { userId: string }) =>
    api.post<{ supplierId: string }>('/api/nonce/invite/consume', body),
};
