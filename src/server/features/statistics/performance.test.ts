import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zeroCounts } from '../../../domain/statistics/metrics.ts';
import type { PeerPerformance, TierChangeHistory } from '../../../domain/statistics/performance-api.ts';
import { lastMonthOf } from '../../../domain/statistics/time-series.ts';
import { supplierDailyStats, suppliers } from '../../db/schema/index.ts';
import { createSupplier, createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('profile performance calls: tier-change-history and statistics/peer-performance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const history = (supplierId: string, cookie: string) =>
    get(`/api/supplier/${supplierId}/tier-change-history`, cookie);
  const peers = (supplierId: string, cookie: string) =>
    get(`/api/supplier/${supplierId}/statistics/peer-performance`, cookie);

  it('records every tier change in the database, whatever path wrote it, and answers them oldest first', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const { db } = ctx.database;
    const changedAt = new Date();
    await db
      .update(suppliers)
      .set({ tier: 'expert', premiumUpdatedAt: changedAt })
      .where(eq(suppliers.id, supplier.id));
    // a write that leaves the tier is no change
    await db.update(suppliers).set({ tier: 'expert', name: 'Renamed' }).where(eq(suppliers.id, supplier.id));
    await db.update(suppliers).set({ tier: 'classic23' }).where(eq(suppliers.id, supplier.id));

    const res = await history(supplier.id, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { changes } = res.json<TierChangeHistory>();
    expect(changes.map(({ from, to }) => [from, to])).toEqual([
      [null, 'classic'],
      ['classic', 'expert'],
      ['expert', 'classic23'],
    ]);
    expect(changes[0]!.at).toBe(supplier.createdAt.toISOString());
    // the premium record's stamp when the change wrote one
    expect(changes[1]!.at).toBe(changedAt.toISOString());
  });

  it('compares the last month with the median of the county and category, a quiet peer counting as zero', async () => {
    const county = `County ${randomUUID()}`;
    const place = { adminArea: [county, 'England'], types: ['photo'], tier: 'classic' };
    const { user, supplier } = await createOwnedSupplier(ctx, place);
    const peerIds: string[] = [];
    for (let i = 0; i < 5; i++) peerIds.push((await createSupplier(ctx, { ownerId: user.id, ...place })).id);
    // another category in the county is no peer
    const florist = await createSupplier(ctx, { ownerId: user.id, ...place, types: ['florist'] });
    const { start } = lastMonthOf(new Date());
    const counters = (supplierId: string, profileViews: number, enquiries = 0) => [
      { supplierId, day: start, metric: 'profileViews', count: profileViews },
      ...(enquiries ? [{ supplierId, day: start, metric: 'enquiries', count: enquiries }] : []),
    ];
    await ctx.database.db
      .insert(supplierDailyStats)
      .values([
        ...counters(supplier.id, 40, 3),
        ...counters(peerIds[0]!, 10, 1),
        ...counters(peerIds[1]!, 30, 2),
        ...counters(peerIds[2]!, 20),
        ...counters(peerIds[3]!, 100, 9),
        ...counters(florist.id, 500, 50),
      ]);

    const res = await peers(supplier.id, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PeerPerformance>();
    expect(body).toMatchObject({ category: 'photo', scope: 'county', county, countryCode: 'GB', peers: 5 });
    expect(body.you).toEqual({ ...zeroCounts(), profileViews: 40, enquiries: 3 });
    // views 0, 10, 20, 30, 100; enquiries 0, 0, 0, 1, 2, 9 → 0, 0, 1, 2, 9
    expect(body.median).toEqual({ ...zeroCounts(), profileViews: 20, enquiries: 1 });
  });

  it('takes the whole market when the county has too few peers', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      adminArea: [`County ${randomUUID()}`],
      types: ['cakes'],
      tier: 'classic',
    });
    const body = (await peers(supplier.id, user.cookie)).json<PeerPerformance>();
    expect(body).toMatchObject({ scope: 'market', county: null, countryCode: 'GB' });
    expect(body.peers).toBeGreaterThanOrEqual(0);
  });

  it('sends no median with fewer than three peers, whose figures it would give away', async () => {
    const { start } = lastMonthOf(new Date());
    // two markets of their own: a market's month is kept for five minutes, so a peer added to one would not show yet
    const marketWith = async (types: string[], ...profileViews: number[]) => {
      const place = { countryCode: 'CH', types, tier: 'classic' };
      const { user, supplier } = await createOwnedSupplier(ctx, place);
      for (const count of profileViews) {
        const peer = await createSupplier(ctx, { ownerId: user.id, ...place });
        await ctx.database.db
          .insert(supplierDailyStats)
          .values({ supplierId: peer.id, day: start, metric: 'profileViews', count });
      }
      return (await peers(supplier.id, user.cookie)).json<PeerPerformance>();
    };
    expect(await marketWith(['cakes'], 70, 10)).toMatchObject({ scope: 'market', peers: 2, median: null });
    expect(await marketWith(['stationery'], 70, 10, 30)).toMatchObject({ peers: 3, median: { profileViews: 30 } });
  });

  it('answers every role of the supplier from the classic tier, nobody else', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const stranger = await createOwnedSupplier(ctx, { tier: 'expert' });
    for (const call of [history, peers]) {
      expect((await call(supplier.id, user.cookie)).statusCode).toBe(200);
      const foreign = await call(supplier.id, stranger.user.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('not-found');
    }
    await ctx.database.db.update(suppliers).set({ tier: 'lite' }).where(eq(suppliers.id, supplier.id));
    for (const call of [history, peers]) {
      const locked = await call(supplier.id, user.cookie);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.code).toBe('tier-required');
    }
  });
});
