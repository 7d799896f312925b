import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierTeam } from '../../../domain/team.ts';
import { supplierUsers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('the supplier team: GET /api/supplier/{id}/team', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let editor: CreatedUser;
  let stranger: CreatedUser;
  let supplierId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, { firstName: 'Zoe', lastName: 'Owner' });
    editor = await createUser(ctx, { firstName: 'Adam', lastName: 'Editor' });
    stranger = await createUser(ctx);
    supplierId = (await createSupplier(ctx, { ownerId: owner.id })).id;
    await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: editor.id, role: 'editor' });
    await createSupplier(ctx, { ownerId: stranger.id });
  });
  afterAll(() => ctx.close());

  const team = (user: CreatedUser, id = supplierId) =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier/${id}/team`, headers: { cookie: user.cookie } });

  it("lists the supplier's users with name and role, by name", async () => {
    const res = await team(editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SupplierTeam>()).toEqual({
      members: [
        { id: editor.id, name: 'Adam Editor', role: 'editor' },
        { id: owner.id, name: 'Zoe Owner', role: 'admin' },
      ],
    });
  });

  it('answers 404 for a supplier the user has no access to, and for a missing one', async () => {
    expect((await team(stranger)).statusCode).toBe(404);
    expect((await team(owner, 'no-such-supplier')).statusCode).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/team` });
    expect(res.statusCode).toBe(401);
  });

  it('lets a platform admin read any team, without counting them as a member', async () => {
    const admin = await createPlatformAdmin(ctx);
    const res = await team(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<SupplierTeam>().members.map((m) => m.id)).toEqual([editor.id, owner.id]);
  });
});
