import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompetitorInsights,
  CompetitorList,
  CompetitorStatistics,
} from '../../../domain/competitors/competitors-api.ts';
import type { SupplierSearchResult } from '../../../domain/recommendations-api.ts';
import type { SupplierRankResponse } from '../../../domain/statistics/ranking-api.ts';
import { addDays, chartPeriods } from '../../../domain/statistics/time-series.ts';
import {
  supplierCompetitors,
  supplierDailyStats,
  supplierPackages,
  supplierRankings,
  supplierUsers,
  suppliers,
} from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { insertTestReviews } from '../../test/review-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

type Supplier = typeof suppliers.$inferSelect;

describe('/your-competitors: the competitor list, its statistics and insights', () => {
  let ctx: TestContext;
  let owner: { user: CreatedUser; supplier: Supplier };
  /**
   * Venues of the county by name: ranked (equal listings) Alpha (expert), the owner (classic23), Beta (classic), Delta
   * (lite), Gamma, Zeta (free), Epsilon (unverified).
   */
  const rival: Record<string, Supplier> = {};
  let florist: Supplier;
  let gone: Supplier;
  let paris: Supplier;
  const county = 'Staffordshire';

  beforeAll(async () => {
    ctx = await createTestApp();
    const others = await createUser(ctx);
    const at = (name: string, overrides: Partial<typeof suppliers.$inferInsert> = {}) =>
      createSupplier(ctx, { ownerId: others.id, name, adminArea: [county, 'England'], ...overrides });
    owner = await createOwnedSupplier(ctx, {
      name: 'Staffs Own Hall',
      tier: 'classic23',
      adminArea: [county, 'England'],
    });
    for (const [key, tier] of [
      ['alpha', 'expert'],
      ['beta', 'classic'],
      ['delta', 'lite'],
      ['gamma', 'free'],
      ['zeta', 'free'],
      ['epsilon', 'unverified'],
    ] as const) {
      rival[key] = await at(`Staffs ${key[0]!.toUpperCase()}${key.slice(1)} Manor`, { tier });
    }
    florist = await at('Staffs Flowers', { types: ['florist'], tier: 'platinum' });
    gone = await at('Staffs Gone Manor', { deleted: true });
    paris = await at('Staffs Paris Manor', { countryCode: 'FR', adminArea: ['Île-de-France', 'France'] });
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string, tail = '') => `/api/supplier/${supplierId}/competitors${tail}`;
  const get = (user: CreatedUser, path: string) => ctx.app.inject({ url: path, headers: { cookie: user.cookie } });
  const save = (user: CreatedUser, supplierId: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: url(supplierId),
      payload: payload as object,
      headers: { cookie: user.cookie },
    });
  const statistics = (user: CreatedUser, supplierId: string, query = '') =>
    get(user, `/api/supplier/${supplierId}/statistics/competitor-list-shortlists${query}`);
  const stored = async (supplierId: string) =>
    (await ctx.database.db.select().from(supplierCompetitors).where(eq(supplierCompetitors.supplierId, supplierId)))[0]
      ?.competitorIds;
  const names = (list: { name: string }[]) => list.map((one) => one.name);
  const setTier = (supplierId: string, tier: string) =>
    ctx.database.db.update(suppliers).set({ tier }).where(eq(suppliers.id, supplierId));

  it('suggests the suppliers ranked next to it in its county until it chooses, then keeps its choice', async () => {
    const first = await get(owner.user, url(owner.supplier.id));
    expect(first.statusCode, first.body).toBe(200);
    const suggested = [
      'Staffs Alpha Manor',
      'Staffs Beta Manor',
      'Staffs Delta Manor',
      'Staffs Gamma Manor',
      'Staffs Zeta Manor',
    ];
    expect(first.json<CompetitorList>()).toMatchObject({ chosen: false, county });
    expect(names(first.json<CompetitorList>().competitors)).toEqual(suggested);
    expect(names(first.json<CompetitorList>().suggestions)).toEqual(suggested);

    const saved = await save(owner.user, owner.supplier.id, { competitorIds: [rival.epsilon!.id, rival.zeta!.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CompetitorList>()).toMatchObject({
      chosen: true,
      competitors: [{ id: rival.epsilon!.id, name: 'Staffs Epsilon Manor', town: 'London' }, { id: rival.zeta!.id }],
    });
    expect(await stored(owner.supplier.id)).toEqual([rival.epsilon!.id, rival.zeta!.id]);
    expect(names((await get(owner.user, url(owner.supplier.id))).json<CompetitorList>().competitors)).toEqual([
      'Staffs Epsilon Manor',
      'Staffs Zeta Manor',
    ]);

    // an empty list is a choice too (no suggestions shown as competitors)
    const none = await save(owner.user, owner.supplier.id, { competitorIds: [] });
    expect(none.json<CompetitorList>()).toMatchObject({ chosen: true, competitors: [] });
    await save(owner.user, owner.supplier.id, { competitorIds: [rival.alpha!.id, rival.gamma!.id] });
  });

  it('refuses a list that breaks a rule with the field and its translated key, writing nothing', async () => {
    const before = await stored(owner.supplier.id);
    const refusal = async (payload: unknown) => {
      const res = await save(owner.user, owner.supplier.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    const five = ['alpha', 'beta', 'delta', 'gamma', 'zeta'].map((key) => rival[key]!.id);
    expect(await refusal({ competitorIds: [...five, rival.epsilon!.id] })).toEqual({
      competitorIds: 'competitors:errors.tooMany',
    });
    expect(await refusal({ competitorIds: [rival.alpha!.id, rival.alpha!.id] })).toEqual({
      competitorIds: 'competitors:errors.duplicate',
    });
    expect(await refusal({ competitorIds: [owner.supplier.id] })).toEqual({ competitorIds: 'competitors:errors.self' });
    expect(await refusal({ competitorIds: ['no-such-supplier'] })).toEqual({
      competitorIds: 'competitors:errors.unknown',
    });
    expect(await refusal({ competitorIds: [gone.id] })).toEqual({ competitorIds: 'competitors:errors.unknown' });
    expect(await refusal({ competitorIds: [florist.id] })).toEqual({
      competitorIds: 'competitors:errors.otherCategory',
    });
    expect(await refusal({ competitorIds: [paris.id] })).toEqual({ competitorIds: 'competitors:errors.otherMarket' });
    expect(await refusal({ competitorIds: 'everyone' })).toEqual({ competitorIds: 'competitors:errors.invalid' });
    expect(await refusal({})).toEqual({ competitorIds: 'competitors:errors.invalid' });
    expect(await stored(owner.supplier.id)).toEqual(before);
  });

  it('searches suppliers of its category and market by name, itself and deleted ones left out', async () => {
    const found = await get(owner.user, url(owner.supplier.id, '/search?q=staffs'));
    expect(found.statusCode, found.body).toBe(200);
    expect(names(found.json<{ suppliers: SupplierSearchResult[] }>().suppliers)).toEqual([
      'Staffs Alpha Manor',
      'Staffs Beta Manor',
      'Staffs Delta Manor',
      'Staffs Epsilon Manor',
      'Staffs Gamma Manor',
      'Staffs Zeta Manor',
    ]);
    const short = await get(owner.user, url(owner.supplier.id, '/search?q=s'));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ q: 'competitors:errors.searchTooShort' });
  });

  it('answers shortlists, the profile score category and monthly ranks of the supplier and its competitors, nothing private of the others', async () => {
    const { db } = ctx.database;
    const periods = chartPeriods('month', new Date());
    const [thisMonth, lastMonth, firstMonth] = [periods[11]!, periods[10]!, periods[0]!];
    const stat = (supplierId: string, day: string, metric: string, count: number) => ({
      supplierId,
      day,
      metric,
      count,
    });
    await db.insert(supplierDailyStats).values([
      stat(owner.supplier.id, lastMonth, 'shortlists', 3),
      stat(owner.supplier.id, addDays(lastMonth, 2), 'shortlists', 1),
      stat(owner.supplier.id, thisMonth, 'shortlists', 2),
      stat(rival.alpha!.id, lastMonth, 'shortlists', 5),
      stat(rival.alpha!.id, firstMonth, 'shortlists', 1),
      // before the chart's months: not counted
      stat(rival.alpha!.id, addDays(firstMonth, -1), 'shortlists', 40),
      // private figures of a competitor: never answered
      stat(rival.alpha!.id, lastMonth, 'profileViews', 987),
      stat(rival.alpha!.id, lastMonth, 'enquiries', 654),
    ]);
    const rank = (supplierId: string, day: string, rank: number, where = county) => ({
      supplierId,
      day,
      county: where,
      category: 'venue',
      rank,
      total: 7,
    });
    await db.insert(supplierRankings).values([
      rank(owner.supplier.id, lastMonth, 3),
      rank(owner.supplier.id, addDays(lastMonth, 5), 2),
      rank(owner.supplier.id, thisMonth, 2),
      rank(rival.alpha!.id, thisMonth, 1),
      // another county's rank is not compared
      rank(rival.gamma!.id, thisMonth, 1, 'Cheshire'),
    ]);

    const res = await statistics(owner.user, owner.supplier.id, '?enableMixpanelFetch=true');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CompetitorStatistics>();
    expect(body).toMatchObject({ periods, lastMonth: { start: lastMonth, end: thisMonth }, county });
    const zeros = periods.map(() => 0);
    const series = (entries: Record<number, number>) => zeros.map((zero, index) => entries[index] ?? zero);
    const empty = periods.map(() => null);
    // today's ranks are the rank call's, search optimisation's: one source, so the two screens agree
    const rankCall = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/supplier-rank',
      headers: { cookie: owner.user.cookie },
      payload: {
        supplierId: owner.supplier.id,
        supplierCounty: county,
        supplierCountry: 'GB',
        compareSupplierIds: [rival.alpha!.id, rival.gamma!.id],
      },
    });
    expect(rankCall.statusCode, rankCall.body).toBe(200);
    const ranked = rankCall.json<SupplierRankResponse>();
    const total = ranked.counties[0]!.total;
    const rankTodayOf = (id: string) => {
      const rank = id === owner.supplier.id ? ranked.counties[0]!.rank : ranked.compared.find((c) => c.id === id)?.rank;
      return rank ? { rank, total } : null;
    };
    expect(rankTodayOf(owner.supplier.id)).not.toBeNull();
    expect(body.suppliers).toEqual([
      {
        id: owner.supplier.id,
        name: 'Staffs Own Hall',
        own: true,
        shortlisted: { series: series({ 10: 4, 11: 2 }), total: 6, lastMonth: 4 },
        // the factory's listing: four contact channels, no photos (profile score 0.37)
        profileScoreCategory: 'beginner',
        historicalRankings: [
          ...empty.slice(0, 10),
          { day: addDays(lastMonth, 5), rank: 2, total: 7 },
          { day: thisMonth, rank: 2, total: 7 },
        ],
        rankToday: rankTodayOf(owner.supplier.id),
      },
      {
        id: rival.alpha!.id,
        name: 'Staffs Alpha Manor',
        own: false,
        shortlisted: { series: series({ 0: 1, 10: 5 }), total: 6, lastMonth: 5 },
        profileScoreCategory: 'beginner',
        historicalRankings: [...empty.slice(0, 11), { day: thisMonth, rank: 1, total: 7 }],
        rankToday: rankTodayOf(rival.alpha!.id),
      },
      {
        id: rival.gamma!.id,
        name: 'Staffs Gamma Manor',
        own: false,
        shortlisted: { series: zeros, total: 0, lastMonth: 0 },
        profileScoreCategory: 'beginner',
        historicalRankings: empty,
        rankToday: rankTodayOf(rival.gamma!.id),
      },
    ]);
    // as figures (ids may hold the digits)
    expect(res.body).not.toMatch(/[:,[]987\b|[:,[]654\b|tier|"profileScore"|responseScore|profileViews|enquiries/);
  });

  it('gives the insights (rating, TopSpot, price range) at expert only', async () => {
    const { db } = ctx.database;
    const refused = await get(owner.user, url(owner.supplier.id, '/insights'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({
      feature: 'tiers:features.competitorInsights',
      tier: 'tiers:names.expert',
    });

    await db
      .update(suppliers)
      .set({ searchBoost: 80, searchBoostActive: true })
      .where(eq(suppliers.id, rival.alpha!.id));
    await db.insert(supplierPackages).values([
      { id: randomUUID(), supplierId: rival.alpha!.id, name: 'Weekday', price: 450_000 },
      { id: randomUUID(), supplierId: rival.alpha!.id, name: 'Saturday', price: 900_000 },
    ]);
    await insertTestReviews(ctx, rival.alpha!.id, [4, 5]);
    await setTier(owner.supplier.id, 'expert');
    try {
      const res = await get(owner.user, url(owner.supplier.id, '/insights'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CompetitorInsights>().suppliers).toEqual([
        {
          id: owner.supplier.id,
          name: 'Staffs Own Hall',
          own: true,
          rating: { count: 0, rating: 0 },
          topSpot: null,
          priceRange: null,
        },
        {
          id: rival.alpha!.id,
          name: 'Staffs Alpha Manor',
          own: false,
          rating: { count: 2, rating: 4.5 },
          topSpot: 80,
          priceRange: { min: 450_000, max: 900_000, currency: 'GBP' },
        },
        {
          id: rival.gamma!.id,
          name: 'Staffs Gamma Manor',
          own: false,
          rating: { count: 0, rating: 0 },
          topSpot: null,
          priceRange: null,
        },
      ]);
    } finally {
      await setTier(owner.supplier.id, 'classic23');
    }
  });

  it('POST fetch-shortlist names the competitors: id and name only, in the order asked, unknown and deleted ones left out, at most 100 ids', async () => {
    const shortlist = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/supplier/fetch-shortlist',
        payload: payload as object,
        headers: { cookie: owner.user.cookie },
      });
    const res = await shortlist([rival.gamma!.id, 'no-such-supplier', gone.id, rival.alpha!.id, rival.gamma!.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: rival.gamma!.id, name: 'Staffs Gamma Manor' },
      { id: rival.alpha!.id, name: 'Staffs Alpha Manor' },
    ]);
    expect((await shortlist(Array.from({ length: 101 }, (_, i) => `id-${i}`))).statusCode).toBe(400);
    expect((await shortlist({ ids: [rival.alpha!.id] })).statusCode).toBe(400);
  });

  it('is the competitors page (classic23) for every call; another supplier gets 404; a viewer reads but does not change the list', async () => {
    const classic = await createOwnedSupplier(ctx, { tier: 'classic', adminArea: [county, 'England'] });
    for (const res of [
      await get(classic.user, url(classic.supplier.id)),
      await save(classic.user, classic.supplier.id, { competitorIds: [] }),
      await get(classic.user, url(classic.supplier.id, '/search?q=staffs')),
      await statistics(classic.user, classic.supplier.id),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.fields).toEqual({
        feature: 'tiers:features.competitorsPage',
        tier: 'tiers:names.classic23',
      });
    }
    expect(await stored(classic.supplier.id)).toBeUndefined();

    const stranger = await createOwnedSupplier(ctx, { tier: 'platinum' });
    for (const res of [
      await get(stranger.user, url(owner.supplier.id)),
      await save(stranger.user, owner.supplier.id, { competitorIds: [] }),
      await get(stranger.user, url(owner.supplier.id, '/insights')),
      await statistics(stranger.user, owner.supplier.id),
    ])
      expect(res.statusCode).toBe(404);

    const viewer = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: owner.supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await get(viewer, url(owner.supplier.id))).statusCode).toBe(200);
    expect((await statistics(viewer, owner.supplier.id)).statusCode).toBe(200);
    const before = await stored(owner.supplier.id);
    const refused = await save(viewer, owner.supplier.id, { competitorIds: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('role-required');
    expect(await stored(owner.supplier.id)).toEqual(before);
  });
});
