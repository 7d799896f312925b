import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../domain/enquiries/couples-activity-api.ts';
import { events } from '../../db/schema/index.ts';
import { seedDemoActivity } from '../../seed/demo-couples-activity.ts';
import { addActivityEvent, createTestCouple, dayPicker } from '../../test/booking-factory.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/supplier/{id}/activity', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const supplierWithUser = (overrides: Partial<CreateSupplierOptions> = {}) => createOwnedSupplier(ctx, overrides);
  const get = (user: CreatedUser, id: string, query = '') =>
    ctx.app.inject({ url: `/api/supplier/${id}/activity${query}`, headers: { cookie: user.cookie } });
  const page = async (user: CreatedUser, id: string, query = '') => {
    const res = await get(user, id, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityPage>();
  };
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  /** 60 events (minute i ago), every third a shortlist, about one couple; plus events that are not couples activity. */
  async function supplierWithActivity() {
    const { user, supplier } = await supplierWithUser();
    const couple = await createTestCouple(ctx, supplier.id, {
      partnerName1: 'Ava',
      partnerName2: 'Noah',
      picker: dayPicker(2027, 8, 14),
      guests: '90',
    });
    for (let i = 0; i < 60; i++)
      await addActivityEvent(
        ctx,
        supplier.id,
        i % 3 === 0 ? 'shortlisted' : 'profileViewed',
        couple.weddingId,
        minutesAgo(i),
      );
    await ctx.database.db.insert(events).values({ event: 'pageView', category: 'navigation', supplierId: supplier.id });
    return { user, supplier, couple };
  }

  it('gives page 1 of 50, newest first, with the total, by default (also with empty parameters)', async () => {
    const { user, supplier, couple } = await supplierWithActivity();
    for (const query of ['', '?page=&size=&eventType=']) {
      const body = await page(user, supplier.id, query);
      expect(body).toMatchObject({ page: 1, size: 50, total: 60, totalPages: 2, eventType: null });
      expect(body.items).toHaveLength(50);
      const times = body.items.map((i) => Date.parse(i.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.items[0]).toMatchObject({
        eventType: 'shortlisted',
        weddingId: couple.weddingId,
        couple: { partnerName1: 'Ava', partnerName2: 'Noah' },
        weddingDate: Date.UTC(2027, 7, 14),
        guestsEstimate: 90,
        contacted: false,
      });
    }
  });

  it('pages on and filters by event type', async () => {
    const { user, supplier } = await supplierWithActivity();
    const second = await page(user, supplier.id, '?page=2');
    expect(second.items).toHaveLength(10);
    const firstIds = new Set((await page(user, supplier.id)).items.map((i) => i.id));
    expect(second.items.some((i) => firstIds.has(i.id))).toBe(false);
    const shortlists = await page(user, supplier.id, '?eventType=shortlisted&size=5&page=2');
    expect(shortlists).toMatchObject({ page: 2, size: 5, total: 20, totalPages: 4, eventType: 'shortlisted' });
    expect(shortlists.items.every((i) => i.eventType === 'shortlisted')).toBe(true);
    expect((await page(user, supplier.id, '?page=9')).items).toEqual([]);
  });

  it('refuses bad paging or an unknown event type with 400', async () => {
    const { user, supplier } = await supplierWithUser();
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?size=101', 'size'],
      ['?size=abc', 'size'],
      ['?eventType=pageView', 'eventType'],
    ] as const) {
      const res = await get(user, supplier.id, query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
  });

  it('is gated for non-venues below free (403 tier-required) and open to unverified venues', async () => {
    const { user: photographer, supplier: studio } = await supplierWithUser({ types: ['photo'], tier: 'unverified' });
    const refused = await get(photographer, studio.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'tier-required', fields: { tier: 'tiers:names.free' } });
    const { user: venueUser, supplier: venue } = await supplierWithUser({ types: ['venue'], tier: 'unverified' });
    expect((await get(venueUser, venue.id)).statusCode).toBe(200);
  });

  it('shows the demo activity: every enquiry, and browsing couples who viewed or shortlisted', async () => {
    const { user, supplier } = await supplierWithUser();
    for (let i = 0; i < 3; i++) await createTestCouple(ctx, supplier.id);
    await seedDemoActivity(
      ctx.database.db,
      {
        supplierId: supplier.id,
        idPrefix: supplier.id.slice(0, 8),
        market: 'GB',
        locale: 'en-GB',
        currency: 'GBP',
        browsingCouples: 5,
        seed: 7,
      },
      new Date(),
    );
    expect((await page(user, supplier.id, '?eventType=enquirySent')).total).toBe(3);
    const browsing = (await page(user, supplier.id, '?eventType=profileViewed&size=100')).items.filter((i) =>
      i.weddingId?.includes('-browsing-'),
    );
    expect(new Set(browsing.map((i) => i.weddingId)).size).toBe(5);
    expect(browsing.every((i) => i.couple !== null && i.weddingDate !== null)).toBe(true);
  });

  it('publishes the activity, couples and widget calls in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    expect(paths['/api/supplier/{id}/activity']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['id', 'page', 'size', 'eventType']),
    );
    for (const path of [
      '/api/inbox/bookings/{supplierId}',
      '/api/inbox/booking',
      '/api/files/get',
      '/api/couple-collaboration/toggle',
      '/api/supplier/{supplierId}/contact-couple',
      '/api/supplier/{id}/enquiry-widget',
      '/api/widget/enquiry',
      '/widget',
      '/widget/de',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });

  it("answers 404 for another supplier's activity", async () => {
    const { supplier } = await supplierWithActivity();
    const { user: stranger } = await supplierWithUser();
    expect((await get(stranger, supplier.id)).statusCode).toBe(404);
  });
});
