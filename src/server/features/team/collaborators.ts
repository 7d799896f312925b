import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isInviteExpired } from '../../../domain/invites.ts';
import { readRole, type SupplierRole } from '../../../domain/roles.ts';
import type { Collaborators } from '../../../domain/team.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { platformAdmins, supplierInvites, supplierUsers, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { deleteMembership, lockMembership } from '../../access/memberships.ts';
import { joinedPersonName, personName } from '../enquiries/enquiry-view.ts';

/** fetch-collaborators: the team by name with their roles, and the open invites, newest first. */
export async function fetchCollaborators(db: Db, supplierId: string, now: Date): Promise<Collaborators> {
  const [members, invites] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: supplierUsers.role,
        joinedAt: supplierUsers.createdAt,
      })
      .from(supplierUsers)
      .innerJoin(users, eq(users.id, supplierUsers.userId))
      .where(eq(supplierUsers.supplierId, supplierId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email)),
    db
      .select({ invite: supplierInvites, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(supplierInvites)
      .leftJoin(users, eq(users.id, supplierInvites.invitedBy))
      .where(eq(supplierInvites.supplierId, supplierId))
      .orderBy(sql`${supplierInvites.createdAt} desc`),
  ]);
  return {
    collaborators: members.map((m) => ({
      userId: m.userId,
      name: personName(m),
      email: m.email,
      role: readRole(m.role),
      joinedAt: m.joinedAt.toISOString(),
    })),
    invites: invites.map(({ invite, ...inviter }) => ({
      nonceId: invite.id,
      email: invite.email,
      role: readRole(invite.role),
      invitedBy: joinedPersonName(inviter),
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
      inviteExpired: isInviteExpired(invite.expiresAt, now),
    })),
  };
}

export async function changeRole(
  db: Db,
  access: SupplierAccess,
  userId: string,
  role: SupplierRole,
): Promise<{ userId: string; role: SupplierRole }> {
  return db.transaction(async (tx) => {
    await lockMembership(tx, access.supplier.id, userId, role === 'admin');
    await tx
      .update(supplierUsers)
      .set({ role })
      .where(and(eq(supplierUsers.supplierId, access.supplier.id), eq(supplierUsers.userId, userId)));
    return { userId, role };
  });
}

/**
 * remove-access: the user leaves the supplier. With removeAuth their account goes too (sign-in, sessions),
 * but only when it holds no other supplier and is not a platform admin: an account is a person's, and
 * their other businesses are not this admin's to close.
 */
export async function removeAccess(
  db: Db,
  access: SupplierAccess,
  userId: string,
  removeAuth: boolean,
): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    await lockMembership(tx, access.supplier.id, userId, false);
    if (removeAuth) {
      const [other] = await tx
        .select({ id: supplierUsers.supplierId })
        .from(supplierUsers)
        .where(and(eq(supplierUsers.userId, userId), ne(supplierUsers.supplierId, access.supplier.id)))
        .limit(1);
      const [admin] = await tx
        .select({ id: platformAdmins.userId })
        .from(platformAdmins)
        .where(eq(platformAdmins.userId, userId))
        .limit(1);
      if (other || admin)
        throw new AppError(
          409,
          'user-has-other-access',
          'This account holds other businesses: only its access to this one can be removed',
          { removeAuth: 'team:errors.otherAccess' },
        );
      // the account's rows (role, sessions, sign-in methods) go with it
      await tx.delete(users).where(eq(users.id, userId));
      return { userId };
    }
    await deleteMembership(tx, access.supplier.id, userId);
    return { userId };
  });
}
