import { useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '../../../domain/social-sign-in.ts';
import { api } from '../../app/api.ts';

/** The providers this installation offers (configured on the server); none: no buttons. */
export function useSignInMethods() {
  return useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: () => api.get<{ social: SocialProvider[] }>('/api/sign-in-methods'),
    staleTime: Infinity,
  });
}

export const socialCalls = {
  /** The provider's page to open: it signs a known account in, or makes a new one. */
  startSignIn: (body: { provider: SocialProvider; next?: string; locale: string }) =>
    api.post<{ url: string }>('/api/login/social', body),
};
