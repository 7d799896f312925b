import { useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '../../../domain/social-sign-in.ts';
import { api } from '../../app/api.ts';

/** The providers this installation offers (configured on the server); none: no buttons. */
export function useSignInMethods() {
  return useQuery({ queryKey: ['sign-in-methods'], queryFn: () => api.get<{ social: SocialProvider[] }>('/api/sign-in-methods'), staleTime: Infinity });
}

/** Leaves the portal for the provider's page; the answer's URL is where to go. */
export async function goToProvider(start: Promise<{ url: string }>): Promise<void> {
  const { url } = await start;
  window.location.assign(url);
}

export const socialCalls = {
  startSignIn: (body: { provider: SocialProvider; next?: string; locale: string }) => api.post<{ url: string }>('/api/login/social', body),
};
