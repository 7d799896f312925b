import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoupleIntel, LostBookings } from '../../../domain/statistics/couple-intel-api.ts';
import { enquiries, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { bookTestCouple, createTestCouple, dayPicker } from '../../test/booking-factory.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET …/couple-intel and …/lost-bookings-to', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (supplierId: string, cookie: string, call: 'couple-intel' | 'lost-bookings-to', query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/${call}${query}`, headers: { cookie } });
  const photographer = (overrides: Parameters<typeof createOwnedSupplier>[1] = {}) =>
    createOwnedSupplier(ctx, { tier: 'classic23', types: ['photographer'], ...overrides });
  const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * 24 * 3600 * 1000);

  it('counts the enquiries of the window into budget and guest bands, wedding months and seasons', async () => {
    const { user, supplier } = await photographer();
    const budget = (min: number, max: number) => ({ budget: { min, max } });
    await createTestEnquiry(ctx, supplier.id, {
      wedding: budget(5_000, 10_000),
      guestsInitialTarget: '80',
      weddingDatePicker: dayPicker(2027, 6, 12),
    });
    await createTestEnquiry(ctx, supplier.id, {
      wedding: budget(6_000, 8_000),
      guestsInitialTarget: '100',
      weddingDatePicker: dayPicker(2027, 7, 3),
    });
    await createTestEnquiry(ctx, supplier.id, {
      wedding: budget(20_000, 99_000),
      guestsInitialTarget: '240',
      weddingDatePicker: dayPicker(2027, 12, 4),
    });
    await createTestEnquiry(ctx, supplier.id, {
      wedding: budget(0, 4_000),
      weddingDatePicker: {
        day: null,
        month: null,
        year: 2027,
        weekDay: null,
        season: 'spring',
        dayUndecided: true,
        monthUndecided: true,
        yearUndecided: false,
      },
    });
    await createTestEnquiry(ctx, supplier.id, {});
    // outside the default window, and another supplier's
    await createTestEnquiry(ctx, supplier.id, {
      wedding: budget(12_000, 14_000),
      guestsInitialTarget: '150',
      createdAt: monthsAgo(13),
      weddingDatePicker: dayPicker(2026, 9, 5),
    });
    const other = await photographer();
    await createTestEnquiry(ctx, other.supplier.id, { wedding: budget(12_000, 14_000), guestsInitialTarget: '30' });

    const res = await get(supplier.id, user.cookie, 'couple-intel');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CoupleIntel>();
    expect(body.months).toBe(12);
    expect(body.enquiries).toBe(5);
    expect(body.budget).toEqual({
      counts: { under5k: 1, from5kTo10k: 2, from10kTo15k: 0, from15kTo20k: 0, over20k: 1 },
      unknown: 1,
    });
    expect(body.guests).toEqual({
      counts: { upTo50: 0, from51To100: 2, from101To150: 0, from151To200: 0, over200: 1 },
      unknown: 2,
    });
    expect(body.weddingMonths.counts).toEqual({
      1: 0,
      2: 0,
      3: 0,
      4: 0,
      5: 0,
      6: 1,
      7: 1,
      8: 0,
      9: 0,
      10: 0,
      11: 0,
      12: 1,
    });
    expect(body.weddingMonths.unknown).toBe(2);
    expect(body.seasons).toEqual({ counts: { spring: 1, summer: 2, autumn: 0, winter: 1 }, unknown: 1 });
    expect(body.seasonOnly).toBe(1);

    // a longer window takes the older enquiry in
    const longer = (await get(supplier.id, user.cookie, 'couple-intel', '?months=24')).json<CoupleIntel>();
    expect(longer.enquiries).toBe(6);
    expect(longer.budget.counts.from10kTo15k).toBe(1);
    expect(longer.weddingMonths.counts[9]).toBe(1);
  });

  it('answers empty distributions for a supplier without enquiries', async () => {
    const { user, supplier } = await photographer();
    const body = (await get(supplier.id, user.cookie, 'couple-intel')).json<CoupleIntel>();
    expect(body.enquiries).toBe(0);
    expect(Object.values(body.budget.counts).every((n) => n === 0)).toBe(true);
    const lost = (await get(supplier.id, user.cookie, 'lost-bookings-to')).json<LostBookings>();
    expect(lost).toMatchObject({ category: 'photographer', lost: 0, competitors: [] });
  });

  it('counts the weddings booked with other suppliers of the category, per competitor, with public facts only', async () => {
    const { user, supplier } = await photographer();
    const rival = await photographer({ name: 'Rival Studio' });
    const second = await photographer({ name: 'Another Studio' });
    const venue = await createOwnedSupplier(ctx, { tier: 'classic', types: ['venue'] });
    const gone = await photographer({ name: 'Closed Studio', deleted: true });

    // couples who wrote to the supplier first
    const couples = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createTestCouple(ctx, supplier.id, {
          partnerName1: `Secret${i}`,
          email: `secret-${i}-${supplier.id.slice(0, 8)}@couple.example`,
        }),
      ),
    );
    const [a, b, c, d, e, f] = couples as [(typeof couples)[number], ...typeof couples];
    const sameCouple = async (other: string, couple: (typeof couples)[number]) =>
      createTestCouple(ctx, other, {
        email: `secret-${couples.indexOf(couple)}-${supplier.id.slice(0, 8)}@couple.example`,
      });
    // a and b booked the rival, c the second competitor, d the rival and the venue; e booked the supplier itself and
    // the rival; f a deleted studio
    for (const [competitor, couple] of [
      [rival.supplier.id, a],
      [rival.supplier.id, b],
      [second.supplier.id, c],
      [rival.supplier.id, d],
      [venue.supplier.id, d],
      [rival.supplier.id, e],
      [gone.supplier.id, f],
    ] as const) {
      const theirs = await sameCouple(competitor, couple!);
      expect(theirs.weddingId).toBe(couple!.weddingId);
      await bookTestCouple(ctx, competitor, theirs);
    }
    await bookTestCouple(ctx, supplier.id, e!);
    await ctx.database.db
      .update(enquiries)
      .set({ progress: ['booked'] })
      .where(eq(enquiries.id, e!.enquiryId));

    const res = await get(supplier.id, user.cookie, 'lost-bookings-to');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LostBookings>();
    expect(body).toEqual({
      months: 12,
      from: expect.any(String),
      category: 'photographer',
      lost: 4,
      competitors: [
        { publicId: rival.supplier.publicId, name: 'Rival Studio', category: 'photographer', bookings: 3 },
        { publicId: second.supplier.publicId, name: 'Another Studio', category: 'photographer', bookings: 1 },
      ],
    });
    // nothing of the couples, nor internal ids, in the answer
    for (const couple of couples) {
      for (const secret of [couple.weddingId, couple.coupleId, couple.enquiryId, couple.email])
        expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain(rival.supplier.id);

    // the rival sees the supplier's wins as nothing: the couples it lost are those the supplier booked
    const rivalView = (await get(rival.supplier.id, rival.user.cookie, 'lost-bookings-to')).json<LostBookings>();
    expect(rivalView.lost).toBe(0);
    expect(rivalView.competitors).toEqual([]);
  });

  it('lets every role of the supplier read, nobody else, and only from classic23', async () => {
    const { supplier } = await photographer();
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    for (const call of ['couple-intel', 'lost-bookings-to'] as const) {
      expect((await get(supplier.id, viewer.cookie, call)).statusCode).toBe(200);
      const stranger = await photographer();
      const foreign = await get(supplier.id, stranger.user.cookie, call);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('not-found');
      expect(foreign.body).not.toContain(supplier.name);
      for (const tier of ['free', 'lite', 'classic'] as const) {
        const low = await photographer({ tier });
        const refused = await get(low.supplier.id, low.user.cookie, call);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toMatchObject({
          code: 'tier-required',
          fields: { feature: 'tiers:features.coupleIntel', tier: 'tiers:names.classic23' },
        });
      }
      const expert = await photographer({ tier: 'expert' });
      expect((await get(expert.supplier.id, expert.user.cookie, call)).statusCode).toBe(200);
    }
  });

  it.each(['0', '25', '1.5', 'twelve', '-1'])(
    'refuses months=%s with the field’s key, changing nothing',
    async (months) => {
      const { user, supplier } = await photographer();
      const before = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
      for (const call of ['couple-intel', 'lost-bookings-to'] as const) {
        const res = await get(supplier.id, user.cookie, call, `?months=${months}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({ fields: { months: 'coupleIntel:errors.months' } });
      }
      expect(await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id))).toEqual(before);
    },
  );
});
