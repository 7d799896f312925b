import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSearchResult } from '../../../domain/admin-search.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/admin/suppliers/search', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  // a word no other test file uses, so parallel files do not change the counts
  const word = `Zq${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createPlatformAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const search = (user: CreatedUser | null, query: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/suppliers/search?${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });
  const found = async (query: string) => {
    const res = await search(admin, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminSearchResult>();
  };

  it('finds suppliers by part of the name, in any case', async () => {
    const owner = await createUser(ctx);
    const hall = await createSupplier(ctx, { ownerId: owner.id, name: `Grand ${word} Hall` });
    const barn = await createSupplier(ctx, {
      ownerId: owner.id,
      name: `${word} Barn`,
      types: ['photo'],
      tier: 'lite',
      countryCode: 'FR',
      city: 'Lyon',
    });
    const result = await found(`q=${word.toLowerCase()}`);
    expect(result.total).toBe(2);
    expect(result.items.map((i) => i.id)).toEqual([hall.id, barn.id]);
    expect(result.items[1]).toEqual({
      id: barn.id,
      publicId: barn.publicId,
      name: `${word} Barn`,
      category: 'photo',
      tier: 'lite',
      country: 'FR',
      city: 'Lyon',
      deleted: false,
      userEmails: [owner.email],
    });
  });

  it('finds a supplier by id, by public id and by a user’s e-mail (also partly)', async () => {
    const owner = await createUser(ctx, { email: `owner-${word.toLowerCase()}@venue.example` });
    const supplier = await createSupplier(ctx, { ownerId: owner.id, name: 'Plain Name' });
    for (const q of [supplier.id, supplier.publicId, owner.email, owner.email.toUpperCase(), `owner-${word}`]) {
      const result = await found(`q=${encodeURIComponent(q)}`);
      expect(result.items.map((i) => i.id)).toEqual([supplier.id]);
    }
  });

  it('treats % and _ as plain characters', async () => {
    const owner = await createUser(ctx);
    await createSupplier(ctx, { ownerId: owner.id, name: `${word} 100% Weddings` });
    await createSupplier(ctx, { ownerId: owner.id, name: `${word} 1000 Weddings` });
    expect((await found(`q=${encodeURIComponent(`${word} 100%`)}`)).items.map((i) => i.name)).toEqual([
      `${word} 100% Weddings`,
    ]);
    expect((await found(`q=${encodeURIComponent(`${word}_`)}`)).total).toBe(0);
  });

  it('pages by 20', async () => {
    const owner = await createUser(ctx);
    const pageWord = `Pg${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 23; i += 1)
      await createSupplier(ctx, { ownerId: owner.id, name: `${pageWord} ${String(i).padStart(2, '0')}` });
    const first = await found(`q=${pageWord}`);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await found(`q=${pageWord}&page=2`);
    expect(second.items.map((i) => i.name)).toEqual([`${pageWord} 20`, `${pageWord} 21`, `${pageWord} 22`]);
  });

  it('refuses a bad page with 400', async () => {
    const res = await search(admin, 'q=x&page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ page: 'validation:invalid' });
  });

  it('is for platform admins only: 403 for other users, 401 signed out, before any validation', async () => {
    const user = await createUser(ctx);
    await createSupplier(ctx, { ownerId: user.id });
    const asUser = await search(user, `q=${word}&page=0`);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.code).toBe('platform-admin-required');
    expect((await search(null, `q=${word}`)).statusCode).toBe(401);
  });
});
