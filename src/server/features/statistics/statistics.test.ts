import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMonthOf, monthBefore, periodStartOf, utcDayOf } from '../../../domain/statistics/time-series.ts';
import type { Monoquery } from '../../../domain/statistics/monoquery-api.ts';
import {
  events,
  rollupWatermarks,
  supplierDailyStats,
  supplierListings,
  supplierUsers,
} from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { foldEvents, rollUp } from './rollup.ts';

type EventRow = typeof events.$inferInsert;

describe('statistics rollups and GET …/statistics/monoquery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const now = new Date();
  const lastMonth = lastMonthOf(now);
  const inLastMonth = new Date(`${lastMonth.start}T12:00:00Z`);
  const event = (supplierId: string, name: string, createdAt = now, source = 'marketplace'): EventRow => ({
    event: name,
    category: 'couplesActivity',
    source,
    supplierId,
    createdAt,
  });
  const classic = (overrides: Parameters<typeof createOwnedSupplier>[1] = {}) =>
    createOwnedSupplier(ctx, { tier: 'classic', ...overrides });
  const monoquery = (supplierId: string, cookie: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/supplier/${supplierId}/statistics/monoquery${query}`,
      headers: { cookie },
    });
  const countersOf = (supplierId: string) =>
    ctx.database.db
      .select({ day: supplierDailyStats.day, metric: supplierDailyStats.metric, count: supplierDailyStats.count })
      .from(supplierDailyStats)
      .where(eq(supplierDailyStats.supplierId, supplierId))
      .orderBy(supplierDailyStats.metric, supplierDailyStats.day);

  it('folds the events into daily counters per metric, and answers the series, totals and last month from them', async () => {
    const { user, supplier } = await classic();
    const other = await classic();
    await ctx.database.db.insert(events).values([
      event(supplier.id, 'profileViewed'),
      event(supplier.id, 'profileViewed'),
      event(supplier.id, 'profileViewed', inLastMonth),
      event(supplier.id, 'shortlisted', inLastMonth),
      event(supplier.id, 'enquirySent'),
      event(supplier.id, 'enquirySent', now, 'widget'),
      event(supplier.id, 'websiteClicked'),
      event(supplier.id, 'reviewWritten', inLastMonth),
      // the supplier's team using the portal, and events no metric counts
      event(supplier.id, 'profileViewed', now, 'cms'),
      event(supplier.id, 'coupleContacted'),
      event(other.supplier.id, 'profileViewed'),
    ]);
    await rollUp(ctx.database.db, { now: true });

    const today = utcDayOf(now);
    expect(await countersOf(supplier.id)).toEqual([
      { day: today, metric: 'enquiries', count: 2 },
      { day: lastMonth.start, metric: 'profileViews', count: 1 },
      { day: today, metric: 'profileViews', count: 2 },
      { day: lastMonth.start, metric: 'reviews', count: 1 },
      { day: lastMonth.start, metric: 'shortlists', count: 1 },
      { day: today, metric: 'websiteClicks', count: 1 },
    ]);

    const res = await monoquery(supplier.id, user.cookie, `?publicId=${supplier.publicId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Monoquery>();
    expect(body.granularity).toBe('month');
    expect(body.periods).toHaveLength(12);
    expect(body.periods.at(-1)).toBe(periodStartOf('month', today));
    expect(body.periods.at(-2)).toBe(lastMonth.start);
    expect(body.series.profileViews.slice(-2)).toEqual([1, 2]);
    expect(body.series.enquiries.slice(-2)).toEqual([0, 2]);
    expect(body.series.phoneClicks).toEqual(Array(12).fill(0));
    expect(body.totals).toEqual({
      profileViews: 3,
      searchAppearances: 0,
      shortlists: 1,
      enquiries: 2,
      widgetViews: 0,
      phoneClicks: 0,
      websiteClicks: 1,
      reviews: 1,
    });
    expect(body.lastMonth).toEqual({
      ...lastMonth,
      totals: {
        profileViews: 1,
        searchAppearances: 0,
        shortlists: 1,
        enquiries: 0,
        widgetViews: 0,
        phoneClicks: 0,
        websiteClicks: 0,
        reviews: 1,
      },
    });

    const weekly = (await monoquery(supplier.id, user.cookie, '?granularity=week')).json<Monoquery>();
    expect(weekly.periods).toHaveLength(12);
    expect(weekly.periods.at(-1)).toBe(periodStartOf('week', today));
    expect(weekly.series.profileViews.at(-1)).toBe(2);
    // the last month is the previous calendar month whatever the chart shows
    expect(weekly.lastMonth.totals.profileViews).toBe(1);
  });

  it('answers the month before last month from the daily counters, for the figures’ change against it, whatever the chart shows', async () => {
    const { user, supplier } = await classic();
    const before = monthBefore(lastMonth);
    const inMonthBefore = new Date(`${before.start}T12:00:00Z`);
    const lastDayBefore = new Date(new Date(`${before.end}T00:00:00Z`).getTime() - 1);
    await ctx.database.db
      .insert(events)
      .values([
        event(supplier.id, 'profileViewed', inMonthBefore),
        event(supplier.id, 'profileViewed', lastDayBefore),
        event(supplier.id, 'enquirySent', lastDayBefore),
        event(supplier.id, 'profileViewed', inLastMonth),
        event(supplier.id, 'profileViewed'),
      ]);
    await rollUp(ctx.database.db, { now: true });

    for (const granularity of ['month', 'week']) {
      const res = await monoquery(supplier.id, user.cookie, `?granularity=${granularity}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Monoquery>();
      expect(body.monthBefore).toEqual({
        ...before,
        totals: { ...body.monthBefore.totals, profileViews: 2, enquiries: 1, shortlists: 0 },
      });
      expect(body.lastMonth.totals).toMatchObject({ profileViews: 1, enquiries: 0 });
    }
  });

  it('counts each event once however often and however many at once the job runs, and adds later events to the same counters', async () => {
    const { supplier } = await classic();
    await ctx.database.db
      .insert(events)
      .values([event(supplier.id, 'profileViewed'), event(supplier.id, 'shortlisted')]);
    await Promise.all([
      rollUp(ctx.database.db, { now: true }),
      rollUp(ctx.database.db, { now: true }),
      rollUp(ctx.database.db),
    ]);
    await rollUp(ctx.database.db, { now: true });
    const once = await countersOf(supplier.id);
    expect(once.map((row) => [row.metric, row.count])).toEqual([
      ['profileViews', 1],
      ['shortlists', 1],
    ]);

    await ctx.database.db.insert(events).values(event(supplier.id, 'profileViewed'));
    await rollUp(ctx.database.db, { now: true });
    await rollUp(ctx.database.db, { now: true });
    expect((await countersOf(supplier.id)).map((row) => [row.metric, row.count])).toEqual([
      ['profileViews', 2],
      ['shortlists', 1],
    ]);
  });

  it('on schedule folds up to the events seen at its previous run, in batches', async () => {
    const { supplier } = await classic();
    await rollUp(ctx.database.db, { now: true });
    const [inserted] = await ctx.database.db
      .insert(events)
      .values([
        event(supplier.id, 'widgetViewed'),
        event(supplier.id, 'widgetViewed'),
        event(supplier.id, 'widgetViewed'),
      ])
      .returning({ id: events.id });
    // the first run sees the new events, a later one folds them, a batch at a time
    while ((await ctx.database.db.select().from(rollupWatermarks))[0]!.lastEventId < inserted!.id + 2)
      await foldEvents(ctx.database.db, { batch: 1 });
    expect((await countersOf(supplier.id)).map((row) => [row.metric, row.count])).toEqual([['widgetViews', 3]]);
    const [mark] = await ctx.database.db.select().from(rollupWatermarks);
    expect(mark!.seenEventId).toBeGreaterThanOrEqual(mark!.lastEventId);
  });

  it('does not count crawlers’ views of the public profile', async () => {
    const { supplier } = await classic();
    await ctx.database.db.insert(supplierListings).values({ supplierId: supplier.id, listing: { noindex: false } });
    const path = `/wedding-venues/${supplier.slug}-${supplier.publicId}`;
    const browser =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    for (const agent of [
      browser,
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url: path, headers: { 'user-agent': agent } })).statusCode).toBe(
        200,
      );
    }
    await vi.waitFor(async () =>
      expect(
        await ctx.database.db
          .select()
          .from(events)
          .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'profileViewed'))),
      ).toHaveLength(1),
    );
    await rollUp(ctx.database.db, { now: true });
    expect((await countersOf(supplier.id)).map((row) => [row.metric, row.count])).toEqual([['profileViews', 1]]);
  });

  describe('the public profile’s website and phone links', () => {
    const browser = {
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    };
    const click = (url: string, headers: Record<string, string> = browser) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const clicksOf = async (supplierId: string, recorded: number) => {
      // written just after the answer (view-recorder.ts)
      await vi.waitFor(async () =>
        expect(await ctx.database.db.select().from(events).where(eq(events.supplierId, supplierId))).toHaveLength(
          recorded,
        ),
      );
      await rollUp(ctx.database.db, { now: true });
      return (await countersOf(supplierId)).map((row) => [row.metric, row.count]);
    };

    it('counts a couple’s click and redirects to the supplier’s own website or number, whatever the request adds', async () => {
      const { supplier } = await classic();
      const website = await click(`/out/${supplier.publicId}/website?url=https://evil.example/&to=//evil.example`);
      expect(website.statusCode).toBe(302);
      expect(website.headers.location).toBe(supplier.website);
      const phone = await click(`/out/${supplier.publicId}/phone`);
      expect(phone.statusCode).toBe(302);
      expect(phone.headers.location).toBe('tel:02079460018');
      // the supplier's preview, crawlers and HEAD are not couples
      await click(`/out/${supplier.publicId}/website?supplier=true`);
      await click(`/out/${supplier.publicId}/website`, {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      await click(`/out/${supplier.publicId}/phone`, {});
      expect(
        (await ctx.app.inject({ method: 'HEAD', url: `/out/${supplier.publicId}/phone`, headers: browser })).statusCode,
      ).toBe(302);
      expect(await clicksOf(supplier.id, 2)).toEqual([
        ['phoneClicks', 1],
        ['websiteClicks', 1],
      ]);
    });

    it('answers 404 where the supplier has no usable link, and 400 for another link', async () => {
      const { supplier } = await classic({ website: 'javascript:alert(1)', phone: '--' });
      expect((await click(`/out/${supplier.publicId}/website`)).statusCode).toBe(404);
      expect((await click(`/out/${supplier.publicId}/phone`)).statusCode).toBe(404);
      expect((await click('/out/nosuchsupplier/website')).statusCode).toBe(404);
      expect((await click(`/out/${supplier.publicId}/email`)).statusCode).toBe(400);
      expect(await ctx.database.db.select().from(events).where(eq(events.supplierId, supplier.id))).toEqual([]);
    });
  });

  it('lets every role of the supplier read, nobody else, and only from the classic tier', async () => {
    const { user, supplier } = await classic();
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await monoquery(supplier.id, viewer.cookie)).statusCode).toBe(200);

    const stranger = await classic();
    const foreign = await monoquery(supplier.id, stranger.user.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not-found');
    // another supplier's public id is not a way in
    expect((await monoquery(supplier.id, user.cookie, `?publicId=${stranger.supplier.publicId}`)).statusCode).toBe(404);

    for (const tier of ['free', 'lite'] as const) {
      const low = await createOwnedSupplier(ctx, { tier });
      const refused = await monoquery(low.supplier.id, low.user.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'tier-required',
        fields: { feature: 'tiers:features.performanceDashboard', tier: 'tiers:names.classic' },
      });
    }
  });

  it.each(['day', 'year', 'WEEK'])('refuses the granularity %s with the spec’s message', async (granularity) => {
    const { user, supplier } = await classic();
    const res = await monoquery(supplier.id, user.cookie, `?granularity=${granularity}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'granularity-not-supported',
      message: 'Provided granularity is not supported',
      fields: { granularity: 'validation:granularityNotSupported' },
    });
  });
});
