import { asc, eq } from 'drizzle-orm';
import { readRole, type SupplierRole } from '../../../domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { supplierUsers } from '../../db/schema/index.ts';

/** The ids of a supplier's users (spec: a supplier's `users`), first added first. No access check: callers check. */
export async function readSupplierUserIds(db: Db, supplierId: string): Promise<string[]> {
  return (await readSupplierCollaborators(db, supplierId)).map((row) => row.userId);
}

/** A supplier's users with their role (spec: a supplier's `collaborators`), first added first. No access check. */
export async function readSupplierCollaborators(
  db: Db,
  supplierId: string,
): Promise<{ userId: string; role: SupplierRole }[]> {
  const rows = await db
    .select({ userId: supplierUsers.userId, role: supplierUsers.role })
    .from(supplierUsers)
    .where(eq(supplierUsers.supplierId, supplierId))
    .orderBy(asc(supplierUsers.createdAt), asc(supplierUsers.userId));
  return rows.map((row) => ({ userId: row.userId, role: readRole(row.role) }));
}
