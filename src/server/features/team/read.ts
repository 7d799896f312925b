import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supplierUsers } from '../../db/schema/index.ts';

/** The ids of a supplier's users (spec: a supplier's `users`), first added first. No access check: callers check. */
export async function readSupplierUserIds(db: Db, supplierId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: supplierUsers.userId })
    .from(supplierUsers)
    .where(eq(supplierUsers.supplierId, supplierId))
    .orderBy(asc(supplierUsers.createdAt), asc(supplierUsers.userId));
  return rows.map((row) => row.userId);
}
