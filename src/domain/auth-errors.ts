/**
 * The auth error codes of spec section 8; their messages are in the `authErrors` i18n namespace.
 * @internal
 */
export const authErrorCodes = [
  'email-already-in-use',
  'invalid-email',
  'user-not-found',
  'wrong-password',
  'network-request-failed',
  'too-many-requests',
  'user-token-expired',
  'invalid-action-code',
  'expired-action-code',
  'account-exists-with-different-credential',
  'no-permissions',
  'existing-supplier',
  'deactivated',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && (authErrorCodes as readonly string[]).includes(value);
}

/** E-mail related codes; existing-supplier is about the address already owning a supplier. */
const emailCodes: readonly AuthErrorCode[] = [
  'email-already-in-use',
  'invalid-email',
  'user-not-found',
  'account-exists-with-different-credential',
  'existing-supplier',
];

/** The form field an auth error is shown on: e-mail codes on the e-mail field, all others on the password field. */
export function authErrorField(code: AuthErrorCode): 'email' | 'password' {
  return emailCodes.includes(code) ? 'email' : 'password';
}
