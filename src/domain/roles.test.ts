import { describe, expect, it } from 'vitest';
import {
  defaultInviteRole,
  defaultPermissionOf,
  isSupplierRole,
  permissionMinRole,
  readRole,
  roleAtLeast,
  roleMay,
  type Permission,
} from './roles.ts';

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

  it.each([
    ['editor', 'editor'],
    ['owner', 'viewer'],
    ['', 'viewer'],
  ])('reads a stored role %j as %s', (stored, role) => {
    expect(readRole(stored)).toBe(role);
  });

  it.each([
    ['admin', true],
    ['owner', false],
    ['', false],
    [undefined, false],
  ])('isSupplierRole(%s) is %s', (value, expected) => {
    expect(isSupplierRole(value)).toBe(expected);
  });
});

describe('the role table', () => {
  // role: read, edit, billing, team, integrations, privacy, dataExport, deleteBusiness
  it.each([
    ['viewer', [true, false, false, false, false, false, false, false]],
    ['editor', [true, true, false, false, false, false, false, false]],
    ['admin', [true, true, true, true, true, true, true, true]],
  ] as const)(
    '%s may read, edit, pay, run the team, manage integrations, set retention, export the data, delete the business: %j',
    (role, expected) => {
      const permissions = Object.keys(permissionMinRole) as Permission[];
      expect(permissions).toEqual([
        'read',
        'edit',
        'billing',
        'team',
        'integrations',
        'privacy',
        'dataExport',
        'deleteBusiness',
      ]);
      expect(permissions.map((permission) => roleMay(role, permission))).toEqual(expected);
    },
  );

  it.each([
    ['GET', 'read'],
    ['HEAD', 'read'],
    ['POST', 'edit'],
    ['PUT', 'edit'],
    ['PATCH', 'edit'],
    ['DELETE', 'edit'],
  ])('a %s call without a declared permission needs %s', (method, permission) => {
    expect(defaultPermissionOf(method)).toBe(permission);
  });
});
