import { isAPIError } from 'better-auth/api';
import { authErrorField, type AuthErrorCode } from '../../../domain/auth-errors.ts';
import type { SocialProvider } from '../../../domain/social-sign-in.ts';
import { AppError } from '../../http/errors.ts';

type ServerAuthErrorCode = Extract<
  AuthErrorCode,
  | 'email-already-in-use'
  | 'invalid-email'
  | 'wrong-password'
  | 'too-many-requests'
  | 'invalid-action-code'
  | 'expired-action-code'
  | 'deactivated'
  | 'no-permissions'
>;

const statusOf: Record<ServerAuthErrorCode, number> = {
  'email-already-in-use': 409,
  'invalid-email': 400,
  'wrong-password': 400,
  'too-many-requests': 429,
  'invalid-action-code': 400,
  'expired-action-code': 400,
  deactivated: 403,
  'no-permissions': 403,
};

const messageOf: Record<ServerAuthErrorCode, string> = {
  'email-already-in-use': 'This e-mail address is already in use',
  'invalid-email': 'This e-mail address is not valid',
  'wrong-password': 'The e-mail or password is wrong',
  'too-many-requests': 'Too many attempts; try again later',
  'invalid-action-code': 'This link is not valid or was already used',
  'expired-action-code': 'This link has expired',
  deactivated: 'This account is deactivated',
  'no-permissions': 'This invite cannot be used with this e-mail address',
};

/**
 * A spec section 8 error on its field: e-mail codes on `email`, the others on the form's password
 * field (`password`, or e.g. `currentPassword`), e.g. fields { password: 'authErrors:wrong-password' }.
 */
export function authError(code: ServerAuthErrorCode, passwordField = 'password'): AppError {
  const field = authErrorField(code) === 'email' ? 'email' : passwordField;
  return new AppError(statusOf[code], code, messageOf[code], { [field]: `authErrors:${code}` });
}

const fromBetterAuth: Record<string, ServerAuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  TOO_MANY_REQUESTS: 'too-many-requests',
  DEACTIVATED: 'deactivated',
  INVALID_TOKEN: 'invalid-action-code',
};

/**
 * Spec section 8, "Account exists with a different sign-in method: an error carrying the provider and e-mail": a
 * password sign-in or sign-up to an address that signs in only through a provider. 409, on the e-mail field.
 */
export function differentCredential(provider: SocialProvider, email: string): AppError {
  const code = 'account-exists-with-different-credential';
  return new AppError(
    409,
    code,
    `This e-mail address signs in with ${provider}`,
    { email: `authErrors:${code}` },
    {
      provider,
      email,
    },
  );
}

/** better-auth's error as the spec's; any other error comes back unchanged. */
export function translateAuthError(error: unknown, passwordField = 'password'): unknown {
  if (!isAPIError(error)) return error;
  const code = fromBetterAuth[String(error.body?.code ?? '')];
  return code ? authError(code, passwordField) : error;
}
