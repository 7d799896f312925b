import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommendation, RecommendationsResponse, Shortlist } from '../../../domain/recommendations-api.ts';
import { supplierRecommendations, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { answerFieldsOf, operationsOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('recommendations (/recommendations)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string) => `/api/supplier/${supplierId}/recommendations`;
  const read = (user: CreatedUser, supplierId: string) =>
    ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } });
  const add = (user: CreatedUser, supplierId: string, recommendedSupplierId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: url(supplierId),
      payload: { supplierId: recommendedSupplierId },
      headers: { cookie: user.cookie },
    });
  const reorder = (user: CreatedUser, supplierId: string, ids: string[]) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${url(supplierId)}/order`,
      payload: { ids },
      headers: { cookie: user.cookie },
    });
  const remove = (user: CreatedUser, supplierId: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${url(supplierId)}/${id}`, headers: { cookie: user.cookie } });
  const search = (user: CreatedUser, supplierId: string, q: string) =>
    ctx.app.inject({ url: `${url(supplierId)}/search?q=${encodeURIComponent(q)}`, headers: { cookie: user.cookie } });
  const shortlist = (user: CreatedUser | null, ids: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/supplier/fetch-shortlist',
      payload: ids as object,
      headers: user ? { cookie: user.cookie } : {},
    });
  const rows = (supplierId: string) =>
    ctx.database.db.select().from(supplierRecommendations).where(eq(supplierRecommendations.supplierId, supplierId));
  /** A supplier of someone else's. */
  const another = async (overrides: Partial<typeof suppliers.$inferInsert> = {}) =>
    (await createOwnedSupplier(ctx, overrides)).supplier;
  /** Other suppliers with a shared name part, to find and recommend. */
  const others = async (word: string, n: number) => {
    const made = [];
    for (let i = 0; i < n; i++) made.push(await another({ name: `${word} Florals ${i}` }));
    return made;
  };

  it('finds suppliers by name, adds each at the end, reorders, removes; the recommended supplier sees who recommends it', async () => {
    const word = `Zinnia${randomUUID().slice(0, 6)}`;
    const [a, b, c] = await others(word, 3);
    const { user, supplier } = await createOwnedSupplier(ctx, { name: `${word} Hall` });
    const found = await search(user, supplier.id, word.toLowerCase());
    expect(found.statusCode, found.body).toBe(200);
    // itself is never a candidate
    expect(found.json().suppliers.map((s: { id: string }) => s.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(found.json().suppliers[0]).toMatchObject({ name: `${word} Florals 0`, category: 'venue' });

    const first = (await add(user, supplier.id, c!.id)).json<Recommendation>();
    // the spec's name both ways, and the relation's type (the recommended supplier's category) and active
    expect(first).toMatchObject({ supplierId: c!.id, type: 'venue', active: true });
    const second = await add(user, supplier.id, a!.id);
    expect(second.statusCode, second.body).toBe(201);
    expect([first.order, second.json<Recommendation>().order]).toEqual([0, 1]);
    // already recommended: no longer a candidate
    expect((await search(user, supplier.id, word)).json().suppliers.map((s: { id: string }) => s.id)).toEqual([b!.id]);

    const listed = (await read(user, supplier.id)).json<RecommendationsResponse>();
    expect(listed.recommendations.map((r) => r.supplierId)).toEqual([c!.id, a!.id]);
    expect(listed.recommendations.map(({ type, active }) => ({ type, active }))).toEqual([
      { type: 'venue', active: true },
      { type: 'venue', active: true },
    ]);
    const reordered = await reorder(user, supplier.id, [second.json<Recommendation>().id, first.id]);
    expect(reordered.json<RecommendationsResponse>().recommendations.map((r) => r.supplierId)).toEqual([a!.id, c!.id]);

    // a recommendation added after removals goes after the highest order
    expect((await remove(user, supplier.id, second.json<Recommendation>().id)).statusCode).toBe(204);
    const third = (await add(user, supplier.id, b!.id)).json<Recommendation>();
    expect(third.order).toBe(2);

    const names = (await shortlist(user, [b!.id, 'nobody', c!.id])).json<Shortlist>();
    expect(names).toEqual([
      { id: b!.id, name: `${word} Florals 1` },
      { id: c!.id, name: `${word} Florals 2` },
    ]);

    // c's own team sees who recommends them
    const cTeam = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: c!.id, userId: cTeam.id, role: 'viewer' });
    expect((await read(cTeam, c!.id)).json<RecommendationsResponse>().recommendedBy).toEqual([
      { supplierId: supplier.id, createdAt: expect.any(String) },
    ]);
  });

  it('refuses itself, an unknown or deleted supplier, a second time, the 21st, and a wrong order; nothing written', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const self = await add(user, supplier.id, supplier.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toEqual({ supplierId: 'recommendations:errors.self' });
    expect((await add(user, supplier.id, 'no-such-supplier')).json().error.fields).toEqual({
      supplierId: 'recommendations:errors.unknownSupplier',
    });
    const gone = await another();
    await ctx.database.db.update(suppliers).set({ deleted: true }).where(eq(suppliers.id, gone.id));
    expect((await add(user, supplier.id, gone.id)).statusCode).toBe(400);
    expect((await add(user, supplier.id, '')).statusCode).toBe(400);
    expect((await search(user, supplier.id, 'a')).json().error.fields).toEqual({
      q: 'recommendations:errors.searchTooShort',
    });

    const target = await another();
    expect((await add(user, supplier.id, target.id)).statusCode).toBe(201);
    const twice = await add(user, supplier.id, target.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already-recommended');
    expect((await reorder(user, supplier.id, ['made-up'])).statusCode).toBe(400);

    for (let i = 1; i < 20; i++) expect((await add(user, supplier.id, (await another()).id)).statusCode).toBe(201);
    const over = await add(user, supplier.id, (await another()).id);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'limit-reached', fields: { _: 'recommendations:errors.limit' } });
    expect(await rows(supplier.id)).toHaveLength(20);
  });

  it("another supplier's recommendations are 404 for every call; a viewer reads but cannot change; the shortlist needs a sign-in", async () => {
    const { user: other, supplier: foreign } = await createOwnedSupplier(ctx);
    const target = await another();
    const theirs = (await add(other, foreign.id, target.id)).json<Recommendation>();
    const { user, supplier } = await createOwnedSupplier(ctx);
    expect((await read(user, foreign.id)).statusCode).toBe(404);
    expect((await add(user, foreign.id, target.id)).statusCode).toBe(404);
    expect((await search(user, foreign.id, 'Test')).statusCode).toBe(404);
    expect((await reorder(user, foreign.id, [theirs.id])).statusCode).toBe(404);
    expect((await remove(user, foreign.id, theirs.id)).statusCode).toBe(404);
    // their recommendation's id through one's own supplier
    expect((await remove(user, supplier.id, theirs.id)).statusCode).toBe(404);
    expect((await reorder(user, supplier.id, [theirs.id])).statusCode).toBe(400);
    expect(await rows(foreign.id)).toMatchObject([{ id: theirs.id, order: 0 }]);

    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: foreign.id, userId: viewer.id, role: 'viewer' });
    expect((await read(viewer, foreign.id)).json<RecommendationsResponse>().recommendations).toHaveLength(1);
    expect((await add(viewer, foreign.id, supplier.id)).statusCode).toBe(403);
    expect((await remove(viewer, foreign.id, theirs.id)).statusCode).toBe(403);

    expect((await shortlist(null, [target.id])).statusCode).toBe(401);
    expect((await shortlist(user, { ids: [target.id] })).statusCode).toBe(400);
  });

  it('shows the recommended suppliers on the public profile, linked, in order, and the profile score counts them', async () => {
    const word = `Peony${randomUUID().slice(0, 6)}`;
    const [a, b] = await others(word, 2);
    const { user, supplier } = await createOwnedSupplier(ctx);
    await add(user, supplier.id, b!.id);
    await add(user, supplier.id, a!.id);
    const html = (await ctx.app.inject({ url: `/wedding-venues/${supplier.slug}-${supplier.publicId}` })).body;
    expect(html).toContain('Suppliers we recommend');
    expect(html).toContain(`<a href="/wedding-venues/${b!.slug}-${b!.publicId}">${word} Florals 1</a>`);
    expect(html.indexOf(`${word} Florals 1`)).toBeLessThan(html.indexOf(`${word} Florals 0`));
    const score = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/profile-score`,
      headers: { cookie: user.cookie },
    });
    expect(score.json().scores.recsScore).toBeGreaterThan(0);
  });

  it('names the recommended supplier supplierId in the OpenAPI document, added and answered, with the relation fields', async () => {
    const path = '/api/supplier/{supplierId}/recommendations';
    const adding = (await operationsOf(ctx.app)).find((op) => op.method === 'POST' && op.path === path);
    expect(Object.keys(adding?.jsonBody?.properties ?? {})).toEqual(['supplierId']);
    expect(await answerFieldsOf(ctx.app, 'GET', path, 'recommendations.[]')).toEqual([
      'active',
      'createdAt',
      'id',
      'order',
      'supplierId',
      'type',
      'updatedAt',
    ]);
  });
});
