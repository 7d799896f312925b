/**
 * A user's permission level on one supplier (design.md section 4): admin (everything incl. team and
 * billing; the default of an invite), editor (listing, content, enquiries), viewer (read only).
 */
export const supplierRoles = ['viewer', 'editor', 'admin'] as const;
export type SupplierRole = (typeof supplierRoles)[number];
export const defaultInviteRole: SupplierRole = 'admin';

/** @internal */
export function isSupplierRole(value: unknown): value is SupplierRole {
  return typeof value === 'string' && (supplierRoles as readonly string[]).includes(value);
}

/** A stored role as a role: anything unknown (hand-edited data) reads as the least one, viewer. */
export function readRole(value: string): SupplierRole {
  return isSupplierRole(value) ? value : 'viewer';
}

export function roleAtLeast(role: SupplierRole, min: SupplierRole): boolean {
  return supplierRoles.indexOf(role) >= supplierRoles.indexOf(min);
}

/**
 * What a supplier-scoped call does, and so who may do it: the one role table the server's access
 * guard reads for every call and the web reads to hide what a role cannot do.
 * - read: see the listing, enquiries, bookings, statistics and team (every role);
 * - edit: change the listing, photos, videos, pricing and content, work enquiries and bookings (editor, admin);
 * - billing: buy credits, plans and boosts (admin);
 * - team: invite collaborators, change their roles and remove their access (admin);
 * - integrations: see and manage the connections to the supplier's own tools, webhooks (admin: their
 *   addresses and secrets reach outside the portal);
 * - privacy: the business's retention period of couples' data (admin: the business decides as controller).
 * - dataExport: ask for and download the business's whole data (admin: it holds every couple's personal data).
 * - deleteBusiness: delete the business with its couples' data (admin: the business decides as controller).
 */
export const permissionMinRole = {
  read: 'viewer',
  edit: 'editor',
  billing: 'admin',
  team: 'admin',
  integrations: 'admin',
  privacy: 'admin',
  dataExport: 'admin',
  deleteBusiness: 'admin',
} as const satisfies Record<string, SupplierRole>;
export type Permission = keyof typeof permissionMinRole;

export function roleMay(role: SupplierRole, permission: Permission): boolean {
  return roleAtLeast(role, permissionMinRole[permission]);
}

/**
 * The permission of a call that declares none: reading for GET and HEAD, editing for every other
 * method, so a new write is closed to viewers without anyone remembering to say so.
 */
export function defaultPermissionOf(method: string): Permission {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'edit';
}
