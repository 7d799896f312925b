import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkedAccounts, SocialProvider } from '../../../domain/social-sign-in.ts';
import { api } from '../../app/api.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

export interface Profile {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  profilePhoto: string | null;
}

const profileQueryKey = ['account-profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: () => api.get<Profile>('/api/account/profile') });
}

/** A saved profile is also the viewer's name and photo in the user menu. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    // a refetch's failure stays in its query: invalidateQueries never rejects
    void queryClient.invalidateQueries({ queryKey: viewerQueryKey });
  };
}

export function useSaveProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (values: { firstName: string; lastName: string; phone: string }) =>
      api.put<Profile>('/api/account/profile', values),
    onSuccess: saved,
  });
}

/** Multipart upload (field "photo"); failures carry the server's code and field like every call. */
function uploadPhoto(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('photo', file);
  return api.upload<Profile>('/api/account/profile/photo', form);
}

export function useUploadPhoto() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: saved });
}

export function useRemovePhoto() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: () => api.delete<Profile>('/api/account/profile/photo'), onSuccess: saved });
}

export const accountCalls = {
  changeEmail: (body: { email: string; currentPassword: string }) =>
    api.post<{ email: string }>('/api/account/email', body),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.post<{ ok: true }>('/api/account/password', body),
};

const linkedAccountsQueryKey = ['linked-accounts'] as const;

/** The user's sign-in methods: a password, and each provider the portal offers, linked or not. */
export function useLinkedAccounts() {
  return useQuery({
    queryKey: linkedAccountsQueryKey,
    queryFn: () => api.get<LinkedAccounts>('/api/account/linked-accounts'),
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => api.delete<LinkedAccounts>(`/api/account/linked-accounts/${provider}`),
    onSuccess: (accounts) => queryClient.setQueryData(linkedAccountsQueryKey, accounts),
  });
}

export const linkCalls = {
  /**
   * Starts linking (a user with a password confirms it): the answer is the provider's page, which comes back to
   * /settings.
   */
  startLink: (provider: SocialProvider, currentPassword?: string) =>
    api.post<{ url: string }>('/api/account/linked-accounts', { provider, currentPassword }),
  /** A social-only account chooses its first password through the reset link (it makes the password). */
  mailPasswordLink: (email: string) => api.post<{ ok: true }>('/api/account/password-reset', { email }),
};
