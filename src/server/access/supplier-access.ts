import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { resolveSessionWith, sessionUserColumns, type SessionUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { sessions, supplierUsers, suppliers, users } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { noteSupplierWrite } from '../http/supplier-changes.ts';
import { roleAtLeast, type SupplierRole } from '../../domain/roles.ts';

export type Supplier = typeof suppliers.$inferSelect;

export interface SupplierAccess {
  user: SessionUser;
  supplier: Supplier;
  /** The user's role on this supplier; platform admins act as admin on every supplier. */
  role: SupplierRole;
}

/**
 * The one access check of every supplier-scoped call (design.md section 4): a user without access to
 * the supplier gets 404, so another supplier's data is not even confirmed to exist. A role below
 * `minRole` gets 403.
 */
export async function requireSupplierAccess(request: FastifyRequest, supplierId: string, minRole: SupplierRole = 'viewer'): Promise<SupplierAccess> {
  const db = request.server.deps.database.db;
  // the session and the access in one query when the request's session is not resolved yet
  const { user, extra } = await resolveSessionWith(request, (token) => selectSessionWithAccess(db, token, supplierId));
  if (!user) throw unauthorized();
  const access = extra ? accessOf(user, extra.supplier, extra.role) : await findSupplierAccess(db, user, supplierId);
  if (!access) throw notFound('supplier not found');
  if (!roleAtLeast(access.role, minRole)) throw forbidden('role-required', `This needs the ${minRole} role`);
  noteSupplierWrite(request, access.supplier.id);
  return access;
}

/** The session of `token` with its user, and the user's role on the supplier (the supplier row even without one), in one statement. */
export async function selectSessionWithAccess(db: Db, token: string, supplierId: string) {
  const statement = preparedOnce(db, 'session-with-access', (name) =>
    db
      .select({ ...sessionUserColumns, supplier: suppliers, role: supplierUsers.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(suppliers, eq(suppliers.id, sql.placeholder('supplierId')))
      .leftJoin(supplierUsers, and(eq(supplierUsers.supplierId, suppliers.id), eq(supplierUsers.userId, users.id)))
      .where(eq(sessions.token, sql.placeholder('token')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ token, supplierId });
  return row;
}

export async function findSupplierAccess(db: Db, user: SessionUser, supplierId: string): Promise<SupplierAccess | null> {
  const [row] = await db
    .select({ supplier: suppliers, role: supplierUsers.role })
    .from(suppliers)
    .leftJoin(supplierUsers, and(eq(supplierUsers.supplierId, suppliers.id), eq(supplierUsers.userId, user.id)))
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return row ? accessOf(user, row.supplier, row.role) : null;
}

/** Platform admins act as admin on every supplier; anyone else needs a role on a supplier that is not deleted. */
function accessOf(user: SessionUser, supplier: Supplier | null, role: string | null): SupplierAccess | null {
  if (!supplier) return null;
  if (user.isPlatformAdmin) return { user, supplier, role: 'admin' };
  if (!role || supplier.deleted) return null;
  return { user, supplier, role: role as SupplierRole };
}
