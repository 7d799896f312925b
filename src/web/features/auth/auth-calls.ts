import { api } from '../../app/api.ts';

export interface SignedIn {
  userId: string;
  redirectTo: string;
}

export const authCalls = {
  signIn: (body: { email: string; password: string; next?: string; fromPath?: string }) => api.post<SignedIn>('/api/login', body),
  signUp: (body: { email: string; password: string; locale: string }) => api.post<SignedIn>('/api/account/signup', body),
  requestPasswordReset: (body: { email: string }) => api.post<{ ok: true }>('/api/account/password-reset', body),
  resetPassword: (body: { token: string; password: string }) => api.post<{ ok: true }>('/api/account/password-reset/confirm', body),
};
