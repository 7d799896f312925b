import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceSchemesResponse } from '../../../domain/pricing/pricing-api.ts';
import type { SupplierPriceScheme } from '../../../domain/pricing/price-schemes.ts';
import { supplierPriceSchemes } from '../../db/schema/index.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addAdmin } from './test-helpers.ts';

describe('venue price schemes (/api/supplier/{id}/price-schemes)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string, rest = '') => `/api/supplier/${supplierId}/price-schemes${rest}`;
  const call = (user: CreatedUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    ctx.app.inject({ method, url: path, headers: { cookie: user.cookie }, payload });
  const list = async (user: CreatedUser, supplierId: string) =>
    (await call(user, 'GET', url(supplierId))).json<PriceSchemesResponse>();
  const add = async (user: CreatedUser, supplierId: string, body: object) => {
    const res = await call(user, 'POST', url(supplierId), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SupplierPriceScheme>();
  };
  const perHead = {
    name: 'Saturday per head',
    priceMethod: 'perHead',
    guestsType: 'minMax',
    priceMin: 8500,
    priceMax: 11000,
    guestsMin: 50,
    guestsMax: 150,
  };
  const venueHire = {
    name: 'Venue hire only',
    priceMethod: 'fixed',
    guestsType: 'guestIndependent',
    priceMin: 350000,
    priceMax: 500000,
  };

  it('adds schemes named by method × guests type, lists them by order with the listing fields', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const first = await add(user, supplier.id, perHead);
    expect(first).toMatchObject({
      priceType: 'pricePerHead',
      order: 0,
      currency: 'GBP',
      guestsMin: 50,
      guestsMax: 150,
      guests: null,
    });
    const second = await add(user, supplier.id, { ...venueHire, guestsMin: 10 });
    expect(second).toMatchObject({ priceType: 'venueHire', order: 1, guestsMin: null });
    const all = await list(user, supplier.id);
    expect(all.priceSchemes.map((s) => s.name)).toEqual(['Saturday per head', 'Venue hire only']);
    expect(all.listingFields).toMatchObject({
      packagesMinPricePp: 8500,
      packagesMaxPricePp: 11000,
      packagesMinNoOfGuests: 50,
      venueHireOnlyMinPrice: 350000,
      venueHireOnlyMaxPrice: 500000,
    });

    const saved = await call(user, 'PUT', url(supplier.id, `/${first.id}`), {
      ...perHead,
      priceMethod: 'fixed',
      guestsType: 'fixed',
      guests: 120,
      priceMin: 1200000,
      priceMax: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ priceType: 'totalInclusive', guests: 120, guestsMin: null, guestsMax: null });

    const reordered = await call(user, 'PUT', url(supplier.id, '/order'), { ids: [second.id, first.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<PriceSchemesResponse>().priceSchemes.map((s) => s.id)).toEqual([second.id, first.id]);

    expect((await call(user, 'DELETE', url(supplier.id, `/${second.id}`))).statusCode).toBe(204);
    expect((await list(user, supplier.id)).priceSchemes.map((s) => s.id)).toEqual([first.id]);
  });

  it('refuses a pairing outside the table and bad prices with field messages, writing nothing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const kept = await add(user, supplier.id, perHead);
    const wrongPair = await call(user, 'POST', url(supplier.id), { ...perHead, priceMethod: 'fixed' });
    expect(wrongPair.statusCode).toBe(400);
    expect(wrongPair.json().error.fields).toEqual({ guestsType: 'pricing:errors.guestsType' });
    const bad = await call(user, 'PUT', url(supplier.id, `/${kept.id}`), { ...perHead, name: '', priceMin: 'a lot' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ name: 'validation:required', priceMin: 'pricing:errors.amount' });
    const range = await call(user, 'PUT', url(supplier.id, `/${kept.id}`), { ...perHead, priceMin: 20000 });
    expect(range.json().error.fields).toEqual({ priceMax: 'pricing:errors.minAboveMax' });
    expect((await list(user, supplier.id)).priceSchemes).toMatchObject([
      { id: kept.id, name: perHead.name, priceMin: 8500 },
    ]);
  });

  it('is for venues only: 403 venue-only for a photographer, nothing written', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'] });
    const read = await call(user, 'GET', url(supplier.id));
    expect(read.statusCode).toBe(403);
    expect(read.json().error.code).toBe('venue-only');
    expect((await call(user, 'POST', url(supplier.id), perHead)).statusCode).toBe(403);
    expect(
      await ctx.database.db.select().from(supplierPriceSchemes).where(eq(supplierPriceSchemes.supplierId, supplier.id)),
    ).toEqual([]);
  });

  it('answers 404 for another supplier and its schemes', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const scheme = await add(owner, supplier.id, perHead);
    const { user: stranger, supplier: own } = await createOwnedSupplier(ctx);
    expect((await call(stranger, 'GET', url(supplier.id))).statusCode).toBe(404);
    expect((await call(stranger, 'POST', url(supplier.id), perHead)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url(supplier.id, `/${scheme.id}`), perHead)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url(supplier.id, '/order'), { ids: [scheme.id] })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url(supplier.id, `/${scheme.id}`))).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url(own.id, `/${scheme.id}`), perHead)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url(own.id, `/${scheme.id}`))).statusCode).toBe(404);
    expect((await list(owner, supplier.id)).priceSchemes).toHaveLength(1);
  });

  it('lets a viewer read but not write', async () => {
    const { user: viewer, supplier } = await createOwnedSupplier(ctx, { role: 'viewer' });
    const owner = await addAdmin(ctx, supplier.id);
    const scheme = await add(owner, supplier.id, perHead);
    expect((await list(viewer, supplier.id)).priceSchemes).toHaveLength(1);
    expect((await call(viewer, 'POST', url(supplier.id), perHead)).statusCode).toBe(403);
    expect((await call(viewer, 'PUT', url(supplier.id, `/${scheme.id}`), { ...perHead, name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call(viewer, 'PUT', url(supplier.id, '/order'), { ids: [scheme.id] })).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', url(supplier.id, `/${scheme.id}`))).statusCode).toBe(403);
    expect((await list(owner, supplier.id)).priceSchemes).toMatchObject([{ name: perHead.name }]);
  });
});
