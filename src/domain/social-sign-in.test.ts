import { describe, expect, it } from 'vitest';
import {
  isLastSignInMethod,
  isSocialProvider,
  signInProviderOf,
  socialLinkError,
  socialSignInError,
  type LinkedAccounts,
} from './social-sign-in.ts';

const accounts = (password: boolean, linked: ('google' | 'facebook')[]): LinkedAccounts => ({
  password,
  addressConfirmed: true,
  providers: (['google', 'facebook'] as const).map((provider) => ({ provider, linked: linked.includes(provider) })),
});

describe('social sign-in rules', () => {
  it("answers the stored method of the newest sign-in as the viewer's provider", () => {
    expect(signInProviderOf('password')).toBe('password');
    expect(signInProviderOf('google')).toBe('google');
    expect(signInProviderOf('facebook')).toBe('facebook');
    // before the first sign-in, or a method the portal does not offer
    expect(signInProviderOf(null)).toBeNull();
    expect(signInProviderOf('magic-link')).toBeNull();
  });

  it('knows the spec providers besides password', () => {
    expect(isSocialProvider('google')).toBe(true);
    expect(isSocialProvider('facebook')).toBe(true);
    expect(isSocialProvider('password')).toBe(false);
    expect(isSocialProvider(undefined)).toBe(false);
  });

  it.each([
    [null, null],
    ['', null],
    ['account_not_linked', 'account-exists-with-different-credential'],
    ['DEACTIVATED', 'deactivated'],
    ['email_not_found', 'social-email-missing'],
    ['access_denied', 'social-sign-in-failed'],
    ['state_mismatch', 'social-sign-in-failed'],
  ])('reads the sign-in error %s as %s', (returned, code) => {
    expect(socialSignInError(returned)).toBe(code);
  });

  it.each([
    [null, null],
    ['account_already_linked_to_different_user', 'social-account-taken'],
    ['unable_to_link_account', 'social-sign-in-failed'],
  ])('reads the linking error %s as %s', (returned, code) => {
    expect(socialLinkError(returned)).toBe(code);
  });

  it('keeps the last way to sign in', () => {
    expect(isLastSignInMethod(accounts(true, ['google']), 'google')).toBe(false);
    expect(isLastSignInMethod(accounts(false, ['google']), 'google')).toBe(true);
    expect(isLastSignInMethod(accounts(false, ['google', 'facebook']), 'google')).toBe(false);
    expect(isLastSignInMethod(accounts(false, ['facebook']), 'google')).toBe(false);
  });
});
