import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historicRankingsSchema,
  type HistoricRankings,
  type OwnRankHistory,
} from '../../../domain/statistics/ranking-api.ts';
import { supplierAreas, supplierRankings, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { rankingDayOf, recordRankings } from './ranking-job.ts';

describe('historic rankings: the daily job and its two calls', () => {
  let ctx: TestContext;
  let owner: { user: CreatedUser; supplier: typeof suppliers.$inferSelect };
  let expertId: string;
  let floristId: string;
  let visitorId: string;
  // a fixed day of the future, so the days the job writes are this file's own (also on a shared PostgreSQL)
  const day1 = new Date('2031-03-14T09:00:00Z');
  const day2 = new Date('2031-03-15T09:00:00Z');
  const county = 'Herefordshire';

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    await db.delete(supplierRankings).where(inArray(supplierRankings.day, [rankingDayOf(day1), rankingDayOf(day2)]));
    const others = await createUser(ctx);
    const at = (name: string, area: string, overrides: Partial<typeof suppliers.$inferInsert> = {}) =>
      createSupplier(ctx, { ownerId: others.id, name, adminArea: [area, 'England'], ...overrides });
    owner = await createOwnedSupplier(ctx, { name: 'Hereford Barn', tier: 'classic', adminArea: [county, 'England'] });
    expertId = (await at('Expert Hall', county, { tier: 'expert' })).id;
    floristId = (await at('Hereford Flowers', county, { tier: 'lite', types: ['florist'] })).id;
    // a lite venue of Devon found in Herefordshire through the multi-county boost: it ties with the classic one (4.74),
    // which the higher tier wins
    visitorId = (await at('Devon Manor', 'Devon', { tier: 'lite' })).id;
    await db
      .insert(supplierAreas)
      .values({ supplierId: visitorId, county, endsAt: new Date(day2.getTime() + 10 * 86_400_000) });
  });
  afterAll(() => ctx.close());

  const ranksOn = (day: Date) =>
    ctx.database.db
      .select({
        supplierId: supplierRankings.supplierId,
        county: supplierRankings.county,
        category: supplierRankings.category,
        rank: supplierRankings.rank,
        total: supplierRankings.total,
      })
      .from(supplierRankings)
      .where(
        and(
          eq(supplierRankings.day, rankingDayOf(day)),
          inArray(supplierRankings.supplierId, [owner.supplier.id, expertId, floristId, visitorId]),
        ),
      );

  it('records each supplier in each county it is found in, once a day', async () => {
    expect(await recordRankings(ctx.database.db, day1)).toBeGreaterThan(0);
    const recorded = await ranksOn(day1);
    expect(recorded).toHaveLength(5);
    expect(recorded).toEqual(
      expect.arrayContaining([
        { supplierId: expertId, county, category: 'venue', rank: 1, total: 3 },
        { supplierId: owner.supplier.id, county, category: 'venue', rank: 2, total: 3 },
        { supplierId: visitorId, county, category: 'venue', rank: 3, total: 3 },
        {
          supplierId: visitorId,
          county: 'Devon',
          category: 'venue',
          rank: expect.any(Number),
          total: expect.any(Number),
        },
        { supplierId: floristId, county, category: 'florist', rank: 1, total: 1 },
      ]),
    );
    // run again the same day (another tick, another node): nothing more written
    expect(await recordRankings(ctx.database.db, new Date(day1.getTime() + 3_600_000))).toBe(0);
    expect(await ranksOn(day1)).toHaveLength(5);
    // the next day is recorded, with today's order
    await ctx.database.db.update(suppliers).set({ tier: 'platinum' }).where(eq(suppliers.id, owner.supplier.id));
    expect(await recordRankings(ctx.database.db, day2)).toBeGreaterThan(0);
    expect(
      (await ranksOn(day2)).find((row) => row.supplierId === owner.supplier.id && row.county === county),
    ).toMatchObject({ rank: 1, total: 3 });
    await ctx.database.db.update(suppliers).set({ tier: 'classic' }).where(eq(suppliers.id, owner.supplier.id));
  });

  it('GET uk-historic-rankings answers the supplier its own recorded ranks of the last year, to any role; lite and up', async () => {
    const { db } = ctx.database;
    const old = new Date(Date.now() - 400 * 86_400_000);
    await db
      .insert(supplierRankings)
      .values({ supplierId: owner.supplier.id, day: rankingDayOf(old), county, category: 'venue', rank: 9, total: 9 });
    const viewer = await createUser(ctx);
    await db.insert(supplierUsers).values({ supplierId: owner.supplier.id, userId: viewer.id, role: 'viewer' });
    const res = await ctx.app.inject({
      url: `/api/supplier/${owner.supplier.id}/statistics/uk-historic-rankings`,
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OwnRankHistory>().rankings).toEqual([
      { day: rankingDayOf(day1), county, category: 'venue', rank: 2, total: 3 },
      { day: rankingDayOf(day2), county, category: 'venue', rank: 1, total: 3 },
    ]);

    const stranger = await createOwnedSupplier(ctx, { tier: 'platinum' });
    expect(
      (
        await ctx.app.inject({
          url: `/api/supplier/${owner.supplier.id}/statistics/uk-historic-rankings`,
          headers: { cookie: stranger.user.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const free = await createOwnedSupplier(ctx, { tier: 'free' });
    const refused = await ctx.app.inject({
      url: `/api/supplier/${free.supplier.id}/statistics/uk-historic-rankings`,
      headers: { cookie: free.user.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toMatchObject({ feature: 'tiers:features.searchOptimisation' });
  });

  it('POST historic-rankings compares suppliers in a county (names and ranks only; classic23 to compare) and refuses bad input', async () => {
    const post = (user: CreatedUser, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/statistics/historic-rankings',
        headers: { cookie: user.cookie },
        payload: { supplierId: owner.supplier.id, county, ...payload },
      });
    const own = await post(owner.user, { supplierIds: [owner.supplier.id] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<HistoricRankings>().suppliers).toEqual([
      {
        id: owner.supplier.id,
        name: 'Hereford Barn',
        rankings: [
          { day: rankingDayOf(day1), rank: 2, total: 3 },
          { day: rankingDayOf(day2), rank: 1, total: 3 },
        ],
      },
    ]);
    // the database writes this answer's text: it is the schema's shape, nothing more (parsing strips what it does not
    // name)
    expect(own.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(own.json()).toEqual(historicRankingsSchema.parse(own.json()));
    expect(own.json<HistoricRankings>()).toMatchObject({ county, since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const elsewhere = await post(owner.user, { supplierIds: [owner.supplier.id], county: 'Devon' });
    expect(elsewhere.json()).toEqual({ county: 'Devon', since: own.json<HistoricRankings>().since, suppliers: [] });
    const classic = await post(owner.user, { supplierIds: [owner.supplier.id, expertId] });
    expect(classic.statusCode).toBe(403);
    expect(classic.json().error.fields).toMatchObject({
      feature: 'tiers:features.competitorsPage',
      tier: 'tiers:names.classic23',
    });

    await ctx.database.db.update(suppliers).set({ tier: 'classic23' }).where(eq(suppliers.id, owner.supplier.id));
    const compared = await post(owner.user, { supplierIds: [expertId, 'no-such-supplier', owner.supplier.id] });
    expect(compared.statusCode, compared.body).toBe(200);
    const body = compared.json<HistoricRankings>();
    expect(body.suppliers.map((s) => [s.id, s.name, s.rankings.map((r) => r.rank)])).toEqual([
      [expertId, 'Expert Hall', [1, 2]],
      [owner.supplier.id, 'Hereford Barn', [2, 1]],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/tier|score/i);

    // the specification's own payload, {supplierIds, county}: the asking supplier is taken from the list
    const specPayload = (user: CreatedUser, supplierIds: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/statistics/historic-rankings',
        headers: { cookie: user.cookie },
        payload: { supplierIds, county },
      });
    await ctx.database.db.update(users).set({ activeSupplierId: owner.supplier.id }).where(eq(users.id, owner.user.id));
    const fromList = await specPayload(owner.user, [expertId, owner.supplier.id]);
    expect(fromList.statusCode, fromList.body).toBe(200);
    expect(fromList.json<HistoricRankings>().suppliers.map((s) => s.id)).toEqual([expertId, owner.supplier.id]);
    // a list naming only other suppliers asks as the first of them: another supplier's access is not borrowed
    expect((await specPayload(owner.user, [expertId])).statusCode).toBe(404);

    const fieldsOf = async (payload: Record<string, unknown>) => {
      const res = await post(owner.user, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    expect(await fieldsOf({ supplierIds: [owner.supplier.id], county: 'Narnia' })).toEqual({
      county: 'boosts:errors.unknown-county',
    });
    expect(await fieldsOf({ supplierIds: [owner.supplier.id], county: '' })).toEqual({
      county: 'validation:requiredCounty',
    });
    expect(await fieldsOf({ supplierIds: [] })).toEqual({ supplierIds: 'validation:invalid' });
    expect(await fieldsOf({ supplierIds: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual({
      supplierIds: 'validation:invalid',
    });
  });
});
