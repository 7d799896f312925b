import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fair, FairsResponse } from '../../../domain/fairs-api.ts';
import { supplierFairs, supplierUsers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const fair = {
  name: 'Cotswolds Wedding Show',
  description: 'Stand 14, by the main stage.',
  dates: ['2027-03-07', '2027-03-06'],
};

describe('wedding fairs (/fairs)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string) => `/api/supplier/${supplierId}/fairs`;
  const save = (user: CreatedUser, supplierId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: url(supplierId), payload, headers: { cookie: user.cookie } });
  const list = async (user: CreatedUser, supplierId: string) =>
    (await ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } })).json<FairsResponse>();
  const rows = (supplierId: string) =>
    ctx.database.db.select().from(supplierFairs).where(eq(supplierFairs.supplierId, supplierId));
  const lite = () => createOwnedSupplier(ctx, { tier: 'lite' });

  it('adds fairs with their days in order, lists them by first date, and an id saves that one', async () => {
    const { user, supplier } = await lite();
    const later = await save(user, supplier.id, fair);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<Fair>()).toMatchObject({ ...fair, dates: ['2027-03-06', '2027-03-07'] });
    const earlier = (
      await save(user, supplier.id, { ...fair, name: 'Spring fair', dates: ['2026-01-10', '2026-01-10'] })
    ).json<Fair>();
    expect(earlier.dates).toEqual(['2026-01-10']);
    expect((await list(user, supplier.id)).fairs.map((f) => f.name)).toEqual(['Spring fair', 'Cotswolds Wedding Show']);
    const edited = await save(user, supplier.id, {
      ...fair,
      id: earlier.id,
      name: 'Spring wedding fair',
      dates: ['2028-01-10'],
    });
    expect(edited.json<Fair>()).toMatchObject({
      id: earlier.id,
      name: 'Spring wedding fair',
      createdAt: earlier.createdAt,
    });
    expect((await list(user, supplier.id)).fairs.map((f) => f.name)).toEqual([
      'Cotswolds Wedding Show',
      'Spring wedding fair',
    ]);
    expect(await rows(supplier.id)).toHaveLength(2);
    // the listing's weddingFairs (template "other") follows the fairs
    const listing = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/listing`, headers: { cookie: user.cookie } })
    ).json<{ listing: { weddingFairs: Record<string, { name: string }> } }>().listing;
    expect(listing.weddingFairs[earlier.id]).toEqual({
      name: 'Spring wedding fair',
      description: fair.description,
      dates: ['2028-01-10'],
    });
    expect(Object.keys(listing.weddingFairs)).toHaveLength(2);
  });

  it('refuses a fair without name, description or days, or with a day that does not exist, writing nothing', async () => {
    const { user, supplier } = await lite();
    const bad = await save(user, supplier.id, { name: ' ', description: '', dates: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'fairs:errors.name',
      description: 'fairs:errors.description',
      dates: 'fairs:errors.dates',
    });
    expect((await save(user, supplier.id, { ...fair, dates: ['2027-02-30'] })).json().error.fields).toEqual({
      'dates.0': 'fairs:errors.date',
    });
    expect(
      (
        await save(user, supplier.id, {
          ...fair,
          dates: Array.from({ length: 11 }, (_, i) => `2027-04-${String(i + 1).padStart(2, '0')}`),
        })
      ).json().error.fields,
    ).toEqual({ dates: 'fairs:errors.tooManyDates' });
    // one deleted meanwhile: the form says so in the user's language
    const gone = await save(user, supplier.id, { ...fair, id: 'nope' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatchObject({ code: 'not-found', fields: { _: 'fairs:errors.gone' } });
    expect(await rows(supplier.id)).toHaveLength(0);
  });

  it('needs the lite tier to change fairs, the editor role, and the supplier’s own fairs', async () => {
    const free = await createOwnedSupplier(ctx);
    const refused = await save(free.user, free.supplier.id, fair);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('tier-required');
    const { user, supplier } = await lite();
    const { id } = (await save(user, supplier.id, fair)).json<Fair>();
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await save(viewer, supplier.id, fair)).statusCode).toBe(403);
    expect((await list(viewer, supplier.id)).fairs).toHaveLength(1);
    const stranger = await lite();
    expect((await save(stranger.user, stranger.supplier.id, { ...fair, id })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${url(stranger.supplier.id)}/${id}`,
          headers: { cookie: stranger.user.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${url(supplier.id)}/${id}`, headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(204);
    expect(await rows(supplier.id)).toHaveLength(0);
    expect(
      (await ctx.app.inject({ url: `/api/supplier/${supplier.id}/listing`, headers: { cookie: user.cookie } })).json<{
        listing: { weddingFairs: object };
      }>().listing.weddingFairs,
    ).toEqual({});
  });

  it('shows fairs to come on the public profile, not past ones', async () => {
    const { user, supplier } = await lite();
    await save(user, supplier.id, fair);
    await save(user, supplier.id, { ...fair, name: 'Last year’s show', dates: ['2020-05-01'] });
    const link = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/profile-link`, headers: { cookie: user.cookie } })
    ).json<{ url: string }>().url;
    const html = (await ctx.app.inject({ url: new URL(link).pathname })).body;
    expect(html).toContain('Cotswolds Wedding Show');
    expect(html).toContain('Stand 14, by the main stage.');
    expect(html).not.toContain('Last year’s show');
  });
});
