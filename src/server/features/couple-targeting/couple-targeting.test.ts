import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TargetingMatches, TargetingResponse } from '../../../domain/couple-targeting-api.ts';
import { supplierListings, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { dayPicker } from '../../test/booking-factory.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const year = new Date().getUTCFullYear() + 1;
/** Weddings next year, in winter and in summer; their weekdays come from the dates. */
const winterDay = dayPicker(year, 12, 4);
const summerDay = dayPicker(year, 6, 11);
const weekdayOf = (picker: typeof winterDay) =>
  ['sunday', 'monThurs', 'monThurs', 'monThurs', 'monThurs', 'friday', 'saturday'][
    new Date(Date.UTC(picker.year!, picker.month! - 1, picker.day!)).getUTCDay()
  ];
const targeting = {
  targetingBudget: { gte: 0, lte: 20_000 },
  targetingSeason: 'winter',
  targetingWeekday: weekdayOf(winterDay),
  targetingYear: year,
};

describe('couple targeting (/couple-targeting)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string) => `/api/supplier/${supplierId}/targeting`;
  const get = (user: CreatedUser, supplierId: string) =>
    ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } });
  const save = (user: CreatedUser, supplierId: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: url(supplierId), payload, headers: { cookie: user.cookie } });
  const preview = (user: CreatedUser, supplierId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${url(supplierId)}/matches`, payload, headers: { cookie: user.cookie } });
  const stored = async (supplierId: string) =>
    (await ctx.database.db.select().from(supplierListings).where(eq(supplierListings.supplierId, supplierId)))[0]
      ?.listing.targeting;

  /**
   * A supplier with three enquiries: a small winter wedding, a big summer one with a big budget, and one that has
   * decided nothing.
   */
  async function withEnquiries(tier = 'free') {
    const owned = await createOwnedSupplier(ctx, { tier });
    await createTestEnquiry(ctx, owned.supplier.id, {
      weddingDatePicker: winterDay,
      guestsInitialTarget: '80',
      wedding: { budget: { min: 5_000, max: 10_000 } },
    });
    await createTestEnquiry(ctx, owned.supplier.id, {
      weddingDatePicker: summerDay,
      guestsInitialTarget: '150',
      wedding: { budget: { min: 25_000, max: 40_000 } },
    });
    await createTestEnquiry(ctx, owned.supplier.id);
    return owned;
  }

  it('starts empty, saves the targeting into the listing and counts the enquiries that fit every set criterion', async () => {
    const { user, supplier } = await withEnquiries();
    const first = await get(user, supplier.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TargetingResponse>()).toEqual({
      targeting: {
        targetingBudget: { gte: null, lte: null },
        targetingGuests: { gte: null, lte: null },
        targetingSeason: null,
        targetingWeekday: null,
        targetingYear: null,
      },
      matches: { matching: 3, total: 3 },
    });

    const saved = await save(user, supplier.id, targeting);
    expect(saved.statusCode, saved.body).toBe(200);
    // the winter wedding and the undecided couple; the summer wedding is out by season and budget
    expect(saved.json<TargetingResponse>()).toEqual({
      targeting: {
        targetingBudget: { gte: 0, lte: 20_000 },
        targetingGuests: { gte: null, lte: null },
        targetingSeason: 'winter',
        targetingWeekday: targeting.targetingWeekday,
        targetingYear: { gte: year, lte: year },
      },
      matches: { matching: 2, total: 3 },
    });
    expect(await stored(supplier.id)).toMatchObject({
      targetingSeason: 'winter',
      targetingYear: { gte: year, lte: year },
    });

    // the cap: 40000 is stored as 99000 ("40k or more"); "all" is none; the last year option takes later years too
    const lastYear = new Date().getUTCFullYear() + 3;
    const wide = (
      await save(user, supplier.id, {
        ...targeting,
        targetingBudget: { gte: 20_000, lte: 40_000 },
        targetingSeason: 'all',
        targetingWeekday: 'all',
        targetingYear: lastYear,
      })
    ).json<TargetingResponse>();
    expect(wide.targeting).toMatchObject({
      targetingBudget: { gte: 20_000, lte: 99_000 },
      targetingSeason: null,
      targetingWeekday: null,
      targetingYear: { gte: lastYear, lte: null },
    });
    expect(wide.matches).toEqual({ matching: 1, total: 3 });
    expect((await get(user, supplier.id)).json<TargetingResponse>().targeting.targetingBudget).toEqual({
      gte: 20_000,
      lte: 99_000,
    });
  });

  it('previews the count of a targeting being chosen without saving it', async () => {
    const { user, supplier } = await withEnquiries();
    const summer = await preview(user, supplier.id, {
      ...targeting,
      targetingBudget: { gte: 0, lte: 40_000 },
      targetingSeason: 'summer',
      targetingWeekday: weekdayOf(summerDay),
    });
    expect(summer.statusCode, summer.body).toBe(200);
    expect(summer.json<TargetingMatches>()).toEqual({ matching: 2, total: 3 });
    expect(await stored(supplier.id)).toBeUndefined();
  });

  it('refuses reversed ranges, an unknown season or weekday, a year not offered and absurd amounts, writing nothing', async () => {
    const { user, supplier } = await withEnquiries();
    await save(user, supplier.id, targeting);
    const before = await stored(supplier.id);
    const fields = async (payload: object) => {
      const response = await save(user, supplier.id, { ...targeting, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.fields as Record<string, string>;
    };
    expect(await fields({ targetingBudget: { gte: 15_000, lte: 5_000 } })).toEqual({
      targetingBudget: 'coupleTargeting:errors.budgetReversed',
    });
    expect(await fields({ targetingSeason: 'monsoon' })).toEqual({ targetingSeason: 'coupleTargeting:errors.season' });
    expect(await fields({ targetingWeekday: 'tuesday' })).toEqual({
      targetingWeekday: 'coupleTargeting:errors.weekday',
    });
    expect(await fields({ targetingYear: 2020 })).toEqual({ targetingYear: 'coupleTargeting:errors.year' });
    expect(await fields({ targetingBudget: { gte: -5, lte: 50_000 } })).toEqual({
      'targetingBudget.gte': 'coupleTargeting:errors.budget',
      'targetingBudget.lte': 'coupleTargeting:errors.budget',
    });
    expect(await fields({ targetingBudget: null, targetingSeason: undefined })).toEqual({
      targetingBudget: 'coupleTargeting:errors.budget',
      targetingSeason: 'coupleTargeting:errors.season',
    });
    expect((await preview(user, supplier.id, { ...targeting, targetingSeason: 'monsoon' })).statusCode).toBe(400);
    expect(await stored(supplier.id)).toEqual(before);
  });

  it('needs classic23 for the guest range; below it a save keeps the stored range, which no longer counts', async () => {
    const free = await withEnquiries();
    const refused = await save(free.user, free.supplier.id, { ...targeting, targetingGuests: { gte: 50, lte: 120 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('tier-required');
    expect(
      (await preview(free.user, free.supplier.id, { ...targeting, targetingGuests: { gte: 50, lte: 120 } })).statusCode,
    ).toBe(403);
    expect(await stored(free.supplier.id)).toBeUndefined();

    const { user, supplier } = await withEnquiries('classic23');
    const all = {
      ...targeting,
      targetingBudget: { gte: 0, lte: 40_000 },
      targetingSeason: 'all',
      targetingWeekday: 'all',
      targetingYear: null,
    };
    expect(
      (await save(user, supplier.id, { ...all, targetingGuests: { gte: 120, lte: 50 } })).json().error.fields,
    ).toEqual({ targetingGuests: 'coupleTargeting:errors.guestsReversed' });
    expect(
      (await save(user, supplier.id, { ...all, targetingGuests: { gte: 10, lte: 300 } })).json().error.fields,
    ).toEqual({
      'targetingGuests.gte': 'coupleTargeting:errors.guests',
      'targetingGuests.lte': 'coupleTargeting:errors.guests',
    });
    const guests = (
      await save(user, supplier.id, { ...all, targetingGuests: { gte: 50, lte: 120 } })
    ).json<TargetingResponse>();
    // 80 guests fit, 150 do not, unknown never excludes
    expect(guests).toMatchObject({
      targeting: { targetingGuests: { gte: 50, lte: 120 } },
      matches: { matching: 2, total: 3 },
    });
    // the slider's ends are open: 260 is "260 or more"
    expect((await preview(user, supplier.id, { ...all, targetingGuests: { gte: 100, lte: 260 } })).json()).toEqual({
      matching: 2,
      total: 3,
    });

    await ctx.database.db.update(suppliers).set({ tier: 'free' }).where(eq(suppliers.id, supplier.id));
    const kept = (await save(user, supplier.id, all)).json<TargetingResponse>();
    expect(kept).toMatchObject({
      targeting: { targetingGuests: { gte: 50, lte: 120 } },
      matches: { matching: 3, total: 3 },
    });
    await ctx.database.db.update(suppliers).set({ tier: 'classic23' }).where(eq(suppliers.id, supplier.id));
    expect(
      (await save(user, supplier.id, { ...all, targetingGuests: null })).json<TargetingResponse>().targeting
        .targetingGuests,
    ).toEqual({ gte: null, lte: null });
  });

  it('is kept by the listing editor’s save, which cannot write it', async () => {
    const { user, supplier } = await withEnquiries();
    await save(user, supplier.id, targeting);
    const before = await stored(supplier.id);
    const listing = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/listing`,
      headers: { cookie: user.cookie },
    });
    expect(listing.json<{ listing: { targeting: unknown } }>().listing.targeting).toEqual({
      targetingGuests: { gte: null, lte: null },
      ...(before as object),
    });
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/${supplier.id}/listing`,
      headers: { cookie: user.cookie },
      payload: {
        name: 'The Granary',
        email: 'events@granary.example',
        phone: '020 7946 0018',
        website: 'granary.example',
        address: '1 Test Lane',
        postcode: 'SW1A 1AA',
        town: 'London',
        county: 'Greater London',
        country: 'England',
        targeting: { targetingSeason: 'summer' },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await stored(supplier.id)).toEqual(before);
  });

  it('is the free tier’s (unverified is refused), read by every role, changed by editors, and never another supplier’s', async () => {
    const unverified = await createOwnedSupplier(ctx, { tier: 'unverified' });
    for (const response of [
      await get(unverified.user, unverified.supplier.id),
      await save(unverified.user, unverified.supplier.id, targeting),
      await preview(unverified.user, unverified.supplier.id, targeting),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('tier-required');
    }

    const { user, supplier } = await withEnquiries();
    await save(user, supplier.id, targeting);
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await get(viewer, supplier.id)).json<TargetingResponse>().matches).toEqual({ matching: 2, total: 3 });
    expect((await preview(viewer, supplier.id, { ...targeting, targetingSeason: 'all' })).statusCode).toBe(200);
    const refused = await save(viewer, supplier.id, { ...targeting, targetingSeason: 'summer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('role-required');

    const stranger = await withEnquiries();
    expect((await get(stranger.user, supplier.id)).statusCode).toBe(404);
    expect((await save(stranger.user, supplier.id, { ...targeting, targetingSeason: 'summer' })).statusCode).toBe(404);
    expect((await preview(stranger.user, supplier.id, targeting)).statusCode).toBe(404);
    expect(await stored(supplier.id)).toMatchObject({ targetingSeason: 'winter' });
  });
});
