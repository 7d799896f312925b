import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, OfferSaveResponse, OffersResponse } from '../../../domain/offers/offers-api.ts';
import { supplierOffers, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** A calendar day `days` from now, YYYY-MM-DD (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const midweek = {
  title: 'Midweek magic',
  description: 'Tuesday to Thursday weddings.',
  discountType: 'percentOff',
  discountValue: 15,
  expiration: true,
  expiryDate: inDays(90),
};

describe('special offers (/offers)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string, type?: string) => `/api/supplier/${supplierId}/offers${type ? `/${type}` : ''}`;
  const save = (user: CreatedUser, supplierId: string, type: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: url(supplierId, type), payload, headers: { cookie: user.cookie } });
  const remove = (user: CreatedUser, supplierId: string, type: string) =>
    ctx.app.inject({ method: 'DELETE', url: url(supplierId, type), headers: { cookie: user.cookie } });
  const list = async (user: CreatedUser, supplierId: string) =>
    (await ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } })).json<OffersResponse>().offers;
  const listing = async (user: CreatedUser, supplierId: string) =>
    (await ctx.app.inject({ url: `/api/supplier/${supplierId}/listing`, headers: { cookie: user.cookie } })).json<{
      listing: Record<string, unknown>;
    }>().listing;
  const rows = (supplierId: string) =>
    ctx.database.db.select().from(supplierOffers).where(eq(supplierOffers.supplierId, supplierId));
  const profileHtml = async (user: CreatedUser, supplierId: string) => {
    const link = (
      await ctx.app.inject({ url: `/api/supplier/${supplierId}/profile-link`, headers: { cookie: user.cookie } })
    ).json<{ url: string }>().url;
    return (await ctx.app.inject({ url: new URL(link).pathname })).body;
  };
  const liteVenue = () => createOwnedSupplier(ctx, { tier: 'lite' });

  it('saves one offer per type, active and live, replaces it on the next save, and the listing carries it', async () => {
    const { user, supplier } = await liteVenue();
    const first = await save(user, supplier.id, 'midweek', midweek);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<OfferSaveResponse>().offer!;
    expect(saved).toMatchObject({
      type: 'midweek',
      title: 'Midweek magic',
      discountType: 'percentOff',
      discountValue: 15,
      discount: null,
      expiration: true,
      expiryDate: midweek.expiryDate,
      lateDates: [],
      active: true,
      live: true,
    });
    expect(saved.id).toEqual(expect.any(String));
    const again = (
      await save(user, supplier.id, 'midweek', {
        ...midweek,
        title: 'Midweek magic, again',
        discountType: 'absoluteOff',
        discountValue: 500,
        expiration: false,
      })
    ).json<OfferSaveResponse>().offer!;
    expect(again).toMatchObject({
      title: 'Midweek magic, again',
      discountType: 'absoluteOff',
      discountValue: 500,
      expiration: false,
      expiryDate: null,
      // the same offer, replaced: its id stays
      id: saved.id,
      createdAt: saved.createdAt,
    });
    await save(user, supplier.id, 'custom', {
      title: 'Free champagne',
      discountType: 'other',
      discountValue: 3,
      details: 'A bottle for the couple',
    });
    const offers = await list(user, supplier.id);
    expect(offers.map((o) => [o.type, o.discountValue, o.details])).toEqual([
      ['midweek', 500, ''],
      ['custom', null, 'A bottle for the couple'],
    ]);
    expect(await rows(supplier.id)).toHaveLength(2);
    const specialOffers = (await listing(user, supplier.id)).specialOffers as Record<string, { title: string } | null>;
    expect(specialOffers.midweek?.title).toBe('Midweek magic, again');
    expect(specialOffers.seasonal).toBeNull();
    const html = await profileHtml(user, supplier.id);
    expect(html).toContain('Midweek magic, again');
    expect(html).toContain('A bottle for the couple');
  });

  it('refuses each rule of section 5 with its message key, writing nothing', async () => {
    const { user, supplier } = await liteVenue();
    const fieldsOf = async (type: string, payload: object) => {
      const res = await save(user, supplier.id, type, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await fieldsOf('midweek', { ...midweek, title: '  ' })).toEqual({ title: 'offers:validationError' });
    expect(await fieldsOf('midweek', { ...midweek, discountValue: 100 })).toEqual({
      discountValue: 'offers:errors.percentRange',
    });
    expect(await fieldsOf('midweek', { ...midweek, discountValue: 0 })).toEqual({
      discountValue: 'offers:errors.percentRange',
    });
    expect(await fieldsOf('seasonal', { ...midweek, discountType: 'setValue', discountValue: 0.5 })).toEqual({
      discountValue: 'offers:dealValueEmpty',
    });
    expect(await fieldsOf('seasonal', { ...midweek, discountType: 'absoluteOff', discountValue: -20 })).toEqual({
      discountValue: 'offers:dealValueEmpty',
    });
    expect(await fieldsOf('seasonal', { ...midweek, discountType: 'absoluteOff', discountValue: 5_000_000 })).toEqual({
      discountValue: 'offers:errors.valueTooHigh',
    });
    expect(await fieldsOf('custom', { ...midweek, discountType: 'other', details: '' })).toEqual({
      details: 'offers:errors.details',
    });
    expect(await fieldsOf('midweek', { ...midweek, expiryDate: null })).toEqual({ expiryDate: 'offers:errors.expiry' });
    expect(await fieldsOf('midweek', { ...midweek, expiryDate: inDays(-2) })).toEqual({
      expiryDate: 'offers:errors.expiryPast',
    });
    expect(await fieldsOf('lateAvailability', { ...midweek, lateDates: [] })).toEqual({
      lateDates: 'offers:errors.lateDates',
    });
    expect(
      await fieldsOf('lateAvailability', { ...midweek, lateDates: [inDays(3), inDays(-3), inDays(3), '2027-02-30'] }),
    ).toEqual({
      'lateDates.1': 'offers:errors.lateDatePast',
      'lateDates.2': 'offers:errors.lateDateRepeated',
      'lateDates.3': 'offers:errors.lateDate',
    });
    expect(await fieldsOf('bbDiscount', { choice: '15', expiryDate: inDays(10) })).toEqual({
      choice: 'offers:errors.discountType',
    });
    expect(await fieldsOf('bbDiscount', { choice: 'other', details: '', expiryDate: null })).toEqual({
      details: 'offers:errors.otherDiscount',
      expiryDate: 'offers:errors.expiry',
    });
    expect((await save(user, supplier.id, 'others', midweek)).statusCode).toBe(400);
    expect(await rows(supplier.id)).toHaveLength(0);
  });

  it('late availability is live while a date is to come, and the brand discount is removed when set to none', async () => {
    const { user, supplier } = await liteVenue();
    const late = (
      await save(user, supplier.id, 'lateAvailability', {
        title: 'Last-minute dates',
        discountType: 'setValue',
        discountValue: 4000,
        lateDates: [inDays(20), inDays(5)],
      })
    ).json<OfferSaveResponse>().offer!;
    expect(late).toMatchObject({ lateDates: [inDays(5), inDays(20)], live: true, expiryDate: null });
    const brand = await save(user, supplier.id, 'bbDiscount', { choice: '10', expiryDate: inDays(30) });
    expect(brand.json<OfferSaveResponse>().offer).toMatchObject({
      type: 'bbDiscount',
      discountType: 'percentOff',
      discountValue: 10,
      discount: '10',
      expiration: true,
      expiryDate: inDays(30),
    });
    expect(await listing(user, supplier.id)).toMatchObject({
      bbDiscount: '10',
      bbDiscountExpiry: Date.parse(`${inDays(30)}T23:59:59Z`),
      bbDiscountOtherDetails: '',
    });
    await save(user, supplier.id, 'bbDiscount', {
      choice: 'other',
      details: 'A free cake tasting',
      expiryDate: inDays(30),
    });
    expect(await listing(user, supplier.id)).toMatchObject({
      bbDiscount: 'other',
      bbDiscountOtherDetails: 'A free cake tasting',
    });
    const none = await save(user, supplier.id, 'bbDiscount', { choice: 'none' });
    expect(none.json<OfferSaveResponse>()).toEqual({ offer: null });
    expect(await listing(user, supplier.id)).toMatchObject({ bbDiscount: '', bbDiscountExpiry: 0 });
    expect((await list(user, supplier.id)).map((o) => o.type)).toEqual(['lateAvailability']);
  });

  it('deletes an offer; a type without one is ‘Cannot delete offer - missing offer data!’', async () => {
    const { user, supplier } = await liteVenue();
    await save(user, supplier.id, 'seasonal', midweek);
    expect((await remove(user, supplier.id, 'seasonal')).statusCode).toBe(204);
    expect((await listing(user, supplier.id)).specialOffers).toMatchObject({ seasonal: null });
    const missing = await remove(user, supplier.id, 'seasonal');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(
      'Cannot delete offer - missing offer data!',
    );
    expect(await profileHtml(user, supplier.id)).not.toContain('Midweek magic');
  });

  it('hides an offer from couples once the plan no longer has it, and the supplier can still delete it', async () => {
    const { user, supplier } = await liteVenue();
    await save(user, supplier.id, 'midweek', midweek);
    expect(await profileHtml(user, supplier.id)).toContain('Midweek magic');
    await ctx.database.db.update(suppliers).set({ tier: 'free' }).where(eq(suppliers.id, supplier.id));
    // as a plan change does: the kept page is dropped
    await ctx.database.changes.publish('supplier', supplier.id);
    expect(await profileHtml(user, supplier.id)).not.toContain('Midweek magic');
    expect((await save(user, supplier.id, 'midweek', midweek)).statusCode).toBe(403);
    expect((await remove(user, supplier.id, 'midweek')).statusCode).toBe(204);
    expect(await rows(supplier.id)).toHaveLength(0);
  });

  it('opens each type at its tier (venues lite; non-venues: offers classic, the discount free), to editors of the supplier only', async () => {
    const freeVenue = await createOwnedSupplier(ctx, { tier: 'free' });
    const refused = await save(freeVenue.user, freeVenue.supplier.id, 'midweek', midweek);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('tier-required');
    expect(
      (await save(freeVenue.user, freeVenue.supplier.id, 'bbDiscount', { choice: '5', expiryDate: inDays(9) }))
        .statusCode,
    ).toBe(403);
    const liteFlorist = await createOwnedSupplier(ctx, { tier: 'lite', types: ['florist'] });
    expect((await save(liteFlorist.user, liteFlorist.supplier.id, 'midweek', midweek)).statusCode).toBe(403);
    const freeFlorist = await createOwnedSupplier(ctx, { tier: 'free', types: ['florist'] });
    expect(
      (await save(freeFlorist.user, freeFlorist.supplier.id, 'bbDiscount', { choice: '5', expiryDate: inDays(9) }))
        .statusCode,
    ).toBe(200);
    const classicFlorist = await createOwnedSupplier(ctx, { tier: 'classic', types: ['florist'] });
    expect((await save(classicFlorist.user, classicFlorist.supplier.id, 'custom', midweek)).statusCode).toBe(200);

    const { user, supplier } = await liteVenue();
    await save(user, supplier.id, 'midweek', midweek);
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await save(viewer, supplier.id, 'midweek', { ...midweek, title: 'Viewer’s' })).statusCode).toBe(403);
    expect((await remove(viewer, supplier.id, 'midweek')).statusCode).toBe(403);
    expect((await list(viewer, supplier.id)).map((o: Offer) => o.title)).toEqual(['Midweek magic']);
    const stranger = await liteVenue();
    for (const res of [
      await save(stranger.user, supplier.id, 'midweek', midweek),
      await remove(stranger.user, supplier.id, 'midweek'),
      await ctx.app.inject({ url: url(supplier.id), headers: { cookie: stranger.user.cookie } }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await rows(supplier.id)).map((row) => row.title)).toEqual(['Midweek magic']);
  });

  it('publishes the spec’s offer fields in the OpenAPI document', async () => {
    const fields = await answerFieldsOf(ctx.app, 'GET', '/api/supplier/{supplierId}/offers', 'offers.[]');
    expect(fields).toEqual(
      expect.arrayContaining(['id', 'title', 'details', 'description', 'discount', 'discountType', 'discountValue']),
    );
    expect(fields).toEqual(
      expect.arrayContaining(['type', 'active', 'lateDates', 'expiration', 'expiryDate', 'createdAt']),
    );
  });
});
