import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { supplierUsers } from '../db/schema/index.ts';
import { AppError, notFound } from '../http/errors.ts';

/**
 * A member's role row, locked for a change; refuses leaving the supplier without an admin (a business
 * keeps one: someone must be able to run its team and billing). Every admin row of the supplier is
 * locked too, so two admins demoting each other at once cannot both succeed. `keepsAdmin`: the change
 * leaves this member an admin.
 */
export async function lockMembership(
  tx: Tx,
  supplierId: string,
  userId: string,
  keepsAdmin: boolean,
  missing = () => notFound('collaborator not found'),
) {
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
  if (!member) throw missing();
  if (member.role === 'admin' && admins.length === 1 && !keepsAdmin) {
    throw new AppError(409, 'last-admin', 'A business keeps at least one admin', { userId: 'team:errors.lastAdmin' });
  }
  return member;
}

/** Takes the user's access to the supplier away (after lockMembership). */
export async function deleteMembership(tx: Tx, supplierId: string, userId: string): Promise<void> {
  await tx.delete(supplierUsers).where(and(eq(supplierUsers.supplierId, supplierId), eq(supplierUsers.userId, userId)));
}
