import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSessionWith, sessionUserColumns, type SessionUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { sessions, supplierUsers, suppliers, users } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { noteSupplierWrite } from '../http/supplier-changes.ts';
import {
  defaultPermissionOf,
  permissionMinRole,
  roleMay,
  type Permission,
  type SupplierRole,
} from '../../domain/roles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the call does to the supplier it names, from the role table (`src/domain/roles.ts`); without
     * it, GET and HEAD read and every other method edits. Published in OpenAPI's `x-supplier-access`.
     */
    permission?: Permission;
    /**
     * Where a supplier-scoped call names its supplier (`params.id`, `body.supplierId`, ...): the guard
     * checks access before the input is validated. Published as `x-supplier-access` in OpenAPI.
     */
    supplierId?: SupplierIdSource;
  }
}

type SupplierIdSource = `${'params' | 'query' | 'body'}.${string}`;

/** The access the guard resolved for a request, so the handler's own call reads nothing again. */
const resolved = new WeakMap<FastifyRequest, SupplierAccess>();

export type Supplier = typeof suppliers.$inferSelect;

export interface SupplierAccess {
  user: SessionUser;
  supplier: Supplier;
  /** The user's role on this supplier; platform admins act as admin on every supplier. */
  role: SupplierRole;
}

/** The permission the matched route needs: its declared one, else what its method implies. */
function permissionOf(request: FastifyRequest): Permission {
  return request.routeOptions.config.permission ?? defaultPermissionOf(request.method);
}

/**
 * The one access check of every supplier-scoped call (design.md section 4): a user without access to
 * the supplier gets 404, so another supplier's data is not even confirmed to exist. A role the role
 * table does not allow the route's permission gets 403 `role-required`, naming the role it needs.
 */
export async function requireSupplierAccess(request: FastifyRequest, supplierId: string): Promise<SupplierAccess> {
  const known = resolved.get(request);
  if (known?.supplier.id === supplierId) return known;
  const db = request.server.deps.database.db;
  // the session and the access in one query when the request's session is not resolved yet
  const { user, extra } = await resolveSessionWith(request, (token) => selectSessionWithAccess(db, token, supplierId));
  if (!user) throw unauthorized();
  const access = extra ? accessOf(user, extra.supplier, extra.role) : await findSupplierAccess(db, user, supplierId);
  if (!access) throw notFound('supplier not found');
  const permission = permissionOf(request);
  if (!roleMay(access.role, permission))
    throw forbidden('role-required', `This needs the ${permissionMinRole[permission]} role`);
  // a call that only reads (a POST read too: the rank, a booking, the team) changes nothing others keep
  if (permission !== 'read') noteSupplierWrite(request, access.supplier.id);
  resolved.set(request, access);
  return access;
}

/** The supplier id a call names where its route says (`config.supplierId`), as sent (not yet validated). */
function namedSupplierId(request: FastifyRequest): unknown {
  const source = request.routeOptions.config.supplierId;
  if (!source) return undefined;
  const [part, key] = source.split('.') as ['params' | 'query' | 'body', string];
  const input: unknown = request[part];
  return input && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
}

/**
 * The access check of every call that declares where it names its supplier, before its input is
 * validated: a stranger learns nothing of the call's shape (404), a role below the call's permission
 * is refused (403) whatever it sent. An id that is not a usable string is left to validation (400).
 */
export function registerSupplierAccessGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const supplierId = guardedSupplierId(request);
    if (supplierId !== undefined) await requireSupplierAccess(request, supplierId);
  });
}

/**
 * The supplier id the access guard checks before validation: the one the call names, when it is a usable string (else
 * undefined).
 */
export function guardedSupplierId(request: FastifyRequest): string | undefined {
  const supplierId = namedSupplierId(request);
  return typeof supplierId === 'string' && supplierId.length > 0 && supplierId.length <= 128 ? supplierId : undefined;
}

/**
 * The session of `token` with its user, and the user's role on the supplier (the supplier row even without one), in one
 * statement.
 * @internal
 */
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

/** The user's access to a supplier when the request's session is resolved already: one prepared statement. */
export async function findSupplierAccess(
  db: Db,
  user: SessionUser,
  supplierId: string,
): Promise<SupplierAccess | null> {
  const statement = preparedOnce(db, 'supplier-access', (name) =>
    db
      .select({ supplier: suppliers, role: supplierUsers.role })
      .from(suppliers)
      .leftJoin(
        supplierUsers,
        and(eq(supplierUsers.supplierId, suppliers.id), eq(supplierUsers.userId, sql.placeholder('userId'))),
      )
      .where(eq(suppliers.id, sql.placeholder('supplierId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ userId: user.id, supplierId });
  return row ? accessOf(user, row.supplier, row.role) : null;
}

/** Platform admins act as admin on every supplier; anyone else needs a role on a supplier that is not deleted. */
function accessOf(user: SessionUser, supplier: Supplier | null, role: string | null): SupplierAccess | null {
  if (!supplier) return null;
  if (user.isPlatformAdmin) return { user, supplier, role: 'admin' };
  if (!role || supplier.deleted) return null;
  return { user, supplier, role: role as SupplierRole };
}
