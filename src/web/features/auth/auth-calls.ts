import { authErrorField, isAuthErrorCode } from '../../../domain/auth-errors.ts';
import type { InviteLink } from '../../../domain/invites.ts';
import type { VerifyPermissionsAnswer } from '../../../domain/team.ts';
import { api, ApiError } from '../../app/api.ts';

export interface SignedIn {
  userId: string;
  redirectTo: string;
}

/** A refusal of the permission check as the auth error it is, on its field (spec section 8). */
function permissionRefusal(errorId: string): ApiError {
  const code = isAuthErrorCode(errorId) ? errorId : 'no-permissions';
  return new ApiError(403, code, code, { [authErrorField(code)]: `authErrors:${code}` });
}

/**
 * Spec section 4, step 3: the server's permission check before signing in or up. A non-200 answer is
 * no-permissions, a refusal is its errorId. Signing in, existing-supplier is no refusal: an address
 * without an account fails as a wrong password would, which tells nothing about it.
 */
async function verifyPermissions(
  email: string,
  { invite, signingUp }: { invite?: InviteLink; signingUp: boolean },
): Promise<void> {
  let answer: VerifyPermissionsAnswer;
  try {
    answer = await api.post<VerifyPermissionsAnswer>('/api/access-control/verify-permissions', { email, invite });
  } catch (error) {
    // a malformed address keeps its field error, and a failing server (5xx) or a busy one (429) says so: only a
    // refusal of the address (another 4xx) is no-permissions, which would send the user for a new invitation
    if (error instanceof ApiError && (error.status === 400 || error.status === 429 || error.status >= 500)) throw error;
    if (error instanceof ApiError) throw permissionRefusal('no-permissions');
    throw error;
  }
  if (answer.valid || (!signingUp && answer.errorId === 'existing-supplier')) return;
  throw permissionRefusal(answer.errorId ?? 'no-permissions');
}

export const authCalls = {
  verifyPermissions,
  signIn: (body: { email: string; password: string; next?: string; fromPath?: string }) =>
    api.post<SignedIn>('/api/login', body),
  signUp: (body: { email: string; password: string; locale: string }) =>
    api.post<SignedIn>('/api/account/signup', body),
  requestPasswordReset: (body: { email: string }) => api.post<{ ok: true }>('/api/account/password-reset', body),
  resetPassword: (body: { token: string; password: string }) =>
    api.post<{ ok: true }>('/api/account/password-reset/confirm', body),
};
