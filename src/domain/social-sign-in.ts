import type { AuthErrorCode } from './auth-errors.ts';

/**
 * Spec section 4: the sign-in providers besides password (anonymous sessions are not offered, see
 * docs/decisions/auth.md, "Anonymous sessions not used").
 */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value);
}

/** Spec "User / viewer": provider, the method of the user's newest sign-in. */
export type SignInProvider = 'password' | SocialProvider;

/** The stored method as the viewer answers it; null before the first sign-in or for a method the portal no longer offers. */
export function signInProviderOf(stored: string | null): SignInProvider | null {
  if (stored === 'password' || isSocialProvider(stored)) return stored;
  return null;
}

/** Brand names: the same in every language. */
export const socialProviderNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * The portal's code when a provider round trip failed for a reason the user cannot act on (cancelled, refused,
 * expired).
 */
const socialSignInFailed = 'social-sign-in-failed';
/** Linking from the settings: the provider account already signs in another portal account. */
export const socialAccountTaken = 'social-account-taken';

/** The provider did not share the account's e-mail address (a Facebook user may refuse it). */
const socialEmailMissing = 'social-email-missing';

export type SocialSignInError =
  | Extract<AuthErrorCode, 'account-exists-with-different-credential' | 'deactivated'>
  | typeof socialSignInFailed
  | typeof socialEmailMissing;
export type SocialLinkError = typeof socialAccountTaken | typeof socialSignInFailed;

/**
 * The `error` the auth library puts on the page a sign-in comes back to, as the portal's code: an e-mail
 * that already has a portal account signing in another way is account-exists-with-different-credential
 * (spec section 8), a deactivated account is deactivated; anything else (the user cancelled at the
 * provider, a stale or forged state) is one "did not work" message.
 */
export function socialSignInError(returned: string | null): SocialSignInError | null {
  if (!returned) return null;
  if (returned === 'account_not_linked') return 'account-exists-with-different-credential';
  if (returned === 'DEACTIVATED') return 'deactivated';
  if (returned === 'email_not_found') return socialEmailMissing;
  return socialSignInFailed;
}

/** The `error` on the settings page a linking comes back to, as the portal's code. */
export function socialLinkError(returned: string | null): SocialLinkError | null {
  if (!returned) return null;
  return returned === 'account_already_linked_to_different_user' ? socialAccountTaken : socialSignInFailed;
}

/** What GET /api/account/linked-accounts answers: the user's sign-in methods among those this portal offers. */
export interface LinkedAccounts {
  /** Whether the user has a password (a social-only account has none). */
  password: boolean;
  /**
   * Whether the address is confirmed (by a provider that vouches for it, or by a reset link). Until it
   * is, choosing a first password drops the provider sign-ins: someone else may have made them.
   */
  addressConfirmed: boolean;
  providers: { provider: SocialProvider; linked: boolean }[];
}

/** Whether removing `provider` would leave the user without any way to sign in. */
export function isLastSignInMethod(accounts: LinkedAccounts, provider: SocialProvider): boolean {
  if (accounts.password) return false;
  return !accounts.providers.some((entry) => entry.linked && entry.provider !== provider);
}
