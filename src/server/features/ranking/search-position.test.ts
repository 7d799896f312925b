import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierRankResponse } from '../../../domain/statistics/ranking-api.ts';
import type { SearchPosition } from '../../../domain/statistics/search-position-api.ts';
import { supplierAreas, supplierRankings, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { rankingDayOf } from './ranking-job.ts';

const eqId = (id: string) => eq(suppliers.id, id);

/** Videographers in counties no other test lists them in (on PostgreSQL the test files share one database). */
describe('GET /api/supplier/{id}/search-position', () => {
  let ctx: TestContext;
  let others: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    others = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const days = (n: number) => new Date(Date.now() + n * 86_400_000);
  const position = (user: CreatedUser, supplierId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/supplier/${encodeURIComponent(supplierId)}/search-position`,
      headers: { cookie: user.cookie },
    });
  const videographer = (county: string, overrides: Partial<typeof suppliers.$inferInsert> = {}) =>
    createOwnedSupplier(ctx, { types: ['video'], adminArea: [county, 'England'], ...overrides });
  const rival = (county: string, tier: (typeof suppliers.$inferInsert)['tier']) =>
    createSupplier(ctx, { ownerId: others.id, types: ['video'], adminArea: [county, 'England'], tier });
  const recorded = (supplierId: string, county: string, rank: number, total: number, daysAgo = 7) =>
    ctx.database.db.insert(supplierRankings).values({
      supplierId,
      county,
      category: 'video',
      day: rankingDayOf(days(-daysAgo)),
      rank,
      total,
    });

  it("answers the free supplier's place in its home county, the same as the rank call's, with last week's", async () => {
    const county = 'Suffolk';
    const { user, supplier } = await videographer(county, { tier: 'free' });
    await rival(county, 'expert');
    await rival(county, 'unverified');
    // a county of its multi-county boost is not the free tier's (multi-county position widget, expert)
    await ctx.database.db
      .insert(supplierAreas)
      .values({ supplierId: supplier.id, county: 'Lincolnshire', endsAt: days(9) });
    await recorded(supplier.id, county, 3, 3);
    // another day's record is not the comparison
    await recorded(supplier.id, county, 1, 3, 6);

    const res = await position(user, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SearchPosition>()).toEqual({
      category: 'video',
      counties: [{ county, via: 'home', today: { rank: 2, total: 3 }, weekAgo: { rank: 3, total: 3 } }],
      allCounties: false,
      updatedAt: expect.any(String),
    });

    // one source: at lite, the rank call of search optimisation answers the same place
    await ctx.database.db.update(suppliers).set({ tier: 'lite' }).where(eqId(supplier.id));
    const rank = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/supplier-rank',
      headers: { cookie: user.cookie },
      payload: { supplierId: supplier.id, supplierCounty: county, type: 'video' },
    });
    expect(rank.statusCode, rank.body).toBe(200);
    const [own] = rank.json<SupplierRankResponse>().counties;
    const [widget] = (await position(user, supplier.id)).json<SearchPosition>().counties;
    expect(widget!.today).toEqual({ rank: own!.rank, total: own!.total });
  });

  it('answers each county of the running multi-county boost at expert, one row each, an ended one left out', async () => {
    const county = 'Somerset';
    const { user, supplier } = await videographer(county, { tier: 'expert' });
    await rival('Wiltshire', 'platinum');
    await ctx.database.db.insert(supplierAreas).values([
      { supplierId: supplier.id, county: 'Wiltshire', endsAt: days(20) },
      { supplierId: supplier.id, county: 'Norfolk', endsAt: days(3) },
      { supplierId: supplier.id, county: 'Dorset', endsAt: days(-1) },
    ]);
    await recorded(supplier.id, 'Wiltshire', 1, 1);

    const res = await position(user, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SearchPosition>();
    expect(body.allCounties).toBe(true);
    expect(body.counties).toEqual([
      { county, via: 'home', today: { rank: 1, total: 1 }, weekAgo: null },
      { county: 'Norfolk', via: 'additional', today: { rank: 1, total: 1 }, weekAgo: null },
      { county: 'Wiltshire', via: 'additional', today: { rank: 2, total: 2 }, weekAgo: { rank: 1, total: 1 } },
    ]);
  });

  it('answers the home county alone at expert without extra counties, and no place when not searchable', async () => {
    const { user, supplier } = await videographer('Cheshire', { tier: 'platinum', searchable: false });
    const res = await position(user, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SearchPosition>()).toMatchObject({
      allCounties: true,
      counties: [{ county: 'Cheshire', via: 'home', today: null, weekAgo: null }],
    });
  });

  it('is the position widget: 403 naming free for an unverified supplier, open from free for every tier', async () => {
    const { user, supplier } = await videographer('Cheshire', { tier: 'unverified' });
    const locked = await position(user, supplier.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.fields).toMatchObject({
      feature: 'tiers:features.positionWidget',
      tier: 'tiers:names.free',
    });
    for (const tier of ['free', 'lite', 'classic', 'classic23', 'expert', 'platinum'] as const) {
      await ctx.database.db.update(suppliers).set({ tier }).where(eqId(supplier.id));
      const res = await position(user, supplier.id);
      expect(res.statusCode, `${tier}: ${res.body}`).toBe(200);
      expect(res.json<SearchPosition>().allCounties, tier).toBe(tier === 'expert' || tier === 'platinum');
    }
  });

  it("answers 404 for another supplier's position and refuses a bad id, and lets a viewer read", async () => {
    const { supplier } = await videographer('Cheshire', { tier: 'classic' });
    const stranger = await createOwnedSupplier(ctx, { tier: 'platinum' });
    const foreign = await position(stranger.user, supplier.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(supplier.name);
    expect(foreign.body).not.toContain('Cheshire');

    const recordsBefore = await ctx.database.db.$count(supplierRankings);
    // a path parameter over Fastify's length is refused before the route; an unknown id is no supplier of the user
    expect((await position(stranger.user, 'x'.repeat(129))).statusCode).toBe(414);
    expect((await position(stranger.user, 'no-such-supplier')).statusCode).toBe(404);
    expect(await ctx.database.db.$count(supplierRankings)).toBe(recordsBefore);

    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const res = await position(viewer, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SearchPosition>().counties[0]).toMatchObject({
      county: 'Cheshire',
      today: { rank: expect.any(Number) },
    });
  });
});
