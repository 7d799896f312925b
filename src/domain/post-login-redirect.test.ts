import { describe, expect, it } from 'vitest';
import { getListedPath, postLoginRedirect, safeNextPath } from './post-login-redirect.ts';

describe('safeNextPath (open-redirect guard)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/enquiry?id=42', '/enquiry?id=42'],
    ['/enquiry-manager/42#notes', '/enquiry-manager/42#notes'],
    ['/a/../photos', '/photos'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/dashboard'],
    ['protocol-relative after a dot segment', '/..//evil.example'],
    ['protocol-relative after a parent of a folder', '/dashboard/..//evil.example/x'],
    ['protocol-relative after a dot', '/.//evil.example'],
    ['backslash host', '/\\evil.com'],
    ['backslash pair', '\\\\evil.com'],
    ['absolute https', 'https://evil.com/dashboard'],
    ['absolute http', 'http://evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'dashboard'],
    ['tab inside the slashes', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['empty', ''],
    ['sign-in page (loop)', '/login'],
    ['reset page', '/reset-password?token=x'],
  ])('refuses %s', (_name, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(['/dashboard'])).toBeNull();
  });
});

describe('postLoginRedirect (spec section 2)', () => {
  const supplier = { isPlatformAdmin: false, supplierCountry: 'GB' };

  it.each([
    ['a safe next wins over everything', { ...supplier, isPlatformAdmin: true, next: '/photos' }, '/photos'],
    ['an unsafe next is ignored', { ...supplier, next: '//evil.com' }, '/dashboard'],
    ['platform admin on the login page', { isPlatformAdmin: true, supplierCountry: 'GB' }, '/search'],
    ['platform admin on the root page', { isPlatformAdmin: true, supplierCountry: null, fromPath: '/' }, '/search'],
    [
      'platform admin on the invite page',
      { isPlatformAdmin: true, supplierCountry: 'DE', fromPath: '/signup-invite' },
      '/search',
    ],
    [
      'platform admin elsewhere with a GB supplier',
      { isPlatformAdmin: true, supplierCountry: 'GB', fromPath: '/settings' },
      '/dashboard',
    ],
    [
      'platform admin elsewhere without a supplier',
      { isPlatformAdmin: true, supplierCountry: null, fromPath: '/settings' },
      '/search',
    ],
    ['GB supplier', supplier, '/dashboard'],
    ['DE supplier', { ...supplier, supplierCountry: 'DE' }, '/dashboard'],
    ['FR supplier', { ...supplier, supplierCountry: 'FR' }, '/dashboard'],
    ['PL supplier (not a core market)', { ...supplier, supplierCountry: 'PL' }, '/enquiry-manager'],
    ['US supplier', { ...supplier, supplierCountry: 'US' }, '/enquiry-manager'],
    ['user without a supplier', { isPlatformAdmin: false, supplierCountry: null }, getListedPath],
  ])('%s', (_name, input, expected) => {
    expect(postLoginRedirect(input)).toBe(expected);
  });
});
