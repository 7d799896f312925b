import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isInviteExpired } from '../../../domain/invites.ts';
import { isSupplierRole, type SupplierRole } from '../../../domain/roles.ts';
import type { Collaborators } from '../../../domain/team.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { platformAdmins, supplierInvites, supplierUsers, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { personName } from '../enquiries/enquiry-view.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const roleOf = (value: string): SupplierRole => (isSupplierRole(value) ? value : 'viewer');

/** fetch-collaborators: the team by name with their roles, and the open invites, newest first. */
export async function fetchCollaborators(db: Db, supplierId: string, now: Date): Promise<Collaborators> {
  const [members, invites] = await Promise.all([
    db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: supplierUsers.role, joinedAt: supplierUsers.createdAt })
      .from(supplierUsers)
      .innerJoin(users, eq(users.id, supplierUsers.userId))
      .where(eq(supplierUsers.supplierId, supplierId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email)),
    db
      .select({ invite: supplierInvites, firstName: users.firstName, lastName: users.lastName, inviterEmail: users.email })
      .from(supplierInvites)
      .leftJoin(users, eq(users.id, supplierInvites.invitedBy))
      .where(eq(supplierInvites.supplierId, supplierId))
      .orderBy(sql`${supplierInvites.createdAt} desc`),
  ]);
  return {
    collaborators: members.map((m) => ({ userId: m.userId, name: personName(m), email: m.email, role: roleOf(m.role), joinedAt: m.joinedAt.toISOString() })),
    invites: invites.map(({ invite, ...inviter }) => ({
      nonceId: invite.id,
      email: invite.email,
      role: roleOf(invite.role),
      invitedBy: inviter.inviterEmail ? personName({ firstName: inviter.firstName ?? '', lastName: inviter.lastName ?? '', email: inviter.inviterEmail }) : '',
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
      inviteExpired: isInviteExpired(invite.expiresAt, now),
    })),
  };
}

/**
 * The member's role row, locked for the change; refuses leaving the supplier without an admin (a business
 * keeps one: someone must be able to run its team and billing).
 */
async function lockMember(tx: Tx, supplierId: string, userId: string, keepsAdmin: boolean) {
  // every admin row of the supplier is locked, so two admins demoting each other at once cannot both succeed
  const admins = await tx
    .select({ userId: supplierUsers.userId })
    .from(supplierUsers)
    .where(and(eq(supplierUsers.supplierId, supplierId), eq(supplierUsers.role, 'admin')))
    .for('update');
  const [member] = await tx
    .select({ role: supplierUsers.role })
    .from(supplierUsers)
    .where(and(eq(supplierUsers.supplierId, supplierId), eq(supplierUsers.userId, userId)))
    .for('update');
  if (!member) throw notFound('collaborator not found');
  const lastAdmin = member.role === 'admin' && admins.length === 1 && !keepsAdmin;
  if (lastAdmin) throw new AppError(409, 'last-admin', 'A business keeps at least one admin', { userId: 'team:errors.lastAdmin' });
  return member;
}

export async function changeRole(db: Db, access: SupplierAccess, userId: string, role: SupplierRole): Promise<{ userId: string; role: SupplierRole }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, access.supplier.id, userId, role === 'admin');
    await tx.update(supplierUsers).set({ role }).where(and(eq(supplierUsers.supplierId, access.supplier.id), eq(supplierUsers.userId, userId)));
    return { userId, role };
  });
}

/**
 * remove-access: the user leaves the supplier. With removeAuth their account goes too (sign-in, sessions),
 * but only when it holds no other supplier and is not a platform admin: an account is a person's, and
 * their other businesses are not this admin's to close.
 */
export async function removeAccess(db: Db, access: SupplierAccess, userId: string, removeAuth: boolean): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, access.supplier.id, userId, false);
    if (removeAuth) {
      const [other] = await tx.select({ id: supplierUsers.supplierId }).from(supplierUsers).where(and(eq(supplierUsers.userId, userId), ne(supplierUsers.supplierId, access.supplier.id))).limit(1);
      const [admin] = await tx.select({ id: platformAdmins.userId }).from(platformAdmins).where(eq(platformAdmins.userId, userId)).limit(1);
      if (other || admin) throw new AppError(409, 'user-has-other-access', 'This account holds other businesses: only its access to this one can be removed', { removeAuth: 'team:errors.otherAccess' });
      // the account's rows (role, sessions, sign-in methods) go with it
      await tx.delete(users).where(eq(users.id, userId));
      return { userId };
    }
    await tx.delete(supplierUsers).where(and(eq(supplierUsers.supplierId, access.supplier.id), eq(supplierUsers.userId, userId)));
    return { userId };
  });
}
