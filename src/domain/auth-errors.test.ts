import { describe, expect, it } from 'vitest';
import { authErrorCodes, authErrorField, isAuthErrorCode } from './auth-errors.ts';

// Spec section 8: e-mail related codes attach to the e-mail field, all others to the password field.
const table = [
  ['email-already-in-use', 'email'],
  ['invalid-email', 'email'],
  ['user-not-found', 'email'],
  ['wrong-password', 'password'],
  ['network-request-failed', 'password'],
  ['too-many-requests', 'password'],
  ['user-token-expired', 'password'],
  ['invalid-action-code', 'password'],
  ['expired-action-code', 'password'],
  ['account-exists-with-different-credential', 'email'],
  ['no-permissions', 'password'],
  ['existing-supplier', 'email'],
  ['deactivated', 'password'],
] as const;

describe('auth error codes', () => {
  it('are the 13 codes of section 8', () => {
    expect([...authErrorCodes].sort()).toEqual(table.map(([code]) => code).sort());
  });

  it.each(table)('%s is shown on the %s field', (code, field) => {
    expect(isAuthErrorCode(code)).toBe(true);
    expect(authErrorField(code)).toBe(field);
  });

  it.each([['auth/wrong-password'], ['unknown'], [''], [undefined]])('%s is not an auth error code', (value) => {
    expect(isAuthErrorCode(value)).toBe(false);
  });
});
