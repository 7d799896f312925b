import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoList, PhotoView } from '../../../domain/photos/photos-api.ts';
import { supplierPhotos, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { multipartBody, type UploadFile } from '../../test/multipart.ts';
import { oversizedPng } from '../../test/photo-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png', background = '#c06') => {
  const made = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? made.png() : format === 'jpeg' ? made.jpeg() : made.webp()).toBuffer();
};
const png = async (name = 'a.png', width = 800, height = 600): Promise<UploadFile> => ({
  name,
  type: 'image/png',
  body: await image(width, height),
});

describe('photos (/photos)', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-photos-'));
  const filesOf = (supplierId: string) => {
    const folder = path.join(dataDir, 'uploads', 'photos', supplierId);
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = (supplierId: string) => `/api/supplier/${supplierId}/photos`;
  const upload = async (user: CreatedUser, supplierId: string, files: UploadFile[]) => {
    const { payload, contentType } = await multipartBody('photos', files);
    return ctx.app.inject({
      method: 'POST',
      url: base(supplierId),
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload,
    });
  };
  const list = async (user: CreatedUser, supplierId: string) => {
    const res = await ctx.app.inject({ url: base(supplierId), headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PhotoList>().photos;
  };
  const reorder = (user: CreatedUser, supplierId: string, ids: string[]) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${base(supplierId)}/order`,
      headers: { cookie: user.cookie },
      payload: { ids },
    });
  const remove = (user: CreatedUser, supplierId: string, ids: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `${base(supplierId)}/delete`,
      headers: { cookie: user.cookie },
      payload: { ids },
    });
  const approve = (user: CreatedUser, supplierId: string, photoId: string, approved: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${base(supplierId)}/${photoId}/approved`,
      headers: { cookie: user.cookie },
      payload: { approved },
    });
  const counterOf = async (supplierId: string) =>
    (
      await ctx.database.db.select({ counters: suppliers.counters }).from(suppliers).where(eq(suppliers.id, supplierId))
    )[0]!.counters.photos;
  const rowsOf = async (supplierId: string) =>
    (
      await ctx.database.db.select({ n: count() }).from(supplierPhotos).where(eq(supplierPhotos.supplierId, supplierId))
    )[0]!.n;

  it('stores a batch as re-encoded WebP images with thumbnails, in upload order, portrait after EXIF rotation, and counts them', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    // 800 x 600 pixels turned by EXIF orientation 6: a portrait photo
    const turned = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#369' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(user, supplier.id, [
      await png('wide.png', 3000, 1000),
      { name: 'turned.jpg', type: 'image/jpeg', body: turned },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<PhotoList & { uploaded: number }>();
    expect(body.uploaded).toBe(2);
    expect(body.photos.map((p) => [p.order, p.portrait, p.width, p.height, p.approved])).toEqual([
      [0, false, 2400, 800, false],
      [1, true, 600, 800, false],
    ]);
    const [wide] = body.photos as [PhotoView];
    expect(wide.path).toMatch(new RegExp(`^/uploads/photos/${supplier.id}/[0-9a-f-]+\\.webp$`));
    const served = await ctx.app.inject({ url: wide.path });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 800 });
    const thumb = await ctx.app.inject({ url: wide.thumbnail });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 213 });
    expect(filesOf(supplier.id)).toHaveLength(4);
    expect(await counterOf(supplier.id)).toBe(2);

    // the next upload is the next batch: 250 x 1 + position
    const next = await upload(user, supplier.id, [
      await png('b.png'),
      await png('c.png'),
      { name: 'd.webp', type: 'image/webp', body: await image(400, 400, 'webp') },
    ]);
    expect(next.statusCode, next.body).toBe(201);
    expect((await list(user, supplier.id)).map((p) => p.order)).toEqual([0, 1, 250, 251, 252]);
    expect(await counterOf(supplier.id)).toBe(5);
  });

  it('refuses a wrong type, a file that is not an image and a file over 15 MB, leaving no row and no file', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const gif = await upload(user, supplier.id, [
      {
        name: 'anim.gif',
        type: 'image/gif',
        body: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      },
    ]);
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error).toMatchObject({ code: 'unsupported-file-type', fields: { photos: 'photos:errors.type' } });
    const fake = await upload(user, supplier.id, [
      { name: 'fake.png', type: 'image/png', body: Buffer.from('not really a png') },
    ]);
    expect(fake.json().error.code).toBe('unsupported-file-type');
    // a GIF sent as PNG is refused by its content
    const disguised = await upload(user, supplier.id, [
      {
        name: 'x.png',
        type: 'image/png',
        body: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      },
    ]);
    expect(disguised.json().error.code).toBe('unsupported-file-type');
    const big = await upload(user, supplier.id, [
      { name: 'big.png', type: 'image/png', body: Buffer.alloc(15 * 1024 * 1024 + 10, 1) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ code: 'file-too-large', fields: { photos: 'photos:errors.size' } });
    // good files before a bad one in the same batch are removed again
    const mixed = await upload(user, supplier.id, [
      await png('good1.png'),
      await png('good2.png'),
      { name: 'notes.txt', type: 'text/plain', body: Buffer.from('hi') },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.message).toContain('notes.txt');
    const none = await ctx.app.inject({
      method: 'POST',
      url: base(supplier.id),
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);

    expect(await rowsOf(supplier.id)).toBe(0);
    expect(filesOf(supplier.id)).toEqual([]);
    expect(await counterOf(supplier.id)).toBe(0);
  });

  it('refuses an image of more pixels than the bound before decoding it, and keeps none of the batch', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const bomb = { name: 'bomb.png', type: 'image/png', body: await oversizedPng() };
    const answer = await upload(user, supplier.id, [await png('good.png'), bomb]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: 'image-too-large', fields: { photos: 'photos:errors.pixels' } });
    expect(await rowsOf(supplier.id)).toBe(0);
    expect(filesOf(supplier.id)).toEqual([]);
  });

  it('refuses more than 50 files in one upload and keeps none of them', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const tiny = await image(4, 4);
    const res = await upload(
      user,
      supplier.id,
      Array.from({ length: 51 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', body: tiny })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'too-many-files', fields: { photos: 'photos:errors.limit' } });
    expect(await rowsOf(supplier.id)).toBe(0);
    expect(filesOf(supplier.id)).toEqual([]);
  });

  it('saves a dragged order and refuses an order that does not name every photo once', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    await upload(user, supplier.id, [await png('1.png'), await png('2.png')]);
    await upload(user, supplier.id, [await png('3.png')]);
    const [a, b, c] = (await list(user, supplier.id)).map((p) => p.id) as [string, string, string];
    const res = await reorder(user, supplier.id, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PhotoList>().photos.map((p) => [p.id, p.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 250],
    ]);
    for (const ids of [
      [a, b],
      [a, b, c, c],
      [a, b, 'other'],
    ]) {
      const bad = await reorder(user, supplier.id, ids);
      expect(bad.statusCode).toBe(409);
      expect(bad.json().error.code).toBe('photos-changed');
    }
    expect((await reorder(user, supplier.id, [])).statusCode).toBe(400);
    expect((await list(user, supplier.id)).map((p) => p.id)).toEqual([c, a, b]);
    // a later upload still comes last
    await upload(user, supplier.id, [await png('4.png')]);
    expect((await list(user, supplier.id)).map((p) => p.order)).toEqual([0, 1, 250, 500]);
  });

  it('deletes one or many photos with their files and counts down; ids of other galleries are ignored', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const other = await createOwnedSupplier(ctx);
    await upload(other.user, other.supplier.id, [await png()]);
    const [otherPhoto] = await list(other.user, other.supplier.id);
    await upload(user, supplier.id, [await png('1.png'), await png('2.png'), await png('3.png')]);
    const [a, b, c] = (await list(user, supplier.id)).map((p) => p.id) as [string, string, string];

    const one = await remove(user, supplier.id, [b]);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ deleted: 1 });
    expect(filesOf(supplier.id)).toHaveLength(4);
    const many = await remove(user, supplier.id, [a, c, otherPhoto!.id]);
    expect(many.json()).toMatchObject({ deleted: 2, photos: [] });
    expect(filesOf(supplier.id)).toEqual([]);
    expect(await counterOf(supplier.id)).toBe(0);
    expect(await list(other.user, other.supplier.id)).toHaveLength(1);
    expect((await remove(user, supplier.id, [])).statusCode).toBe(400);
  });

  it('keeps the counter equal to the rows under concurrent uploads and deletes', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    await upload(user, supplier.id, [await png('1.png'), await png('2.png'), await png('3.png')]);
    const first = (await list(user, supplier.id)).map((p) => p.id);
    const files = [await png('x.png', 300, 200), await png('y.png', 200, 300)];
    const results = await Promise.all([
      upload(user, supplier.id, files),
      remove(user, supplier.id, [first[0]!]),
      upload(user, supplier.id, files),
      remove(user, supplier.id, [first[0]!, first[1]!]),
      upload(user, supplier.id, files),
      remove(user, supplier.id, [first[2]!]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 200, 201, 200, 201, 200]);
    const rows = await rowsOf(supplier.id);
    expect(rows).toBe(6);
    expect(await counterOf(supplier.id)).toBe(rows);
    const orders = (await list(user, supplier.id)).map((p) => p.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(filesOf(supplier.id)).toHaveLength(12);
  });

  it('lets platform admins alone set the approved flag', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    await upload(user, supplier.id, [await png()]);
    const [photo] = await list(user, supplier.id);
    const own = await approve(user, supplier.id, photo!.id, true);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('platform-admin-required');
    const admin = await createPlatformAdmin(ctx);
    const approved = await approve(admin, supplier.id, photo!.id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PhotoList>().photos[0]!.approved).toBe(true);
    expect((await approve(admin, supplier.id, 'no-such-photo', true)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `${base(supplier.id)}/${photo!.id}/approved`,
          headers: { cookie: admin.cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await list(user, supplier.id))[0]!.approved).toBe(true);
  });

  it('answers 404 for another supplier on every call and writes nothing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    await upload(user, supplier.id, [await png()]);
    const [photo] = await list(user, supplier.id);
    const stranger = await createUser(ctx);
    const responses = [
      await ctx.app.inject({ url: base(supplier.id), headers: { cookie: stranger.cookie } }),
      await upload(stranger, supplier.id, [await png()]),
      await reorder(stranger, supplier.id, [photo!.id]),
      await remove(stranger, supplier.id, [photo!.id]),
      await approve(stranger, supplier.id, photo!.id, true),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await rowsOf(supplier.id)).toBe(1);
    expect(filesOf(supplier.id)).toHaveLength(2);
  });

  it('lets a viewer read the gallery but not change it', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    await upload(owner, supplier.id, [await png()]);
    const viewer = await createUser(ctx);
    await createSupplier(ctx, { ownerId: viewer.id }); // a supplier of their own, then a viewer role on this one
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const [photo] = await list(viewer, supplier.id);
    const writes = [
      await upload(viewer, supplier.id, [await png()]),
      await reorder(viewer, supplier.id, [photo!.id]),
      await remove(viewer, supplier.id, [photo!.id]),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect(await rowsOf(supplier.id)).toBe(1);
    expect(filesOf(supplier.id)).toHaveLength(2);
  });

  it('publishes its calls in the OpenAPI document', async () => {
    const paths = Object.keys(
      (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/supplier/{supplierId}/photos',
        '/api/supplier/{supplierId}/photos/order',
        '/api/supplier/{supplierId}/photos/delete',
        '/api/supplier/{supplierId}/photos/{photoId}/approved',
      ]),
    );
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ url: base('anything') })).statusCode).toBe(401);
  });
});
