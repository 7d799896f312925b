import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationQueue } from '../../../domain/photos/photo-moderation-api.ts';
import type { PhotoList } from '../../../domain/photos/photos-api.ts';
import { supplierPhotos, suppliers } from '../../db/schema/index.ts';
import { createPlatformAdmin, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('photo approval: the platform admins’ queue', () => {
  let ctx: TestContext;
  let admin: CreatedUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createPlatformAdmin(ctx);
  });
  afterAll(() => ctx.close());

  /** Photos of a new supplier, created a second apart (the queue is oldest first). */
  async function supplierWithPhotos(n: number, start = Date.now() - 3_600_000) {
    const made = await createOwnedSupplier(ctx);
    const rows = Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      supplierId: made.supplier.id,
      order: i,
      path: `photos/${made.supplier.id}/${i}.webp`,
      thumbnail: `photos/${made.supplier.id}/${i}-thumb.webp`,
      portrait: false,
      width: 1200,
      height: 800,
      createdAt: new Date(start + i * 1000),
    }));
    await ctx.database.db.insert(supplierPhotos).values(rows);
    return { ...made, photoIds: rows.map((row) => row.id) };
  }
  const queue = async (page = 0) =>
    (
      await ctx.app.inject({ url: `/api/admin/photo-queue?page=${page}`, headers: { cookie: admin.cookie } })
    ).json<ModerationQueue>();
  const decide = (payload: object, by = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/photo-queue/decisions',
      payload,
      headers: { cookie: by.cookie },
    });
  const gallery = async (user: CreatedUser, supplierId: string) =>
    (
      await ctx.app.inject({ url: `/api/supplier/${supplierId}/photos`, headers: { cookie: user.cookie } })
    ).json<PhotoList>().photos;
  const publicPage = (supplier: { slug: string; publicId: string }) =>
    ctx.app.inject({ url: `/wedding-venues/${supplier.slug}-${supplier.publicId}` }).then((res) => res.body);

  it('queues new photos oldest first; approving shows them to couples at once, rejecting tells the supplier why', async () => {
    const { user, supplier, photoIds } = await supplierWithPhotos(3, Date.now() - 10 * 365 * 86_400_000);
    const waiting = await queue();
    expect(waiting.total).toBeGreaterThanOrEqual(3);
    // ten years old: the first of the queue
    expect(waiting.photos.slice(0, 3).map((p) => p.id)).toEqual(photoIds);
    expect(waiting.photos[0]).toMatchObject({
      supplierId: supplier.id,
      supplierName: supplier.name,
      thumbnail: expect.stringContaining('/uploads/'),
    });
    // not on the public page before a decision (the page is kept, so this also checks it is dropped below)
    expect(await publicPage(supplier)).not.toContain(`${supplier.id}/0`);
    expect((await gallery(user, supplier.id)).map((p) => p.state)).toEqual(['awaiting', 'awaiting', 'awaiting']);

    expect((await decide({ photoIds: photoIds.slice(0, 2), decision: 'approve' })).json()).toEqual({ decided: 2 });
    const rejected = await decide({
      photoIds: [photoIds[2], 'no-such-photo'],
      decision: 'reject',
      reason: '  Shows another venue’s logo ',
    });
    expect(rejected.json()).toEqual({ decided: 1 });

    const html = await publicPage(supplier);
    expect(html).toContain(`${supplier.id}/0.webp`);
    expect(html).toContain(`${supplier.id}/1.webp`);
    expect(html).not.toContain(`${supplier.id}/2`);
    expect((await gallery(user, supplier.id)).map((p) => [p.state, p.rejectedReason])).toEqual([
      ['approved', null],
      ['approved', null],
      ['rejected', 'Shows another venue’s logo'],
    ]);
    expect((await queue()).photos.some((p) => (photoIds as string[]).includes(p.id))).toBe(false);

    // each decision is in the supplier's admin audit log, with who made it
    const audit = (
      await ctx.app.inject({ url: `/api/admin/suppliers/${supplier.id}/audit`, headers: { cookie: admin.cookie } })
    ).json<{ entries: { action: string; after: object }[] }>().entries;
    expect(audit.filter((entry) => entry.action === 'photoDecision').map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { decision: 'approve', photoIds: expect.arrayContaining(photoIds.slice(0, 2)) },
        { decision: 'reject', photoIds: [photoIds[2]], reason: 'Shows another venue’s logo' },
      ]),
    );

    // approved after all (the gallery's switch): the reason goes
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/${supplier.id}/photos/${photoIds[2]}/approved`,
      payload: { approved: true },
      headers: { cookie: admin.cookie },
    });
    expect((await gallery(user, supplier.id))[2]).toMatchObject({ state: 'approved', rejectedReason: null });
  });

  it('needs a reason to reject, at most 100 photos a decision, and a known decision; nothing changes otherwise', async () => {
    const { supplier, photoIds } = await supplierWithPhotos(1);
    const noReason = await decide({ photoIds, decision: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'photos:moderation.reasonRequired' });
    expect(
      (await decide({ photoIds: Array.from({ length: 101 }, () => randomUUID()), decision: 'approve' })).statusCode,
    ).toBe(400);
    expect((await decide({ photoIds, decision: 'delete' })).statusCode).toBe(400);
    expect((await decide({ photoIds: [], decision: 'approve' })).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(supplierPhotos).where(eq(supplierPhotos.supplierId, supplier.id));
    expect(row).toMatchObject({ approved: false, rejectedReason: null, moderatedAt: null });
  });

  it('leaves deleted suppliers’ photos out of the queue, and refuses anyone but a platform admin', async () => {
    const { user, supplier, photoIds } = await supplierWithPhotos(1, 0);
    await ctx.database.db.update(suppliers).set({ deleted: true }).where(eq(suppliers.id, supplier.id));
    expect((await queue()).photos.some((p) => p.id === photoIds[0])).toBe(false);
    const refused = await decide({ photoIds, decision: 'approve' }, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('platform-admin-required');
    expect((await ctx.app.inject({ url: '/api/admin/photo-queue', headers: { cookie: user.cookie } })).statusCode).toBe(
      403,
    );
  });
});
