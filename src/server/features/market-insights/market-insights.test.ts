import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoupleBudgets, CountyDemand, CouplesTrends } from '../../../domain/statistics/market-insights-api.ts';
import { lastMonths } from '../../../domain/statistics/market-insights.ts';
import { couplesTrends, supplierDailyStats } from '../../db/schema/index.ts';
import { dayPicker } from '../../test/booking-factory.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { recordCouplesTrends } from './trends.ts';

describe('market insights: couple-budgets, county-demand and the couples trends file', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const now = new Date();
  const months = lastMonths(now, 12);
  const longAgo = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), 1));
  /** A county of its own, so tests running side by side do not share a market. */
  const newCounty = () => `County ${randomUUID().slice(0, 8)}`;
  const inCounty = (county: string, overrides: Parameters<typeof createOwnedSupplier>[1] = {}) =>
    createOwnedSupplier(ctx, { tier: 'classic', adminArea: [county, 'England'], ...overrides });
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const budgets = (supplierId: string, cookie: string, query = '') =>
    get(`/api/supplier/${supplierId}/statistics/couple-budgets${query}`, cookie);
  const demand = (supplierId: string, cookie: string, query = '') =>
    get(`/api/supplier/${supplierId}/statistics/county-demand${query}`, cookie);
  const enquiry = (supplierId: string, budget: { min: number; max: number } | null, createdAt = now) =>
    createTestEnquiry(ctx, supplierId, { wedding: { budget }, createdAt });

  it("counts the couples of the category in the county and the supplier's own in the five bands, over the last 12 months", async () => {
    const county = newCounty();
    const { user, supplier } = await inCounty(county);
    const neighbour = await inCounty(county);
    const otherCategory = await inCounty(county, { types: ['photo'] });
    const otherCounty = await inCounty(newCounty());
    await enquiry(supplier.id, { min: 2_000, max: 4_000 });
    await enquiry(supplier.id, { min: 20_000, max: 40_000 }); // stored 20000…99000: over 20k
    await enquiry(supplier.id, null);
    await enquiry(supplier.id, { min: 10_000, max: 15_000 }, longAgo); // older than 12 months
    await enquiry(neighbour.supplier.id, { min: 5_000, max: 10_000 });
    await enquiry(neighbour.supplier.id, { min: 15_000, max: 20_000 });
    await enquiry(otherCategory.supplier.id, { min: 5_000, max: 10_000 });
    await enquiry(otherCounty.supplier.id, { min: 5_000, max: 10_000 });
    // one couple writing to two venues of the county is one couple of the market
    const shared = await createTestEnquiry(ctx, supplier.id, {
      wedding: { budget: { min: 11_000, max: 12_000 } },
      couple: { partnerName1: 'Robin', email: `shared-${county.slice(7)}@test.example` },
    });
    await createTestEnquiry(ctx, neighbour.supplier.id, {
      couple: { partnerName1: 'Robin', email: `shared-${county.slice(7)}@test.example` },
    });
    expect(shared).toBeTruthy();

    const res = await budgets(supplier.id, user.cookie, '?enableMixpanelFetch=true');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CoupleBudgets>();
    expect(body.from).toBe(months[0]);
    expect(body.county).toBe(county);
    expect(body.category).toBe('venue');
    expect(body.own).toEqual({
      bands: { under5k: 1, from5kTo10k: 0, from10kTo15k: 1, from15kTo20k: 0, over20k: 1 },
      withoutBudget: 1,
    });
    expect(body.market).toEqual({
      bands: { under5k: 1, from5kTo10k: 1, from10kTo15k: 1, from15kTo20k: 1, over20k: 1 },
      withoutBudget: 1,
    });
  });

  it('takes the whole country as the market of a supplier without a county (a new listing), county null', async () => {
    // (not in FR or DE: the trends test counts those countries' enquiries)
    const { user, supplier } = await createOwnedSupplier(ctx, {
      tier: 'classic',
      types: ['florist'],
      adminArea: ['', 'England'],
    });
    const elsewhere = await inCounty(newCounty(), { types: ['florist'] });
    await enquiry(elsewhere.supplier.id, { min: 15_000, max: 20_000 });
    const budgetsBody = (await budgets(supplier.id, user.cookie)).json<CoupleBudgets>();
    expect(budgetsBody.county).toBeNull();
    expect(budgetsBody.market.bands.from15kTo20k).toBeGreaterThanOrEqual(1);
    const demandBody = (await demand(supplier.id, user.cookie)).json<CountyDemand>();
    expect(demandBody.county).toBeNull();
    expect(demandBody.suppliers).toBeGreaterThanOrEqual(2);
  });

  it("answers county demand per month from the daily counters of the county's suppliers of the category, and the supplier's own", async () => {
    const county = newCounty();
    const { user, supplier } = await inCounty(county);
    const neighbour = await inCounty(county);
    const otherCategory = await inCounty(county, { types: ['florist'] });
    const stat = (supplierId: string, day: string, count: number, metric = 'enquiries') => ({
      supplierId,
      day,
      metric,
      count,
    });
    const thisMonth = months.at(-1)!;
    const firstMonth = months[0]!;
    await ctx.database.db.insert(supplierDailyStats).values([
      stat(supplier.id, thisMonth, 2),
      stat(supplier.id, firstMonth, 1),
      stat(supplier.id, thisMonth, 50, 'profileViews'),
      stat(neighbour.supplier.id, thisMonth, 3),
      stat(neighbour.supplier.id, firstMonth.replace(/-01$/, '-15'), 4),
      // a year before the chart
      stat(neighbour.supplier.id, `${Number(firstMonth.slice(0, 4)) - 1}${firstMonth.slice(4)}`, 9),
      stat(otherCategory.supplier.id, thisMonth, 7),
    ]);

    const res = await demand(supplier.id, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CountyDemand>();
    expect(body.months).toEqual(months);
    expect(body.suppliers).toBe(2);
    expect(body.market[0]).toBe(5);
    expect(body.market.at(-1)).toBe(5);
    expect(body.market.slice(1, -1)).toEqual(Array(10).fill(0));
    expect(body.own[0]).toBe(1);
    expect(body.own.at(-1)).toBe(2);
    expect(body.county).toBe(county);
  });

  it('refuses both calls below classic with tier-required, and county demand outside GB, DE and FR with not-offered', async () => {
    const lite = await inCounty(newCounty(), { tier: 'lite' });
    for (const res of [
      await budgets(lite.supplier.id, lite.user.cookie),
      await demand(lite.supplier.id, lite.user.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'tier-required', fields: { tier: 'tiers:names.classic' } });
    }

    const polish = await inCounty('Mazowieckie', { countryCode: 'PL', currency: 'PLN', locale: 'pl-PL' });
    const refused = await demand(polish.supplier.id, polish.user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'not-offered',
      fields: { country: 'marketInsights:notOffered.title' },
    });
    // couple budgets (couplesBudget) are not limited to countries in the feature table
    expect((await budgets(polish.supplier.id, polish.user.cookie)).statusCode).toBe(200);
  });

  it("answers 404 to another supplier's user and 401 without a session", async () => {
    const { supplier } = await inCounty(newCounty());
    const stranger = await inCounty(newCounty());
    for (const res of [
      await budgets(supplier.id, stranger.user.cookie),
      await demand(supplier.id, stranger.user.cookie),
    ])
      expect(res.statusCode).toBe(404);
    expect((await get(`/api/supplier/${supplier.id}/statistics/couple-budgets`)).statusCode).toBe(401);
  });

  it('refuses a bad flag with 400 naming the field by its translation key', async () => {
    const { user, supplier } = await inCounty(newCounty());
    for (const res of [
      await budgets(supplier.id, user.cookie, '?enableMixpanelFetch=maybe'),
      await demand(supplier.id, user.cookie, '?enableMixpanelFetch=1'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation',
        fields: { enableMixpanelFetch: 'marketInsights:errors.enableMixpanelFetch' },
      });
    }
  });

  it("serves a country's trends to anyone, counted from its enquiries and wedding dates, cacheable; 404 for other folders", async () => {
    // France only here, so the counts are this test's own (and counted by this test first)
    await ctx.database.db.delete(couplesTrends).where(eq(couplesTrends.countryCode, 'FR'));
    const { supplier } = await inCounty('Gironde', { countryCode: 'FR', currency: 'EUR', locale: 'fr-FR' });
    const other = await inCounty('Berlin', { countryCode: 'DE', currency: 'EUR', locale: 'de-DE' });
    const picker = (year: number, month: number) => dayPicker(year, month, 12);
    const thisMonth = now.getUTCMonth() + 1;
    await createTestEnquiry(ctx, supplier.id, { weddingDatePicker: picker(now.getUTCFullYear(), thisMonth) });
    // after the file's months
    await createTestEnquiry(ctx, supplier.id, { weddingDatePicker: picker(now.getUTCFullYear() + 2, thisMonth) });
    await createTestEnquiry(ctx, supplier.id, {});
    await createTestEnquiry(ctx, other.supplier.id, { weddingDatePicker: picker(now.getUTCFullYear(), thisMonth) });

    const res = await get('/static/fr/couplesTrendsMonthly.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const body = res.json<CouplesTrends>();
    expect(body.country).toBe('FR');
    expect(body.months).toEqual(lastMonths(now, 24));
    expect(body.enquiries.at(-1)).toBe(3);
    expect(body.enquiries.reduce((a, b) => a + b, 0)).toBe(3);
    expect(body.weddings.at(-1)).toBe(1);
    expect(body.weddings.reduce((a, b) => a + b, 0)).toBe(1);

    // counted once a day: a later enquiry shows once the trends job has counted the next day
    await createTestEnquiry(ctx, supplier.id, {});
    expect((await get('/static/fr/couplesTrendsMonthly.json')).json<CouplesTrends>().enquiries.at(-1)).toBe(3);
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(await recordCouplesTrends(ctx.database.db, 'FR', now, 'try')).toMatchObject({
      generatedAt: body.generatedAt,
    });
    await recordCouplesTrends(ctx.database.db, 'FR', tomorrow, 'try');
    const counted = (await get('/static/fr/couplesTrendsMonthly.json')).json<CouplesTrends>();
    expect(counted.generatedAt).toBe(tomorrow.toISOString());
    expect(counted.enquiries.reduce((a, b) => a + b, 0)).toBe(4);

    for (const folder of ['pl', 'gb', 'FR', 'location'])
      expect((await get(`/static/${folder}/couplesTrendsMonthly.json`)).statusCode).toBe(404);
  });
});
