import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBenefit, AdminBenefitsResponse, SupplierBenefitsResponse } from '../../../domain/benefits-api.ts';
import { benefits, supplierUsers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('member benefits (/benefits, the admin panel)', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createPlatformAdmin(ctx);
  });
  afterAll(() => ctx.close());

  // benefits are the platform's, shared by the tests of this file: each test finds its own by a unique partner
  const benefitOf = (over: object = {}) => ({
    partnerName: `Partner ${randomUUID().slice(0, 8)}`,
    title: 'A card reader at a members’ price',
    description: 'Half price for the first year.',
    countries: ['GB'],
    categories: [],
    code: 'MEMBERS50',
    url: 'https://partner.example/members',
    ...over,
  });
  const save = (user: CreatedUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/benefits', payload, headers: { cookie: user.cookie } });
  const create = async (over: object = {}): Promise<AdminBenefit> => {
    const input = benefitOf(over);
    const res = await save(admin, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminBenefitsResponse>().benefits.find((b) => b.partnerName === input.partnerName)!;
  };
  const adminList = async () =>
    (
      await ctx.app.inject({ url: '/api/admin/benefits', headers: { cookie: admin.cookie } })
    ).json<AdminBenefitsResponse>().benefits;
  const supplierList = async (user: CreatedUser, supplierId: string) => {
    const res = await ctx.app.inject({ url: `/api/supplier/${supplierId}/benefits`, headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SupplierBenefitsResponse>().benefits;
  };
  const reveal = (user: CreatedUser, supplierId: string, benefitId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/benefits/${benefitId}/reveal`,
      headers: { cookie: user.cookie },
    });
  const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(benefits))[0]!.n;

  it('lets a platform admin add, edit and retire a benefit, kept with its uses', async () => {
    const added = await create({ categories: ['florist', 'florist'], endsOn: '2099-12-31' });
    expect(added).toMatchObject({ categories: ['florist'], endsOn: '2099-12-31', retiredAt: null, usedBy: 0 });
    const edited = await save(admin, { ...benefitOf(), id: added.id, partnerName: added.partnerName, code: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminBenefitsResponse>().benefits.find((b) => b.id === added.id)).toMatchObject({
      code: null,
      categories: [],
      endsOn: null,
    });
    const retire = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/benefits/${added.id}/retire`,
        headers: { cookie: admin.cookie },
      });
    expect((await retire()).statusCode).toBe(200);
    expect((await adminList()).find((b) => b.id === added.id)?.retiredAt).not.toBeNull();
    // a retired benefit is history: neither retired again nor changed
    expect((await retire()).statusCode).toBe(404);
    const late = await save(admin, { ...benefitOf(), id: added.id });
    expect(late.statusCode).toBe(404);
    expect(late.json().error.fields).toEqual({ _: 'benefits:errors.gone' });
  });

  it('refuses a bad benefit with each field’s message, writing nothing', async () => {
    const before = await rowCount();
    const bad = await save(admin, {
      partnerName: ' ',
      title: '',
      description: '',
      countries: [],
      categories: ['circus'],
      url: 'http://partner.example',
      endsOn: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      partnerName: 'benefits:errors.partnerName',
      title: 'benefits:errors.title',
      description: 'benefits:errors.description',
      countries: 'benefits:errors.countries',
      'categories.0': 'benefits:errors.categories',
      url: 'benefits:errors.url',
      endsOn: 'benefits:errors.endsOn',
    });
    expect((await save(admin, benefitOf({ countries: ['US'] }))).statusCode).toBe(400);
    expect((await save(admin, benefitOf({ url: 'javascript:alert(1)' }))).statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses the admin calls to anyone but platform admins', async () => {
    const { user } = await createOwnedSupplier(ctx, { tier: 'expert' });
    const before = await rowCount();
    const [one] = await adminList();
    for (const res of [
      await ctx.app.inject({ url: '/api/admin/benefits', headers: { cookie: user.cookie } }),
      await save(user, benefitOf()),
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/benefits/${one?.id ?? 'x'}/retire`,
        headers: { cookie: user.cookie },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('platform-admin-required');
    }
    expect((await ctx.app.inject({ url: '/api/admin/benefits' })).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
    if (one) expect((await adminList()).find((b) => b.id === one.id)?.retiredAt).toBe(one.retiredAt);
  });

  it('shows a supplier the benefits of its country and category that have not ended', async () => {
    const mine = await create({ countries: ['DE', 'GB'], categories: ['florist'] });
    const everyone = await create({ categories: [] });
    const photographers = await create({ categories: ['photo'] });
    const german = await create({ countries: ['DE'] });
    const ended = await create({ endsOn: '2020-01-01' });
    const retired = await create();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/benefits/${retired.id}/retire`,
      headers: { cookie: admin.cookie },
    });
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite', types: ['florist'] });
    const ids = (await supplierList(user, supplier.id)).map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, everyone.id]));
    for (const hidden of [photographers, german, ended, retired]) expect(ids).not.toContain(hidden.id);
  });

  it('gives a supplier below lite the partners and titles without codes or links, and no reveal', async () => {
    const offer = await create();
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const seen = (await supplierList(user, supplier.id)).find((b) => b.id === offer.id);
    expect(seen).toEqual({
      id: offer.id,
      partnerName: offer.partnerName,
      title: offer.title,
      description: offer.description,
      endsOn: null,
      hasCode: true,
      url: null,
    });
    const res = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/benefits`,
      headers: { cookie: user.cookie },
    });
    expect(res.body).not.toContain('MEMBERS50');
    expect(res.body).not.toContain('partner.example');
    const refused = await reveal(user, supplier.id, offer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('tier-required');
    expect((await adminList()).find((b) => b.id === offer.id)?.usedBy).toBe(0);
  });

  it('reveals the code at lite and counts each supplier once, any member of its team', async () => {
    const offer = await create();
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    expect((await supplierList(user, supplier.id)).find((b) => b.id === offer.id)?.url).toBe(offer.url);
    const first = await reveal(user, supplier.id, offer.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ code: 'MEMBERS50', url: 'https://partner.example/members' });
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await reveal(viewer, supplier.id, offer.id)).statusCode).toBe(200);
    expect((await adminList()).find((b) => b.id === offer.id)?.usedBy).toBe(1);
    const other = await createOwnedSupplier(ctx, { tier: 'classic' });
    expect((await reveal(other.user, other.supplier.id, offer.id)).statusCode).toBe(200);
    // a platform admin working as the supplier is not the supplier using it
    expect((await reveal(admin, supplier.id, offer.id)).statusCode).toBe(200);
    expect((await adminList()).find((b) => b.id === offer.id)?.usedBy).toBe(2);
  });

  it('keeps a supplier to its own benefits page and the benefits it sees', async () => {
    const offer = await create();
    const french = await create({ countries: ['FR'] });
    const owner = await createOwnedSupplier(ctx, { tier: 'lite' });
    const stranger = await createOwnedSupplier(ctx, { tier: 'lite' });
    expect(
      (
        await ctx.app.inject({
          url: `/api/supplier/${owner.supplier.id}/benefits`,
          headers: { cookie: stranger.user.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await reveal(stranger.user, owner.supplier.id, offer.id)).statusCode).toBe(404);
    const unseen = await reveal(owner.user, owner.supplier.id, french.id);
    expect(unseen.statusCode).toBe(404);
    expect((await reveal(owner.user, owner.supplier.id, 'no-such-benefit')).statusCode).toBe(404);
    const uses = await adminList();
    expect(uses.find((b) => b.id === offer.id)?.usedBy).toBe(0);
    expect(uses.find((b) => b.id === french.id)?.usedBy).toBe(0);
  });
});
