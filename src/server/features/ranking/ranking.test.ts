import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierRankRequest, SupplierRankResponse } from '../../../domain/statistics/ranking-api.ts';
import { supplierAreas, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { insertTestReviews } from '../../test/review-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('POST /api/search/supplier-rank', () => {
  let ctx: TestContext;
  let others: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    others = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  const rank = (user: CreatedUser, payload: Partial<SupplierRankRequest> & { supplierId: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/search/supplier-rank',
      headers: { cookie: user.cookie },
      payload: { supplierCounty: 'Northumberland', ...payload },
    });
  const days = (n: number) => new Date(Date.now() + n * 86_400_000);
  /** Another business (owned by someone else) in `county` unless said otherwise. */
  const competitor = (name: string, county: string, overrides: Partial<typeof suppliers.$inferInsert> = {}) =>
    createSupplier(ctx, { ownerId: others.id, name, adminArea: [county, 'England'], ...overrides });

  it("keeps a county's ranking between calls and drops it as soon as a listed supplier changes", async () => {
    // a county no other test lists suppliers in (on PostgreSQL the test files share one database)
    const county = 'Isle of Wight';
    const { user, supplier } = await createOwnedSupplier(ctx, {
      name: 'Kept Barn',
      tier: 'lite',
      adminArea: [county, 'England'],
    });
    await competitor('Island Rival', county, { tier: 'classic' });
    const ranked = async () =>
      (await rank(user, { supplierId: supplier.id, supplierCounty: county })).json<SupplierRankResponse>().counties[0]!;
    // the rank call is a read, though a POST: it tells no node of a change (which would drop the kept county)
    const told: string[] = [];
    const stop = ctx.database.changes.subscribe('supplier', (key) => told.push(key));
    expect(await ranked()).toMatchObject({ rank: 2, total: 2 });
    stop();
    expect(told).toEqual([]);
    // the admin panel's tier change is a write of the supplier: every node drops the county's kept ranking
    const admin = await createPlatformAdmin(ctx);
    const change = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplier.id}/premium`,
      headers: { cookie: admin.cookie },
      payload: { tier: 'expert' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await ranked()).toMatchObject({ rank: 1, total: 2, factors: { tierWeight: 6 } });
  });

  it('ranks the category in each county: boost first, then tier and quality; counties of the multi-county boost count', async () => {
    const county = 'Northumberland';
    const { user, supplier } = await createOwnedSupplier(ctx, {
      name: 'Own Barn',
      tier: 'classic',
      adminArea: [county, 'England'],
    });
    const boosted = await competitor('Boosted Barn', county, {
      tier: 'free',
      searchBoost: 80,
      searchBoostActive: true,
      searchBoostEndsAt: days(5),
    });
    const expert = await competitor('Expert Barn', county, { tier: 'expert' });
    // a platinum venue of Cornwall found in Northumberland through its multi-county boost; its TOP1 stays in Cornwall
    const visitor = await competitor('Visiting Barn', 'Cornwall', {
      tier: 'platinum',
      searchBoost: 100,
      searchBoostActive: true,
    });
    await ctx.database.db.insert(supplierAreas).values({ supplierId: visitor.id, county, endsAt: days(10) });
    // not in the ranking: an expired boost's holder ranks on its tier; another category; deleted; unsearchable; an area
    // that ended
    const expired = await competitor('Expired Boost Barn', county, {
      tier: 'free',
      searchBoost: 100,
      searchBoostActive: true,
      searchBoostEndsAt: days(-1),
    });
    await competitor('Northumberland Photos', county, { tier: 'platinum', types: ['photo'] });
    await competitor('Gone Barn', county, { tier: 'platinum', deleted: true });
    await competitor('Hidden Barn', county, { tier: 'platinum', searchable: false });
    const lapsed = await competitor('Lapsed Barn', 'Cornwall', { tier: 'platinum' });
    await ctx.database.db.insert(supplierAreas).values({ supplierId: lapsed.id, county, endsAt: days(-1) });
    // a rating lifts the own listing: 5 reviews of 5 stars
    await insertTestReviews(ctx, supplier.id, [5, 5, 5, 5, 5]);

    const res = await rank(user, { supplierId: supplier.id, additionalCounties: ['Cornwall'], compareSupplierIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SupplierRankResponse>();
    expect(body).toMatchObject({ category: 'venue', countryCode: 'GB', compared: [] });
    // the factory's suppliers fill four contact channels and have no enquiries: profile score 0.37, response score 1
    expect(body.counties).toEqual([
      {
        county,
        via: 'home',
        rank: 4,
        total: 5,
        factors: { tierWeight: 3, boost: null, profileScore: 0.37, ratingScore: 1, responseScore: 1, score: 5.74 },
        // past the expert listing above (7.74): classic23 would tie and lose the tie to the higher tier; TOP2 is taken
        nextSteps: [
          { kind: 'tier', tier: 'expert' },
          { kind: 'boost', boost: 50 },
        ],
      },
      { county: 'Cornwall', via: null, rank: null, total: 2, factors: null, nextSteps: null },
    ]);
    // the others' order, seen through a classic23 supplier comparing them
    await ctx.database.db.update(suppliers).set({ tier: 'classic23' }).where(eq(suppliers.id, supplier.id));
    // as every supplier-scoped write does, so the county's kept ranking is dropped
    await ctx.database.changes.publish('supplier', supplier.id);
    const compared = await rank(user, {
      supplierId: supplier.id,
      compareSupplierIds: [expired.id, visitor.id, expert.id, boosted.id, lapsed.id],
      isCompetitorsFetch: true,
    });
    expect(compared.statusCode, compared.body).toBe(200);
    expect(compared.json<SupplierRankResponse>().compared).toEqual([
      { id: boosted.id, name: 'Boosted Barn', rank: 1, boost: 80, rating: { count: 0, rating: 0 } },
      { id: visitor.id, name: 'Visiting Barn', rank: 2, boost: null, rating: { count: 0, rating: 0 } },
      { id: expert.id, name: 'Expert Barn', rank: 3, boost: null, rating: { count: 0, rating: 0 } },
      { id: expired.id, name: 'Expired Boost Barn', rank: 5, boost: null, rating: { count: 0, rating: 0 } },
    ]);
    // as classic23 with its rating the supplier ties with the expert one (7.74), and the tie goes to the higher tier
    expect(compared.json<SupplierRankResponse>().counties[0]).toMatchObject({
      rank: 4,
      factors: { tierWeight: 5, score: 7.74 },
    });
  });

  it('ranks in a county of the multi-county boost, and in another category when asked', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      tier: 'lite',
      types: ['florist'],
      adminArea: ['Cumbria', 'England'],
    });
    await ctx.database.db
      .insert(supplierAreas)
      .values({ supplierId: supplier.id, county: 'Lancashire', endsAt: days(20) });
    await competitor('Lancashire Flowers', 'Lancashire', { tier: 'classic', types: ['florist'] });
    const res = await rank(user, {
      supplierId: supplier.id,
      supplierCounty: 'Cumbria',
      additionalCounties: ['Lancashire'],
      type: 'florist',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<SupplierRankResponse>().counties.map(({ county, via, rank, total }) => ({ county, via, rank, total })),
    ).toEqual([
      { county: 'Cumbria', via: 'home', rank: 1, total: 1 },
      { county: 'Lancashire', via: 'additional', rank: 2, total: 2 },
    ]);
    // by default the venues are ranked (spec: type default venue), which a florist is not found among
    expect(
      (await rank(user, { supplierId: supplier.id, supplierCounty: 'Cumbria' })).json<SupplierRankResponse>().counties,
    ).toEqual([{ county: 'Cumbria', via: null, rank: null, total: 0, factors: null, nextSteps: null }]);
  });

  it('refuses bad input with field keys and changes nothing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      tier: 'classic23',
      adminArea: ['Shropshire', 'England'],
    });
    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/search/supplier-rank',
        headers: { cookie: user.cookie },
        payload: { supplierId: supplier.id, supplierCounty: 'Shropshire', ...payload },
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await fieldsOf({ supplierCounty: '  ' })).toEqual({ supplierCounty: 'validation:requiredCounty' });
    expect(await fieldsOf({ supplierCounty: 'Narnia' })).toEqual({ supplierCounty: 'boosts:errors.unknown-county' });
    expect(await fieldsOf({ additionalCounties: ['Bayern'] })).toEqual({
      additionalCounties: 'boosts:errors.unknown-county',
    });
    expect(await fieldsOf({ countryCode: 'DE' })).toEqual({ supplierCounty: 'boosts:errors.unknown-county' });
    expect(await fieldsOf({ countryCode: 'XX' })).toEqual({ countryCode: 'validation:requiredCountry' });
    expect(await fieldsOf({ type: 'castle' })).toEqual({ type: 'validation:requiredFrom' });
    expect(await fieldsOf({ compareSupplierIds: ['1', '2', '3', '4', '5', '6'] })).toEqual({
      compareSupplierIds: 'validation:invalid',
    });
    expect(await fieldsOf({ isCompetitorsFetch: 'yes' })).toEqual({ isCompetitorsFetch: 'validation:invalid' });
    const [row] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row).toEqual(supplier);
  });

  it('is search optimisation (lite) for the own rank and the competitors page (classic23) for comparing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      tier: 'free',
      adminArea: ['Northumberland', 'England'],
    });
    const free = await rank(user, { supplierId: supplier.id });
    expect(free.statusCode).toBe(403);
    expect(free.json().error).toMatchObject({
      code: 'tier-required',
      fields: { feature: 'tiers:features.searchOptimisation', tier: 'tiers:names.lite' },
    });
    await ctx.database.db.update(suppliers).set({ tier: 'classic' }).where(eq(suppliers.id, supplier.id));
    expect((await rank(user, { supplierId: supplier.id })).statusCode).toBe(200);
    for (const payload of [{ isCompetitorsFetch: true }, { compareSupplierIds: ['someone'] }]) {
      const res = await rank(user, { supplierId: supplier.id, ...payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.fields).toMatchObject({
        feature: 'tiers:features.competitorsPage',
        tier: 'tiers:names.classic23',
      });
    }
  });

  it("answers 404 for another supplier's rank and lets a viewer read", async () => {
    // new to a county an earlier test ranked (and this node keeps): it finds itself at once
    const { supplier } = await createOwnedSupplier(ctx, { tier: 'classic', adminArea: ['Northumberland', 'England'] });
    const stranger = await createOwnedSupplier(ctx, { tier: 'platinum' });
    const foreign = await rank(stranger.user, { supplierId: supplier.id, supplierCounty: 'Northumberland' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(supplier.name);
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const res = await rank(viewer, { supplierId: supplier.id, supplierCounty: 'Northumberland' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SupplierRankResponse>().counties[0]).toMatchObject({
      county: 'Northumberland',
      via: 'home',
      rank: expect.any(Number),
    });
  });
});
