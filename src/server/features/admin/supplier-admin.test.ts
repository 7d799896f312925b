import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../domain/supplier-admin-api.ts';
import type { SupplierView, Viewer } from '../../../domain/viewer.ts';
import { events, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { operationsOf, urlOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('platform admin controls of a supplier (/api/admin/suppliers/{id}/…)', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  let owner: CreatedUser;
  let supplierId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createPlatformAdmin(ctx, { firstName: 'Support', lastName: 'Sam' });
    const owned = await createOwnedSupplier(ctx, { tier: 'free' });
    owner = owned.user;
    supplierId = owned.supplier.id;
  });
  afterAll(() => ctx.close());

  const change = (path: string, payload: object, by = admin, id = supplierId) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${id}/${path}`,
      headers: { cookie: by.cookie },
      payload,
    });
  const row = async () => (await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplierId)))[0]!;
  const audit = async () =>
    (
      await ctx.app.inject({ url: `/api/admin/suppliers/${supplierId}/audit`, headers: { cookie: admin.cookie } })
    ).json<AuditLog>().entries;
  const viewerOf = async (user: CreatedUser) =>
    (await ctx.app.inject({ url: '/api/viewer', headers: { cookie: user.cookie } })).json<Viewer>();

  it('refuses every admin call to anyone but a platform admin (403, before the input is read), generated from the OpenAPI document', async () => {
    const calls = (await operationsOf(ctx.app)).filter((op) => op.path.startsWith('/api/admin/'));
    expect(calls.length).toBeGreaterThanOrEqual(8);
    for (const op of calls) {
      const res = await ctx.app.inject({
        method: op.method,
        url: urlOf(op, supplierId),
        headers: { cookie: owner.cookie },
        payload: op.method === 'GET' ? undefined : { unexpected: true },
      });
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(res.json().error.code).toBe('platform-admin-required');
    }
    expect((await row()).tier).toBe('free');
  });

  it('changes the tier by the spec’s rules and writes who did it, before and after', async () => {
    const res = await change('premium', { tier: 'classic' });
    expect(res.statusCode, res.body).toBe(200);
    const premium = res.json<SupplierView>().admin.premium;
    expect(premium).toMatchObject({ tier: 'classic', active: true });
    expect(premium.createdAt).not.toBeNull();
    const created = premium.createdAt;
    const back = (await change('premium', { tier: 'free' })).json<SupplierView>().admin.premium;
    expect(back).toMatchObject({ tier: 'free', active: true, createdAt: created });
    const [latest] = await audit();
    expect(latest).toMatchObject({
      action: 'premium',
      actorName: 'Support Sam',
      before: { tier: 'classic' },
      after: { tier: 'free' },
    });
    // the supplier's own users see the new tier
    expect((await viewerOf(owner)).activeSupplier?.premium.tier).toBe('free');
  });

  it('sets the search boost one mode at a time', async () => {
    const typeBoost = (
      await change('search-boost', { mode: 'type', value: 80, venueType: 'barn' })
    ).json<SupplierView>().admin;
    expect(typeBoost).toMatchObject({
      searchBoost: 0,
      searchBoostActive: false,
      searchBoostForType: 80,
      searchBoostForTypeActive: true,
      searchBoostType: 'barn',
    });
    const generic = (await change('search-boost', { mode: 'generic', value: 100 })).json<SupplierView>().admin;
    expect(generic).toMatchObject({
      searchBoost: 100,
      searchBoostActive: true,
      searchBoostForType: 0,
      searchBoostForTypeActive: false,
      searchBoostType: null,
    });
    const none = (await change('search-boost', { mode: 'none' })).json<SupplierView>().admin;
    expect(none).toMatchObject({ searchBoost: 0, searchBoostActive: false, searchBoostForTypeActive: false });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await row();
    const entries = (await audit()).length;
    for (const [path, payload] of [
      ['premium', { tier: 'gold' }],
      ['trial', { active: 'yes' }],
      ['search-boost', { mode: 'generic', value: 70 }],
      ['search-boost', { mode: 'type', value: 50, venueType: ' ' }],
      ['actions', {}],
      ['demo-mode', { enabled: true, tier: 'nope' }],
    ] as const) {
      const res = await change(path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
    expect(await row()).toEqual(before);
    expect((await audit()).length).toBe(entries);
    expect((await change('premium', { tier: 'lite' }, admin, 'no-such-supplier')).statusCode).toBe(404);
    // a florist has no venue type to be boosted for
    const florist = await createOwnedSupplier(ctx, { types: ['florist'] });
    const typeBoost = await change(
      'search-boost',
      { mode: 'type', value: 80, venueType: 'barn' },
      admin,
      florist.supplier.id,
    );
    expect(typeBoost.statusCode).toBe(400);
    expect(typeBoost.json().error.fields).toEqual({ mode: 'validation:invalid' });
  });

  it("unlinks a user, with the spec's message for an empty or unknown id, and keeps the last admin", async () => {
    for (const userId of ['', '  ', 'no-such-user']) {
      const res = await change('unlink-user', { userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid-uid', message: 'Cannot unlink user - invalid uid' });
    }
    expect((await change('unlink-user', { userId: owner.id })).json().error.code).toBe('last-admin');
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: editor.id, role: 'editor' });
    expect((await change('unlink-user', { userId: editor.id })).statusCode).toBe(200);
    const members = await ctx.database.db
      .select()
      .from(supplierUsers)
      .where(and(eq(supplierUsers.supplierId, supplierId), eq(supplierUsers.userId, editor.id)));
    expect(members).toEqual([]);
    expect((await audit())[0]).toMatchObject({ action: 'unlinkUser', before: { userId: editor.id, role: 'editor' } });
  });

  it('demo mode shows platform admins another tier without the admin override; the supplier keeps its own', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/viewer/active-supplier',
      headers: { cookie: admin.cookie },
      payload: { supplierId },
    });
    const on = (await change('demo-mode', { enabled: true, tier: 'expert' })).json<SupplierView>();
    expect(on.admin.demoMode).toEqual({ active: true, tier: 'expert' });
    expect((await viewerOf(admin)).activeSupplier).toMatchObject({
      premium: { tier: 'expert' },
      admin: { premium: { tier: 'free' } },
    });
    expect((await viewerOf(owner)).activeSupplier?.premium.tier).toBe('free');
    // a tier-gated call follows the demo tier, without the admin override: the owner filter needs lite
    const ownerFilter = () =>
      ctx.app.inject({ url: `/api/inbox/weddings/${supplierId}/0/inprogress/none`, headers: { cookie: admin.cookie } });
    await change('demo-mode', { enabled: true, tier: 'free' });
    const locked = await ownerFilter();
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('tier-required');
    const off = (await change('demo-mode', { enabled: false })).json<SupplierView>();
    expect(off.admin.demoMode).toEqual({ active: false, tier: null });
    expect((await viewerOf(admin)).activeSupplier?.premium.tier).toBe('free');
    expect((await ownerFilter()).statusCode).toBe(200);
  });

  it('marks the supplier deleted with a deactivation event per collaborator; its users lose it', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const colleague = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: supplier.id, userId: colleague.id, role: 'viewer' });
    const res = await change('actions', { deleted: true, checked: true }, admin, supplier.id);
    expect(res.json<SupplierView>().admin.actions).toEqual({ deleted: true, checked: true, searchable: true });
    const sent = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'collaboratorDeactivated')));
    expect(sent.map((e) => e.userId).sort()).toEqual([user.id, colleague.id].sort());
    expect(
      (await ctx.app.inject({ url: `/api/suppliers/${supplier.id}`, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(404);
    // marking it again sends no second round
    await change('actions', { deleted: true }, admin, supplier.id);
    expect(
      (
        await ctx.database.db
          .select()
          .from(events)
          .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'collaboratorDeactivated')))
      ).length,
    ).toBe(2);
  });
});
