import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, supplierRoles, type SupplierRole } from '../../domain/roles.ts';
import { supplierUsers } from '../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../test/factories.ts';
import { operationsOf, urlOf, type Operation } from '../test/openapi.ts';
import { createOwnedSupplier, createSupplier } from '../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const keyOf = (op: Operation) => `${op.method} ${op.path}`;
const isPlatformAdminCall = (op: Operation) => op.path.startsWith('/api/admin/');
/** Calls that name a supplier but answer by their own rule: switching to a supplier (404 without access, any role). */
const ownRule = new Set(['POST /api/viewer/active-supplier']);

/**
 * Every supplier-scoped call, read from the OpenAPI document (`x-supplier-access`), against a stranger
 * with a supplier of their own and each role of the role table: a call added later is covered without
 * editing this file.
 */
describe('supplier access, generated from the OpenAPI document', () => {
  let ctx: TestContext;
  let scoped: Operation[];
  let operations: Operation[];
  let supplierId: string;
  let stranger: CreatedUser;
  const members = {} as Record<SupplierRole, CreatedUser>;

  beforeAll(async () => {
    ctx = await createTestApp();
    operations = await operationsOf(ctx.app);
    // platform admin calls answer everyone else 403 first (admin/supplier-admin.test.ts)
    scoped = operations.filter((op) => op.supplierAccess && !isPlatformAdminCall(op));
    const owner = await createOwnedSupplier(ctx);
    supplierId = owner.supplier.id;
    members.admin = owner.user;
    for (const role of ['editor', 'viewer'] as const) {
      members[role] = await createUser(ctx);
      await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: members[role].id, role });
    }
    stranger = await createUser(ctx);
    await createSupplier(ctx, { ownerId: stranger.id });
  });
  afterAll(() => ctx.close());

  /** The call on the supplier, every other path parameter 'x', with the smallest body that names the supplier. */
  const call = (op: Operation, user: CreatedUser) => {
    const note = op.supplierAccess!;
    let url = op.path.replace(`{${note.name}}`, encodeURIComponent(supplierId));
    url = urlOf({ ...op, path: url });
    if (note.in === 'query') url += `?${note.name}=${encodeURIComponent(supplierId)}`;
    const payload = op.method === 'GET' ? undefined : note.in === 'body' ? { [note.name]: supplierId } : {};
    return ctx.app.inject({ method: op.method, url, headers: { cookie: user.cookie }, payload });
  };

  it('finds the supplier-scoped calls, and every call that names a supplier declares where', () => {
    expect(scoped.length).toBeGreaterThan(50);
    const namesSupplier = (op: Operation) =>
      op.path.startsWith('/api/') &&
      !op.path.startsWith('/api/dev/') &&
      (op.parameters.some(
        (p) =>
          (p.in === 'path' && (p.name === 'id' || p.name === 'supplierId')) ||
          (p.in === 'query' && p.name === 'supplierId'),
      ) ||
        Object.keys(op.jsonBody?.properties ?? {}).some((name) => name === 'supplierId' || name === 'supplier'));
    const undeclared = operations
      .filter((op) => namesSupplier(op) && !op.supplierAccess && !ownRule.has(keyOf(op)))
      .map(keyOf);
    // every call that names a supplier passes the guard, platform admin calls included
    expect(undeclared).toEqual([]);
  });

  it('answers 404 to a user of another supplier on every call, whatever the input', async () => {
    for (const op of scoped) {
      const res = await call(op, stranger);
      expect(res.statusCode, keyOf(op)).toBe(404);
      expect(res.json().error.code, keyOf(op)).toBe('not-found');
    }
  });

  it('lets each role do what the role table allows and refuses the rest with 403 role-required', async () => {
    const refused: string[] = [];
    for (const op of scoped) {
      for (const role of supplierRoles) {
        const res = await call(op, members[role]);
        const error = res.statusCode >= 400 ? res.json().error : undefined;
        const label = `${keyOf(op)} as ${role} (${op.supplierAccess!.permission})`;
        if (roleMay(role, op.supplierAccess!.permission)) {
          expect(error?.code, label).not.toBe('role-required');
          expect(error?.message, label).not.toBe('supplier not found');
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(error, label).toMatchObject({ code: 'role-required' });
          refused.push(label);
        }
      }
    }
    // viewers are refused every write, editors the team and billing calls
    expect(refused.some((label) => label.includes('as viewer (edit)'))).toBe(true);
    expect(refused.some((label) => label.includes('as editor (billing)'))).toBe(true);
  });

  it('lets a platform admin past the role check of every call', async () => {
    const admin = await createPlatformAdmin(ctx);
    for (const op of scoped) {
      const res = await call(op, admin);
      if (res.statusCode >= 400) expect(res.json().error.code, keyOf(op)).not.toBe('role-required');
    }
  });
});
