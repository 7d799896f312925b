import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, supplierDailyStats } from '../../db/schema/index.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { rollUp } from '../statistics/rollup.ts';

// a couple's browser (a request without one, like inject's own, reads as a bot and is not counted)
const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('widget views: GET /widget counted as widgetViewed, folded into widgetViews', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL: 'https://portal.example.com' });
  });
  afterAll(() => ctx.close());

  const load = (url: string, userAgent = browserAgent, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers: { 'user-agent': userAgent } });
  const viewsOf = async (supplierId: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.supplierId, supplierId), eq(events.event, 'widgetViewed')))
    )[0]!.n;
  const countersOf = (supplierId: string) =>
    ctx.database.db
      .select({ day: supplierDailyStats.day, count: supplierDailyStats.count })
      .from(supplierDailyStats)
      .where(and(eq(supplierDailyStats.supplierId, supplierId), eq(supplierDailyStats.metric, 'widgetViews')));

  it("counts a couple's load once; the portal's preview, crawlers, scripts and HEAD not; a re-run of the rollup gives the same counts", async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const page = `/widget?publicId=${supplier.publicId}&fields=email&fields=partnerName`;
    // first what is not counted: the preview frame of /enquiry-widget, bots, HEAD
    expect((await load(`${page}&supplier=true`)).statusCode).toBe(200);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ]) {
      expect((await load(page, agent)).statusCode, agent).toBe(200);
    }
    expect((await load(page, browserAgent, 'HEAD')).statusCode).toBe(200);
    // then a couple's load: written just after the page is sent, in order, so the ones before were not
    expect((await load(page)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await viewsOf(supplier.id)).toBe(1));
    const [event] = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'widgetViewed')));
    expect(event).toMatchObject({ category: 'statistics', source: 'widget', userId: null, pathname: '/widget' });

    await rollUp(ctx.database.db, { now: true });
    const day = event!.createdAt.toISOString().slice(0, 10);
    expect(await countersOf(supplier.id)).toEqual([{ day, count: 1 }]);
    await rollUp(ctx.database.db, { now: true });
    expect(await countersOf(supplier.id)).toEqual([{ day, count: 1 }]);

    // the German page is the same widget: a second view
    expect((await load(`/widget/de?publicId=${supplier.publicId}`)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await viewsOf(supplier.id)).toBe(2));
    await rollUp(ctx.database.db, { now: true });
    await rollUp(ctx.database.db, { now: true });
    const counters = await countersOf(supplier.id);
    expect(counters.reduce((sum, row) => sum + row.count, 0)).toBe(2);
  });

  it('counts nothing for an unknown widget', async () => {
    const before = (
      await ctx.database.db.select({ n: count() }).from(events).where(eq(events.event, 'widgetViewed'))
    )[0]!.n;
    expect((await load('/widget?publicId=nosuchwidget')).statusCode).toBe(404);
    expect(
      (await ctx.database.db.select({ n: count() }).from(events).where(eq(events.event, 'widgetViewed')))[0]!.n,
    ).toBe(before);
  });
});
