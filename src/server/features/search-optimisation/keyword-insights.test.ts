import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topKeywordsShown } from '../../../domain/statistics/keywords.ts';
import type { KeywordInsights } from '../../../domain/statistics/keyword-insights-api.ts';
import { chartPeriods } from '../../../domain/statistics/time-series.ts';
import { events } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { rollUp } from '../statistics/rollup.ts';

type EventRow = typeof events.$inferInsert;

describe('GET /api/supplier/{id}/statistics/keyword-insights', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const now = new Date();
  const monthsAgo = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15, 12));
  const appeared = (supplierId: string, keyword: string | null, createdAt = now, source = 'marketplace'): EventRow => ({
    event: 'searchAppeared',
    category: 'statistics',
    source,
    supplierId,
    createdAt,
    specificEventProps: keyword === null ? null : { keyword },
  });
  const insights = (supplierId: string, cookie: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/supplier/${supplierId}/statistics/keyword-insights${query}`,
      headers: { cookie },
    });

  it('answers the most searched keywords of the last 12 months and the appearances per month, from the rollups', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    const other = await createOwnedSupplier(ctx, { tier: 'lite' });
    const many = Array.from({ length: 12 }, (_, i) => appeared(supplier.id, `k${String(i + 1).padStart(2, '0')}`));
    await ctx.database.db.insert(events).values([
      appeared(supplier.id, 'barn'),
      appeared(supplier.id, 'barn'),
      appeared(supplier.id, 'barn', monthsAgo(1)),
      appeared(supplier.id, 'barn', monthsAgo(11)),
      appeared(supplier.id, 'castle'),
      appeared(supplier.id, null),
      ...many,
      // not counted: older than the 12 months, the portal's own screens, another supplier's
      appeared(supplier.id, 'old', monthsAgo(13)),
      appeared(supplier.id, 'barn', now, 'cms'),
      appeared(other.supplier.id, 'barn'),
    ]);
    await rollUp(ctx.database.db, { now: true });

    const res = await insights(supplier.id, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<KeywordInsights>();
    const periods = chartPeriods('month', now);
    expect(body.since).toBe(periods[0]);
    expect(body.top).toBe(topKeywordsShown);
    // ties by keyword; only the top ones answered
    expect(body.keywords).toEqual([
      { keyword: 'barn', count: 4 },
      { keyword: 'castle', count: 1 },
      ...['k01', 'k02', 'k03', 'k04', 'k05', 'k06', 'k07', 'k08'].map((keyword) => ({ keyword, count: 1 })),
    ]);
    expect(body.withKeyword).toBe(4 + 1 + 12);
    expect(body.appearances.periods).toEqual(periods);
    expect(body.appearances.counts).toEqual([1, ...Array(9).fill(0), 1, 16]);
    expect(body.appearances.total).toBe(18);

    // enableMixpanelFetch (spec section 7) is accepted and changes nothing
    const flagged = await insights(supplier.id, user.cookie, '?enableMixpanelFetch=true');
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toEqual(body);
  });

  it('is search optimisation: lite and up, any role; 404 for another supplier; 400 for a bad flag', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const refused = await insights(supplier.id, user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'tier-required',
      fields: { feature: 'tiers:features.searchOptimisation', tier: 'tiers:names.lite' },
    });

    const lite = await createOwnedSupplier(ctx, { tier: 'lite' });
    const viewer = await createUser(ctx);
    await createSupplier(ctx, { ownerId: viewer.id, role: 'viewer', tier: 'lite' });
    const stranger = await createUser(ctx);
    expect((await insights(lite.supplier.id, stranger.cookie)).statusCode).toBe(404);
    expect((await insights(lite.supplier.id, user.cookie)).statusCode).toBe(404);
    const viewed = await createSupplier(ctx, { ownerId: viewer.id, role: 'viewer', tier: 'classic' });
    const asViewer = await insights(viewed.id, viewer.cookie);
    expect(asViewer.statusCode, asViewer.body).toBe(200);
    expect(asViewer.json<KeywordInsights>()).toMatchObject({ keywords: [], withKeyword: 0, appearances: { total: 0 } });

    const bad = await insights(lite.supplier.id, lite.user.cookie, '?enableMixpanelFetch=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ enableMixpanelFetch: 'validation:invalid' });
  });
});
