import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountiesAnswer, SearchBoostAnswer } from '../../../domain/boosts-api.ts';
import type { PurchasesAnswer } from '../../../domain/purchases-api.ts';
import { paymentSessions, supplierAreas, suppliers, supplierUsers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const day = 24 * 60 * 60 * 1000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (user: CreatedUser, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } });
const get = (user: CreatedUser, url: string) => ctx.app.inject({ url, headers: { cookie: user.cookie } });
const rowOf = async (id: string) => (await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0]!;

/** Pays (or fails) a started checkout on the local test-mode page; answers where the payer lands. */
async function pay(
  user: CreatedUser,
  started: { statusCode: number; body: string; json: <T>() => T },
  outcome: 'pay' | 'fail' = 'pay',
) {
  expect(started.statusCode, started.body).toBe(200);
  const { url } = started.json<{ url: string }>();
  const page = await get(user, url);
  expect(page.statusCode).toBe(200);
  const done = await ctx.app.inject({
    method: 'POST',
    url,
    payload: `outcome=${outcome}`,
    headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { page: page.body, location: done.headers.location };
}

describe('search boost: TopSpot positions bought through the payments provider', () => {
  // a county of their own, so no other test's boosts take a position here
  const county = ['Rutland', 'England'];

  it('buys TOP2 for 30 days, applied by the payment event; buying it again extends it, another position waits', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: county });
    const before = (await get(user, `/api/supplier/${supplier.id}/search-boost`)).json<SearchBoostAnswer>();
    expect(before).toMatchObject({ county: 'Rutland', current: null, taken: [], days: 30 });
    expect(before.prices).toEqual([
      { value: 100, amount: 19_900, currency: 'GBP' },
      { value: 80, amount: 14_900, currency: 'GBP' },
      { value: 50, amount: 9_900, currency: 'GBP' },
    ]);

    const paid = await pay(
      user,
      await post(user, '/api/billing/search-boost/checkout', {
        supplierId: supplier.id,
        choice: { mode: 'generic', value: 80 },
      }),
    );
    expect(paid.page).toContain('Search boost TopSpot TOP2 (all searches), 30 days');
    expect(paid.location).toMatch(`/suppliers/search-boost/payment/success?id=${supplier.id}&checkout=`);
    const boosted = await rowOf(supplier.id);
    expect(boosted).toMatchObject({ searchBoost: 80, searchBoostActive: true, searchBoostForTypeActive: false });
    const endsAt = boosted.searchBoostEndsAt!.getTime();
    expect(Math.abs(endsAt - (Date.now() + 30 * day))).toBeLessThan(60_000);

    const other = await post(user, '/api/billing/search-boost/checkout', {
      supplierId: supplier.id,
      choice: { mode: 'generic', value: 100 },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({
      code: 'other-boost-running',
      fields: { choice: 'boosts:errors.other-boost-running' },
    });

    await pay(
      user,
      await post(user, '/api/billing/search-boost/checkout', {
        supplierId: supplier.id,
        choice: { mode: 'generic', value: 80 },
      }),
    );
    expect((await rowOf(supplier.id)).searchBoostEndsAt!.getTime()).toBe(endsAt + 30 * day);

    const purchases = (await get(user, `/api/supplier/${supplier.id}/purchases`)).json<PurchasesAnswer>().purchases;
    expect(purchases).toHaveLength(2);
    expect(purchases[0]).toMatchObject({
      kind: 'searchBoost',
      amount: 14_900,
      status: 'paid',
      details: { searchBoost: { mode: 'generic', value: 80 } },
    });
    const receipt = await get(user, purchases[0]!.receiptUrl!);
    expect(receipt.body).toContain('Search boost TopSpot TOP2 (all searches), 30 days');
  });

  it('holds each position for one business of a category in a county, generic and per venue type apart', async () => {
    const holder = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: ['Shetland', 'Scotland'] });
    await pay(
      holder.user,
      await post(holder.user, '/api/billing/search-boost/checkout', {
        supplierId: holder.supplier.id,
        choice: { mode: 'generic', value: 100 },
      }),
    );
    const rival = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: ['Shetland', 'Scotland'] });
    const seen = (await get(rival.user, `/api/supplier/${rival.supplier.id}/search-boost`)).json<SearchBoostAnswer>();
    expect(seen.taken).toEqual([expect.objectContaining({ mode: 'generic', value: 100, venueType: null })]);
    const taken = await post(rival.user, '/api/billing/search-boost/checkout', {
      supplierId: rival.supplier.id,
      choice: { mode: 'generic', value: 100 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('position-taken');
    await pay(
      rival.user,
      await post(rival.user, '/api/billing/search-boost/checkout', {
        supplierId: rival.supplier.id,
        choice: { mode: 'type', value: 100, venueType: 'barn' },
      }),
    );
    expect(await rowOf(rival.supplier.id)).toMatchObject({
      searchBoost: 0,
      searchBoostForType: 100,
      searchBoostForTypeActive: true,
      searchBoostType: 'barn',
    });
    // a florist there competes with florists only
    const florist = await createOwnedSupplier(ctx, {
      tier: 'expert',
      types: ['florist'],
      adminArea: ['Shetland', 'Scotland'],
    });
    expect(
      (await get(florist.user, `/api/supplier/${florist.supplier.id}/search-boost`)).json<SearchBoostAnswer>().taken,
    ).toEqual([]);
  });

  it('closes an earlier open boost checkout when another starts, so two boosts cannot both be paid', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: ['Angus', 'Scotland'] });
    const first = (
      await post(user, '/api/billing/search-boost/checkout', {
        supplierId: supplier.id,
        choice: { mode: 'generic', value: 100 },
      })
    ).json<{ url: string }>();
    const second = await pay(
      user,
      await post(user, '/api/billing/search-boost/checkout', {
        supplierId: supplier.id,
        choice: { mode: 'generic', value: 50 },
      }),
    );
    expect(second.location).toMatch(`/suppliers/search-boost/payment/success?id=${supplier.id}&checkout=`);
    // the first page can no longer be paid
    const late = await ctx.app.inject({
      method: 'POST',
      url: first.url,
      payload: 'outcome=pay',
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.headers.location).toBe(`/suppliers/search-boost/payment/failed?id=${supplier.id}`);
    expect(await rowOf(supplier.id)).toMatchObject({ searchBoost: 50, searchBoostActive: true });
    // a closed checkout bought nothing: it is not a purchase
    expect(
      (await get(user, `/api/supplier/${supplier.id}/purchases`))
        .json<PurchasesAnswer>()
        .purchases.map((purchase) => purchase.amount),
    ).toEqual([9_900]);
  });

  it('tells the page what this user may do: the lock below expert, buying for admins only', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      tier: 'classic',
      types: ['florist'],
      adminArea: ['Fife', 'Scotland'],
    });
    expect((await get(user, `/api/supplier/${supplier.id}/search-boost`)).json<SearchBoostAnswer>()).toMatchObject({
      isVenue: false,
      lockedBelow: 'expert',
      canBuy: false,
    });
    const venue = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: ['Fife', 'Scotland'] });
    expect(
      (await get(venue.user, `/api/supplier/${venue.supplier.id}/search-boost`)).json<SearchBoostAnswer>(),
    ).toMatchObject({ isVenue: true, lockedBelow: null, canBuy: true });
    const viewer = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: venue.supplier.id, userId: viewer.id, role: 'viewer' });
    expect(
      (await get(viewer, `/api/supplier/${venue.supplier.id}/search-boost`)).json<SearchBoostAnswer>(),
    ).toMatchObject({ lockedBelow: null, canBuy: false });
  });

  it('grants nothing when the payment fails', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: ['Orkney', 'Scotland'] });
    const failed = await pay(
      user,
      await post(user, '/api/billing/search-boost/checkout', {
        supplierId: supplier.id,
        choice: { mode: 'generic', value: 50 },
      }),
      'fail',
    );
    expect(failed.location).toBe(`/suppliers/search-boost/payment/failed?id=${supplier.id}`);
    expect(await rowOf(supplier.id)).toMatchObject({
      searchBoost: 0,
      searchBoostActive: false,
      searchBoostEndsAt: null,
    });
  });

  it('refuses below expert, other roles, other businesses and bad input, with nothing started', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic23', adminArea: ['Moray', 'Scotland'] });
    const locked = await post(user, '/api/billing/search-boost/checkout', {
      supplierId: supplier.id,
      choice: { mode: 'generic', value: 50 },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('tier-required');
    const expert = await createOwnedSupplier(ctx, {
      tier: 'expert',
      types: ['photo'],
      adminArea: ['Moray', 'Scotland'],
    });
    const editor = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: expert.supplier.id, userId: editor.id, role: 'editor' });
    expect(
      (
        await post(editor, '/api/billing/search-boost/checkout', {
          supplierId: expert.supplier.id,
          choice: { mode: 'generic', value: 50 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(user, '/api/billing/search-boost/checkout', {
          supplierId: expert.supplier.id,
          choice: { mode: 'generic', value: 50 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(user, `/api/supplier/${expert.supplier.id}/search-boost`)).statusCode).toBe(404);
    for (const choice of [
      { mode: 'generic', value: 70 },
      { mode: 'type', value: 50, venueType: 'igloo' },
      { mode: 'none' },
    ]) {
      const bad = await post(expert.user, '/api/billing/search-boost/checkout', {
        supplierId: expert.supplier.id,
        choice,
      });
      expect(bad.statusCode, JSON.stringify(choice)).toBe(400);
    }
    const notVenue = await post(expert.user, '/api/billing/search-boost/checkout', {
      supplierId: expert.supplier.id,
      choice: { mode: 'type', value: 50, venueType: 'barn' },
    });
    expect(notVenue.json().error.code).toBe('not-a-venue');
    expect(
      await ctx.database.db.select().from(paymentSessions).where(eq(paymentSessions.supplierId, expert.supplier.id)),
    ).toEqual([]);
  });
});

describe('counties: the multi-county boost', () => {
  it('serves the UK list as /static/location/uk.json and the other markets’ likewise', async () => {
    const uk = await ctx.app.inject({ url: '/static/location/uk.json' });
    expect(uk.statusCode).toBe(200);
    expect(uk.json()).toContain('Greater London');
    expect((await ctx.app.inject({ url: '/static/location/de.json' })).json()).toContain('Bayern');
    expect((await ctx.app.inject({ url: '/static/location/xx.json' })).statusCode).toBe(404);
  });

  it('buys two counties for 30 days each; buying one again extends it; they are listed with their ends', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic', types: ['florist'] });
    const empty = (await get(user, `/api/supplier/${supplier.id}/locations`)).json<CountiesAnswer>();
    expect(empty).toMatchObject({
      country: 'GB',
      homeCounty: 'Greater London',
      areas: [],
      price: { amount: 3_900, currency: 'GBP' },
      days: 30,
      allowed: true,
    });

    const paid = await pay(
      user,
      await post(user, '/api/billing/counties/checkout', {
        supplierId: supplier.id,
        counties: ['Surrey', 'Kent', 'Kent'],
      }),
    );
    expect(paid.page).toContain('2 additional counties (Kent, Surrey), 30 days');
    expect(paid.page).toContain('£78.00');
    expect(paid.location).toMatch(/^\/locations\?payment=success&checkout=[\w-]+$/);
    const areas = (await get(user, `/api/supplier/${supplier.id}/locations`)).json<CountiesAnswer>().areas;
    expect(areas.map((area) => area.county)).toEqual(['Kent', 'Surrey']);
    const kentEnd = new Date(areas[0]!.endsAt).getTime();

    await pay(
      user,
      await post(user, '/api/billing/counties/checkout', { supplierId: supplier.id, counties: ['Kent'] }),
    );
    const [kent] = await ctx.database.db
      .select()
      .from(supplierAreas)
      .where(and(eq(supplierAreas.county, 'Kent'), eq(supplierAreas.supplierId, supplier.id)));
    expect(kent!.endsAt.getTime()).toBe(kentEnd + 30 * day);
    const purchases = (await get(user, `/api/supplier/${supplier.id}/purchases`)).json<PurchasesAnswer>().purchases;
    expect(purchases.map((purchase) => [purchase.kind, purchase.amount])).toEqual([
      ['counties', 3_900],
      ['counties', 7_800],
    ]);
  });

  it('refuses what the rules refuse (400 naming it), a tier below multi-county (403), other roles and businesses; pay per enquiry opens it at free', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic', types: ['florist'] });
    for (const [counties, key] of [
      [[], 'none-chosen'],
      [['Atlantis'], 'unknown-county'],
      [['Greater London'], 'home-county'],
      [['Bayern'], 'unknown-county'],
    ] as const) {
      const res = await post(user, '/api/billing/counties/checkout', { supplierId: supplier.id, counties });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error.fields).toEqual({ counties: `boosts:errors.${key}` });
    }
    expect(
      (await post(user, '/api/billing/counties/checkout', { supplierId: supplier.id, counties: 'Kent' })).statusCode,
    ).toBe(400);
    expect(
      await ctx.database.db.select().from(paymentSessions).where(eq(paymentSessions.supplierId, supplier.id)),
    ).toEqual([]);

    const lite = await createOwnedSupplier(ctx, { tier: 'lite', types: ['florist'] });
    expect((await get(lite.user, `/api/supplier/${lite.supplier.id}/locations`)).json<CountiesAnswer>().allowed).toBe(
      false,
    );
    const refused = await post(lite.user, '/api/billing/counties/checkout', {
      supplierId: lite.supplier.id,
      counties: ['Kent'],
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await post(user, '/api/billing/counties/checkout', { supplierId: lite.supplier.id, counties: ['Kent'] }))
        .statusCode,
    ).toBe(404);
    expect((await get(user, `/api/supplier/${lite.supplier.id}/locations`)).statusCode).toBe(404);
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    expect(
      (await post(editor, '/api/billing/counties/checkout', { supplierId: supplier.id, counties: ['Kent'] }))
        .statusCode,
    ).toBe(403);

    const ppe = await createOwnedSupplier(ctx, { tier: 'free', types: ['florist'], payPerEnquiry: true });
    expect((await get(ppe.user, `/api/supplier/${ppe.supplier.id}/locations`)).json<CountiesAnswer>().allowed).toBe(
      true,
    );
    expect(
      (await post(ppe.user, '/api/billing/counties/checkout', { supplierId: ppe.supplier.id, counties: ['Kent'] }))
        .statusCode,
    ).toBe(200);
  });
});
