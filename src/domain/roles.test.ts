import { describe, expect, it } from 'vitest';
import { defaultInviteRole, isSupplierRole, roleAtLeast } from './roles.ts';

describe('supplier roles', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', 'editor', true],
    ['admin', 'viewer', true],
    ['editor', 'admin', false],
    ['editor', 'editor', true],
    ['editor', 'viewer', true],
    ['viewer', 'admin', false],
    ['viewer', 'editor', false],
    ['viewer', 'viewer', true],
  ] as const)('%s meets %s: %s', (role, min, expected) => {
    expect(roleAtLeast(role, min)).toBe(expected);
  });

  it('invites default to admin (spec section 4)', () => {
    expect(defaultInviteRole).toBe('admin');
  });

  it.each([['admin', true], ['owner', false], ['', false], [undefined, false]])('isSupplierRole(%s) is %s', (value, expected) => {
    expect(isSupplierRole(value)).toBe(expected);
  });
});
