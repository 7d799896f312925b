import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endorsement, EndorsementsResponse } from '../../../domain/endorsements.ts';
import { supplierEndorsements, supplierUsers, suppliers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const testimonial = {
  name: 'Anna Schmidt',
  from: 'Bride',
  title: 'Our perfect day',
  message: 'Thank you for everything.',
  date: '2025-09-13',
  link: '',
};
const png = (background = '#c06') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

describe('testimonials (/endorsements)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string) => `/api/supplier/${supplierId}/endorsements`;
  const list = (user: CreatedUser, supplierId: string) =>
    ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } });
  const save = (user: CreatedUser, supplierId: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: url(supplierId), payload, headers: { cookie: user.cookie } });
  const remove = (user: CreatedUser, supplierId: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `${url(supplierId)}/${id}`, headers: { cookie: user.cookie } });
  const putPhoto = async (
    user: CreatedUser,
    supplierId: string,
    id: string,
    files: { name: string; type: string; body: Buffer }[],
  ) => {
    const { payload, contentType } = await multipartBody('photo', files);
    return ctx.app.inject({
      method: 'POST',
      url: `${url(supplierId)}/${id}/photo`,
      payload,
      headers: { cookie: user.cookie, 'content-type': contentType },
    });
  };
  const rows = (supplierId: string) =>
    ctx.database.db.select().from(supplierEndorsements).where(eq(supplierEndorsements.supplierId, supplierId));
  const counters = async (supplierId: string) =>
    (await ctx.database.db.select({ c: suppliers.counters }).from(suppliers).where(eq(suppliers.id, supplierId)))[0]!.c;
  const fetchPath = async (path: string) => ctx.app.inject({ url: new URL(path, 'http://portal.test').pathname });

  it('adds testimonials, lists them newest first, counts them, and an id saves that one in place', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const older = await save(user, supplier.id, { ...testimonial, link: 'www.example.com/review' });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json<Endorsement>()).toMatchObject({
      ...testimonial,
      link: 'https://www.example.com/review',
      photo: null,
    });
    const newer = (
      await save(user, supplier.id, { ...testimonial, name: 'Tom', date: '2026-05-14' })
    ).json<Endorsement>();
    expect((await list(user, supplier.id)).json<EndorsementsResponse>()).toMatchObject({
      endorsements: [{ id: newer.id }, { id: older.json<Endorsement>().id }],
      max: 50,
    });
    expect(await counters(supplier.id)).toMatchObject({ testimonials: 2 });

    const edited = await save(user, supplier.id, {
      ...testimonial,
      id: newer.id,
      title: 'A day to remember',
      date: '2026-05-14',
      link: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Endorsement>()).toMatchObject({
      id: newer.id,
      title: 'A day to remember',
      link: null,
      createdAt: newer.createdAt,
    });
    expect(await rows(supplier.id)).toHaveLength(2);
    expect(await counters(supplier.id)).toMatchObject({ testimonials: 2 });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const bad = await save(user, supplier.id, {
      ...testimonial,
      name: ' ',
      title: 'x'.repeat(121),
      date: '2999-01-01',
      link: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'validation',
      fields: {
        name: 'validation:required',
        title: 'validation:maxLength',
        date: 'endorsements:errors.futureDate',
        link: 'validation:url',
      },
    });
    expect((await save(user, supplier.id, { ...testimonial, date: '2026-02-30' })).json().error.fields).toEqual({
      date: 'validation:requiredDate',
    });
    expect((await save(user, supplier.id, [testimonial])).statusCode).toBe(400);
    const gone = await save(user, supplier.id, { ...testimonial, id: 'no-such-testimonial' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatchObject({ code: 'not-found', fields: { _: 'endorsements:errors.gone' } });
    expect(await rows(supplier.id)).toHaveLength(0);
    expect(await counters(supplier.id)).toMatchObject({ testimonials: 0 });
  });

  it('stops at 50 testimonials (409 limit-reached)', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const now = new Date();
    await ctx.database.db.insert(supplierEndorsements).values(
      Array.from({ length: 50 }, (_, i) => ({
        id: `${supplier.id}-${i}`,
        supplierId: supplier.id,
        ...testimonial,
        link: null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const refused = await save(user, supplier.id, testimonial);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'limit-reached', fields: { _: 'endorsements:errors.limit' } });
    expect(await rows(supplier.id)).toHaveLength(50);
  });

  it('a photo replaces the one before (files too), can be removed, and goes with its testimonial', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { id } = (await save(user, supplier.id, testimonial)).json<Endorsement>();
    const first = await putPhoto(user, supplier.id, id, [{ name: 'us.png', type: 'image/png', body: await png() }]);
    expect(first.statusCode, first.body).toBe(200);
    const firstPhoto = first.json<Endorsement>().photo!;
    const served = await fetchPath(firstPhoto.path);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 900, height: 600 });

    const second = (
      await putPhoto(user, supplier.id, id, [{ name: 'again.png', type: 'image/png', body: await png('#369') }])
    ).json<Endorsement>().photo!;
    expect(second.path).not.toBe(firstPhoto.path);
    expect((await fetchPath(firstPhoto.path)).statusCode).toBe(404);
    expect((await fetchPath(firstPhoto.thumbnail)).statusCode).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${url(supplier.id)}/${id}/photo`,
      headers: { cookie: user.cookie },
    });
    expect(removed.json<Endorsement>().photo).toBeNull();
    expect((await fetchPath(second.path)).statusCode).toBe(404);

    const third = (
      await putPhoto(user, supplier.id, id, [{ name: 'last.png', type: 'image/png', body: await png() }])
    ).json<Endorsement>().photo!;
    expect((await remove(user, supplier.id, id)).statusCode).toBe(204);
    expect((await fetchPath(third.path)).statusCode).toBe(404);
    expect(await rows(supplier.id)).toHaveLength(0);
    expect(await counters(supplier.id)).toMatchObject({ testimonials: 0 });
  });

  it('refuses a file that is not a photo, two files, or none, and keeps the photo it had', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { id } = (await save(user, supplier.id, testimonial)).json<Endorsement>();
    const kept = (
      await putPhoto(user, supplier.id, id, [{ name: 'us.png', type: 'image/png', body: await png() }])
    ).json<Endorsement>().photo!;
    const text = await putPhoto(user, supplier.id, id, [
      { name: 'notes.png', type: 'image/png', body: Buffer.from('not an image') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('unsupported-file-type');
    const two = await putPhoto(user, supplier.id, id, [
      { name: 'a.png', type: 'image/png', body: await png() },
      { name: 'b.png', type: 'image/png', body: await png() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.fields).toEqual({ photos: 'endorsements:errors.onePhoto' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: `${url(supplier.id)}/${id}/photo`,
      payload: {},
      headers: { cookie: user.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ photos: 'photos:errors.none' });
    expect((await rows(supplier.id))[0]).toMatchObject({ photoPath: expect.stringContaining('endorsements/') });
    expect((await fetchPath(kept.path)).statusCode).toBe(200);
  });

  it("another supplier's testimonials are 404 for every call, and a viewer reads but cannot change", async () => {
    const { user: other, supplier: foreign } = await createOwnedSupplier(ctx);
    const theirs = (await save(other, foreign.id, testimonial)).json<Endorsement>();
    const { user, supplier } = await createOwnedSupplier(ctx);
    expect((await list(user, foreign.id)).statusCode).toBe(404);
    expect((await save(user, foreign.id, testimonial)).statusCode).toBe(404);
    expect((await remove(user, foreign.id, theirs.id)).statusCode).toBe(404);
    // their id through one's own supplier
    expect((await save(user, supplier.id, { ...testimonial, id: theirs.id, title: 'Hijacked' })).statusCode).toBe(404);
    expect((await remove(user, supplier.id, theirs.id)).statusCode).toBe(404);
    expect(
      (await putPhoto(user, supplier.id, theirs.id, [{ name: 'x.png', type: 'image/png', body: await png() }]))
        .statusCode,
    ).toBe(404);
    expect(await rows(foreign.id)).toMatchObject([{ title: testimonial.title, photoPath: null }]);

    const viewer = await createUser(ctx);
    await createSupplier(ctx, { ownerId: viewer.id });
    await ctx.database.db.insert(supplierUsers).values({ supplierId: foreign.id, userId: viewer.id, role: 'viewer' });
    expect((await list(viewer, foreign.id)).json<EndorsementsResponse>().endorsements).toHaveLength(1);
    const denied = await save(viewer, foreign.id, testimonial);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('role-required');
    expect((await remove(viewer, foreign.id, theirs.id)).statusCode).toBe(403);
  });

  it('shows on the public profile at once, with its photo, newest first; the profile score counts them', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const page = () =>
      ctx.app.inject({ url: `/wedding-venues/${supplier.slug}-${supplier.publicId}` }).then((res) => res.body);
    expect(await page()).not.toContain('What people say');
    const { id } = (
      await save(user, supplier.id, { ...testimonial, message: 'Thank you <b>so</b> much' })
    ).json<Endorsement>();
    await save(user, supplier.id, {
      ...testimonial,
      title: 'Later day',
      date: '2026-04-01',
      link: 'https://example.com/r',
    });
    const photo = (
      await putPhoto(user, supplier.id, id, [{ name: 'us.png', type: 'image/png', body: await png() }])
    ).json<Endorsement>().photo!;
    const html = await page();
    expect(html).toContain('What people say');
    expect(html).toContain('Thank you &lt;b&gt;so&lt;/b&gt; much');
    expect(html).toContain(`src="${photo.thumbnail}"`);
    expect(html.indexOf('Later day')).toBeLessThan(html.indexOf('Our perfect day'));
    expect(html).toContain('<a href="https://example.com/r" rel="nofollow noopener ugc"');
    const score = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/profile-score`,
      headers: { cookie: user.cookie },
    });
    expect(score.json().scores.endorsementScore).toBeGreaterThan(0);
  });
});
