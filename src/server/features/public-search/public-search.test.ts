import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { utcDayOf } from '../../../domain/statistics/time-series.ts';
import { events, supplierDailyStats, supplierKeywordDailyStats, supplierListings } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { foldEvents, rollUp } from '../statistics/rollup.ts';

describe('the public search page GET /search/{country}/{category}/{county}', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  // a couple's browser (inject's own request has no user agent and reads as a bot)
  const browserAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET', userAgent = browserAgent) =>
    ctx.app.inject({ method, url, headers: { 'user-agent': userAgent } });
  /** A marquee hire of Austria (no other test lists one) in `county`, with a description. */
  async function marquee(
    name: string,
    county: string,
    overrides: Partial<CreateSupplierOptions> = {},
    description = '',
  ) {
    const supplier = await createSupplier(ctx, {
      ownerId: owner.id,
      name,
      types: ['marquee'],
      countryCode: 'AT',
      city: 'Bregenz',
      adminArea: [county, 'Österreich'],
      locale: 'de-AT',
      ...overrides,
    });
    if (description)
      await ctx.database.db.insert(supplierListings).values({ supplierId: supplier.id, listing: { description } });
    return supplier;
  }
  const appearancesOf = (supplierId: string) =>
    ctx.database.db
      .select({
        keyword: sql<string | null>`${events.specificEventProps} ->> 'keyword'`,
        category: events.category,
        source: events.source,
        pathname: events.pathname,
      })
      .from(events)
      .where(and(eq(events.supplierId, supplierId), eq(events.event, 'searchAppeared')))
      .orderBy(events.id);
  const appearanceCount = async (supplierIds: string[]) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(events)
        .where(and(sql`${events.supplierId} in ${supplierIds}`, eq(events.event, 'searchAppeared')))
    )[0]!.n;
  const positions = (html: string, names: string[]) => names.map((name) => html.indexOf(name));

  it("lists the county's suppliers of the category in the ranking's order, linked to their profiles, in the market's language", async () => {
    const free = await marquee('Festhalle Free', 'Vorarlberg', { tier: 'free' });
    const expert = await marquee(
      'Alpenzelt Expert',
      'Vorarlberg',
      { tier: 'expert' },
      'Große Zelte für jede Hochzeit.',
    );
    const lite = await marquee('Zeltverleih Lite', 'Vorarlberg', { tier: 'lite' });
    // not listed: another category, another county, not searchable
    await marquee('Zelt Venue', 'Vorarlberg', { tier: 'platinum', types: ['venue'] });
    await marquee('Tiroler Zelt', 'Tirol', { tier: 'platinum' });
    await marquee('Hidden Zelt', 'Vorarlberg', { tier: 'platinum', searchable: false });

    const res = await get('/search/at/wedding-marquees/vorarlberg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('<html lang="de-DE"');
    expect(res.body).toContain('Zeltverleih in Vorarlberg');
    const [first, second, third] = positions(res.body, ['Alpenzelt Expert', 'Zeltverleih Lite', 'Festhalle Free']);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first!);
    expect(third).toBeGreaterThan(second!);
    expect(res.body).not.toContain('Zelt Venue');
    expect(res.body).not.toContain('Tiroler Zelt');
    expect(res.body).not.toContain('Hidden Zelt');
    expect(res.body).toContain(`href="/wedding-marquees/${expert.slug}-${expert.publicId}"`);
    expect(res.body).toContain('Große Zelte für jede Hochzeit.');

    // one appearance each, no keyword; then with a keyword only those it finds
    await vi.waitFor(async () => expect(await appearanceCount([free.id, expert.id, lite.id])).toBe(3));
    const keyworded = await get('/search/at/wedding-marquees/vorarlberg?q=%20%20ZELT%20');
    expect(keyworded.statusCode).toBe(200);
    expect(keyworded.body).toContain('Alpenzelt Expert');
    expect(keyworded.body).toContain('Zeltverleih Lite');
    expect(keyworded.body).not.toContain('Festhalle Free');
    expect(keyworded.body).toContain('value="zelt"');
    await vi.waitFor(async () => expect(await appearanceCount([free.id, expert.id, lite.id])).toBe(5));
    expect(await appearancesOf(expert.id)).toEqual([
      {
        keyword: null,
        category: 'statistics',
        source: 'marketplace',
        pathname: '/search/at/wedding-marquees/vorarlberg',
      },
      {
        keyword: 'zelt',
        category: 'statistics',
        source: 'marketplace',
        pathname: '/search/at/wedding-marquees/vorarlberg',
      },
    ]);
    expect(await appearancesOf(free.id)).toHaveLength(1);
  });

  it('writes the appearances of one page view in one insert, and none for crawlers, scripts or HEAD', async () => {
    const suppliers = await Promise.all(['Eins', 'Zwei', 'Drei'].map((name) => marquee(`${name} Zelte`, 'Burgenland')));
    const ids = suppliers.map((supplier) => supplier.id);
    const path = '/search/at/wedding-marquees/burgenland';
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      '',
    ]) {
      const res = await get(path, 'GET', agent);
      expect(res.statusCode, agent).toBe(200);
      expect(res.body).toContain('Eins Zelte');
    }
    expect((await get(path, 'HEAD')).statusCode).toBe(200);

    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    await get(path);
    await vi.waitFor(async () => expect(await appearanceCount(ids)).toBe(3));
    const inserts = spy.mock.calls.filter(([text]) =>
      String(typeof text === 'string' ? text : (text as { text?: string }).text).startsWith('insert into "events"'),
    );
    spy.mockRestore();
    expect(inserts).toHaveLength(1);
  });

  it('folds the appearances and their keywords into the counters, the same however often the job runs', async () => {
    const { id } = await marquee('Steiermark Zelte', 'Steiermark');
    const path = '/search/at/wedding-marquees/steiermark';
    await get(`${path}?q=Zelte`);
    await get(`${path}?q=zelte`);
    await get(`${path}?q=Steiermark%20Zelte`);
    await get(path);
    await vi.waitFor(async () => expect(await appearanceCount([id])).toBe(4));

    const countersOf = async () => ({
      daily: await ctx.database.db
        .select({ metric: supplierDailyStats.metric, count: supplierDailyStats.count })
        .from(supplierDailyStats)
        .where(eq(supplierDailyStats.supplierId, id)),
      keywords: await ctx.database.db
        .select({
          day: supplierKeywordDailyStats.day,
          keyword: supplierKeywordDailyStats.keyword,
          count: supplierKeywordDailyStats.count,
        })
        .from(supplierKeywordDailyStats)
        .where(eq(supplierKeywordDailyStats.supplierId, id))
        .orderBy(supplierKeywordDailyStats.keyword),
    });
    await rollUp(ctx.database.db, { now: true });
    const today = utcDayOf(new Date());
    const expected = {
      daily: [{ metric: 'searchAppearances', count: 4 }],
      keywords: [
        { day: today, keyword: 'steiermark zelte', count: 1 },
        { day: today, keyword: 'zelte', count: 2 },
      ],
    };
    expect(await countersOf()).toEqual(expected);
    await rollUp(ctx.database.db, { now: true });
    await Promise.all([foldEvents(ctx.database.db, { now: true }), foldEvents(ctx.database.db, { now: true })]);
    expect(await countersOf()).toEqual(expected);
  });

  it('answers the not-found page for a place it does not know, and pages through many results', async () => {
    for (const path of [
      '/search/xx/wedding-marquees/tirol',
      '/search/AT/wedding-marquees/tirol',
      '/search/at/wedding-dragons/tirol',
      '/search/at/wedding-marquees/kent',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    const many = await Promise.all(
      Array.from({ length: 21 }, (_, i) => marquee(`Kärntner Zelt ${String(i).padStart(2, '0')}`, 'Kärnten')),
    );
    const page1 = await get('/search/at/wedding-marquees/karnten');
    expect(page1.body).toContain('21 Ergebnisse');
    expect(page1.body).toContain('href="/search/at/wedding-marquees/karnten?page=2"');
    const page2 = await get('/search/at/wedding-marquees/karnten?page=2');
    expect(page2.body).toContain('<ol class="results" start="21">');
    expect(page2.body.match(/<li>/g)).toHaveLength(1);
    // each page counts its own: 20 and 1
    await vi.waitFor(async () => expect(await appearanceCount(many.map((supplier) => supplier.id))).toBe(21));
  });
});
