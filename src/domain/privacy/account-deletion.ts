import type { SupplierRole } from '../roles.ts';

/**
 * Account deletion (issue 35): the user confirms by typing their login e-mail; a business must never be left without
 * an admin, so the sole admin of a business first hands it over (makes another member admin).
 */

/** Whether the typed confirmation is the account's e-mail address (case and surrounding spaces do not matter). */
export function deletionConfirmed(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export interface Membership {
  supplierId: string;
  businessName: string;
  role: SupplierRole;
  /** How many other members of the business are admins. */
  otherAdmins: number;
}

/** The businesses the user is the only admin of: each must be handed over before the account can go. */
export function businessesToHandOver(memberships: readonly Membership[]): Membership[] {
  return memberships.filter((membership) => membership.role === 'admin' && membership.otherAdmins === 0);
}
