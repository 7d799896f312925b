/**
 * A user's permission level on one supplier (design.md section 4): admin (everything incl. team and
 * billing; the default of an invite), editor (listing, content, enquiries), viewer (read only).
 */
export const supplierRoles = ['viewer', 'editor', 'admin'] as const;
export type SupplierRole = (typeof supplierRoles)[number];
export const defaultInviteRole: SupplierRole = 'admin';

export function isSupplierRole(value: unknown): value is SupplierRole {
  return typeof value === 'string' && (supplierRoles as readonly string[]).includes(value);
}

export function roleAtLeast(role: SupplierRole, min: SupplierRole): boolean {
  return supplierRoles.indexOf(role) >= supplierRoles.indexOf(min);
}
