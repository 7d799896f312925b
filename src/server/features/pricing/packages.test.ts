import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierPackage } from '../../../domain/pricing/packages.ts';
import type { PackagesResponse } from '../../../domain/pricing/pricing-api.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { addAdmin } from './test-helpers.ts';

describe('packages (/api/supplier/{id}/packages)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string, rest = '') => `/api/supplier/${supplierId}/packages${rest}`;
  const call = (user: CreatedUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    ctx.app.inject({ method, url: path, headers: { cookie: user.cookie }, payload });
  const list = async (user: CreatedUser, supplierId: string) =>
    (await call(user, 'GET', url(supplierId))).json<PackagesResponse>();
  const add = async (user: CreatedUser, supplierId: string, body: object) => {
    const res = await call(user, 'POST', url(supplierId), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SupplierPackage>();
  };

  it('adds packages with the inclusions of the category and lists them by order then price', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'], currency: 'EUR' });
    const empty = await list(user, supplier.id);
    expect(empty).toMatchObject({ packages: [], currency: 'EUR' });
    expect(empty.inclusions).toContain('secondPhotographer');

    const full = await add(user, supplier.id, {
      name: ' Full day ',
      price: 180000,
      included: ['printedAlbum', 'onlineGallery'],
      hoursMin: 8,
      hoursMax: 10,
    });
    expect(full).toMatchObject({
      name: 'Full day',
      price: 180000,
      currency: 'EUR',
      included: ['onlineGallery', 'printedAlbum'],
      hoursMin: 8,
      hoursMax: 10,
      guestsMin: null,
      order: 0,
    });
    const half = await add(user, supplier.id, {
      name: 'Half day',
      description: 'Ceremony and portraits',
      price: 90000,
    });
    expect(half.order).toBe(1);
    expect((await list(user, supplier.id)).packages.map((p) => p.name)).toEqual(['Full day', 'Half day']);

    // equal order: the cheaper first
    const reordered = await call(user, 'PUT', url(supplier.id, '/order'), { ids: [half.id, full.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<PackagesResponse>().packages.map((p) => [p.name, p.order])).toEqual([
      ['Half day', 0],
      ['Full day', 1],
    ]);
  });

  it('edits and deletes a package', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const created = await add(user, supplier.id, {
      name: 'Winter wedding',
      price: 500000,
      included: ['exclusiveUse'],
      guestsMin: 40,
      guestsMax: 80,
    });
    const saved = await call(user, 'PUT', url(supplier.id, `/${created.id}`), {
      name: 'Winter wedding 2027',
      price: 550000,
      included: ['exclusiveUse', 'bridalSuite'],
      guestsMin: 40,
      guestsMax: 90,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Winter wedding 2027',
      price: 550000,
      included: ['exclusiveUse', 'bridalSuite'],
      guestsMax: 90,
    });
    expect((await call(user, 'DELETE', url(supplier.id, `/${created.id}`))).statusCode).toBe(204);
    expect((await list(user, supplier.id)).packages).toEqual([]);
    expect((await call(user, 'DELETE', url(supplier.id, `/${created.id}`))).statusCode).toBe(404);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const created = await add(user, supplier.id, { name: 'Kept', price: 1000 });
    const bad = await call(user, 'POST', url(supplier.id), { name: '', price: -5, included: ['printedAlbum'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'validation',
      fields: { name: 'validation:required', price: 'pricing:errors.amount', included: 'pricing:errors.included' },
    });
    const range = await call(user, 'PUT', url(supplier.id, `/${created.id}`), {
      name: 'Changed',
      price: 1000,
      guestsMin: 100,
      guestsMax: 10,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.fields).toEqual({ guestsMax: 'pricing:errors.minAboveMax' });
    const partialOrder = await call(user, 'PUT', url(supplier.id, '/order'), { ids: ['someone-else'] });
    expect(partialOrder.statusCode).toBe(400);
    expect(partialOrder.json().error.fields).toEqual({ ids: 'pricing:errors.reorder' });
    expect((await list(user, supplier.id)).packages.map((p) => [p.name, p.order])).toEqual([['Kept', 0]]);
  });

  it('answers 404 for another supplier and its packages, writing nothing', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const created = await add(owner, supplier.id, { name: 'Mine', price: 1000 });
    const { user: stranger, supplier: own } = await createOwnedSupplier(ctx);
    expect((await call(stranger, 'GET', url(supplier.id))).statusCode).toBe(404);
    expect((await call(stranger, 'POST', url(supplier.id), { name: 'X', price: 1 })).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url(supplier.id, `/${created.id}`), { name: 'X', price: 1 })).statusCode).toBe(
      404,
    );
    expect((await call(stranger, 'PUT', url(supplier.id, '/order'), { ids: [created.id] })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url(supplier.id, `/${created.id}`))).statusCode).toBe(404);
    // another supplier's package id through one's own supplier
    expect((await call(stranger, 'PUT', url(own.id, `/${created.id}`), { name: 'X', price: 1 })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url(own.id, `/${created.id}`))).statusCode).toBe(404);
    expect((await list(owner, supplier.id)).packages).toMatchObject([{ name: 'Mine', price: 1000 }]);
  });

  it('lets a viewer read but not write', async () => {
    const { user: viewer, supplier } = await createOwnedSupplier(ctx, { role: 'viewer' });
    const owner = await addAdmin(ctx, supplier.id);
    const created = await add(owner, supplier.id, { name: 'Mine', price: 1000 });
    expect((await list(viewer, supplier.id)).packages).toHaveLength(1);
    expect((await call(viewer, 'POST', url(supplier.id), { name: 'X', price: 1 })).statusCode).toBe(403);
    expect((await call(viewer, 'PUT', url(supplier.id, `/${created.id}`), { name: 'X', price: 1 })).statusCode).toBe(
      403,
    );
    expect((await call(viewer, 'PUT', url(supplier.id, '/order'), { ids: [created.id] })).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', url(supplier.id, `/${created.id}`))).statusCode).toBe(403);
    expect((await list(owner, supplier.id)).packages).toMatchObject([{ name: 'Mine', price: 1000 }]);
  });

  it('publishes the pricing calls in the OpenAPI description', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).toEqual(
      expect.arrayContaining([
        '/api/supplier/{supplierId}/packages',
        '/api/supplier/{supplierId}/packages/order',
        '/api/supplier/{supplierId}/packages/{packageId}',
        '/api/supplier/{supplierId}/price-schemes',
        '/api/supplier/{supplierId}/price-schemes/order',
        '/api/supplier/{supplierId}/price-schemes/{schemeId}',
        '/api/supplier/{supplierId}/brochures',
        '/api/supplier/{supplierId}/brochures/{brochureId}',
      ]),
    );
  });
});
