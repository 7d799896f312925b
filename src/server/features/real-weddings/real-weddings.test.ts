import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RealWedding,
  RealWeddingsResponse,
  TaggedRealWedding,
} from '../../../domain/real-weddings/real-weddings-api.ts';
import { realWeddingPhotos, realWeddings, supplierUsers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const png = (background = '#c06') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
const story = { name: 'Summer at the mill', couple: 'Anna & Ben', url: 'https://studio.example/blog/anna-ben' };

describe('real weddings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string) => `/api/supplier/${supplierId}/real-weddings`;
  async function save(user: CreatedUser, supplierId: string, data: object, photos: Buffer[] = []) {
    const form = new FormData();
    form.append('data', JSON.stringify(data));
    for (const [i, body] of photos.entries())
      form.append('photos', new Blob([new Uint8Array(body)], { type: 'image/png' }), `p${i}.png`);
    const encoded = new Response(form);
    return ctx.app.inject({
      method: 'POST',
      url: url(supplierId),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { cookie: user.cookie, 'content-type': encoded.headers.get('content-type')! },
    });
  }
  const list = async (user: CreatedUser, supplierId: string) =>
    (await ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } })).json<RealWeddingsResponse>();
  const consent = (user: CreatedUser, supplierId: string, id: string, value: boolean) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${url(supplierId)}/${id}/consent`,
      payload: { consent: value },
      headers: { cookie: user.cookie },
    });
  const rows = (supplierId: string) =>
    ctx.database.db.select().from(realWeddings).where(eq(realWeddings.supplierId, supplierId));
  const profileHtml = async (user: CreatedUser, supplierId: string) => {
    const link = (
      await ctx.app.inject({ url: `/api/supplier/${supplierId}/profile-link`, headers: { cookie: user.cookie } })
    ).json<{ url: string }>().url;
    return (await ctx.app.inject({ url: new URL(link).pathname })).body;
  };
  const photographer = () => createOwnedSupplier(ctx, { types: ['photo'], countryCode: 'DE', locale: 'de-DE' });
  const venue = (tier = 'classic23') => createOwnedSupplier(ctx, { types: ['venue'], tier });

  it('a photographer credits the venue; it shows on its own profile once a photo is approved, on the venue’s once the venue accepts', async () => {
    const photo = await photographer();
    const place = await venue();
    const saved = await save(photo.user, photo.supplier.id, { ...story, linkedSupplierId: place.supplier.id }, [
      await png(),
      await png('#06c'),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const wedding = saved.json<RealWedding>();
    expect(wedding).toMatchObject({
      ...story,
      consent: false,
      linkedSupplier: { id: place.supplier.id, name: place.supplier.name, role: 'venue' },
    });
    expect(wedding.photos.map((p) => p.state)).toEqual(['awaiting', 'awaiting']);
    // the spec's work fields and the shared record; the maker's team is the record's users
    const l10n = { country: 'DE', currency: photo.supplier.currency, locale: 'de-DE' };
    expect(wedding).toMatchObject({
      active: true,
      role: 'photo',
      supplier: { id: photo.supplier.id, name: photo.supplier.name, role: 'photo' },
      createdBy: photo.user.id,
      wedding: { id: wedding.id, l10n, createdBy: photo.user.id, users: [photo.user.id] },
    });
    // the venue's copy: consent false, and none of the photographer's accounts
    expect((await list(place.user, place.supplier.id)).taggedIn).toEqual([
      expect.objectContaining({
        id: wedding.id,
        linkedSupplier: { id: place.supplier.id, name: place.supplier.name, role: 'venue' },
        consent: false,
        active: true,
        role: 'photo',
        supplier: { id: photo.supplier.id, name: photo.supplier.name, role: 'photo' },
        createdBy: null,
        wedding: { id: wedding.id, l10n, createdBy: null, users: [] },
      }),
    ]);
    expect(await profileHtml(photo.user, photo.supplier.id)).not.toContain('Summer at the mill');

    const admin = await createPlatformAdmin(ctx);
    const queue = (
      await ctx.app.inject({ url: '/api/admin/photo-queue?page=0', headers: { cookie: admin.cookie } })
    ).json<{ photos: { id: string; source: string }[] }>();
    expect(queue.photos.filter((p) => p.source === 'realWedding').map((p) => p.id)).toEqual(
      expect.arrayContaining([wedding.photos[0]!.id]),
    );
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/photo-queue/decisions',
      payload: { photoIds: [wedding.photos[0]!.id], decision: 'approve' },
      headers: { cookie: admin.cookie },
    });
    const own = await profileHtml(photo.user, photo.supplier.id);
    expect(own).toContain('Summer at the mill');
    expect(own).toContain(wedding.photos[0]!.thumbnail);
    expect(own).not.toContain(wedding.photos[1]!.thumbnail);
    expect(own).not.toContain(place.supplier.name); // credited once it accepted
    expect(await profileHtml(place.user, place.supplier.id)).not.toContain('Summer at the mill');

    const accepted = await consent(place.user, place.supplier.id, wedding.id, true);
    expect(accepted.json<TaggedRealWedding>()).toMatchObject({ id: wedding.id, consent: true });
    const theirs = await profileHtml(place.user, place.supplier.id);
    expect(theirs).toContain('Summer at the mill');
    expect(theirs).toContain(photo.supplier.name);
    expect(await profileHtml(photo.user, photo.supplier.id)).toContain(place.supplier.name);
    expect((await list(photo.user, photo.supplier.id)).realWeddings[0]!.consent).toBe(true);

    expect((await consent(place.user, place.supplier.id, wedding.id, false)).statusCode).toBe(200);
    expect(await profileHtml(place.user, place.supplier.id)).not.toContain('Summer at the mill');
    // only the linked supplier answers
    const stranger = await venue();
    expect((await consent(stranger.user, stranger.supplier.id, wedding.id, true)).statusCode).toBe(404);
    expect((await consent(stranger.user, place.supplier.id, wedding.id, true)).statusCode).toBe(404);
  });

  it('refuses bad input with the spec’s message keys and writes nothing', async () => {
    const photo = await photographer();
    const place = await venue();
    const florist = await createOwnedSupplier(ctx, { types: ['florist'] });
    const onePhoto = [await png()];
    const fieldsOf = async (data: object, photos: Buffer[] = onePhoto) =>
      (await save(photo.user, photo.supplier.id, data, photos)).json().error?.fields;
    expect(await fieldsOf({ name: ' ', couple: '', url: '' })).toEqual({
      name: 'realWeddings:errors.weddingName',
      couple: 'realWeddings:errors.coupleNames',
      url: 'realWeddings:errors.url',
      linkedSupplierId: 'realWeddings:errors.linkedSupplier',
    });
    // one pass: no photo is named with the other fields' errors, not after they pass
    expect(await fieldsOf({ name: '', couple: 'Anna & Ben', url: '', newPhotos: 3 }, [])).toEqual({
      name: 'realWeddings:errors.weddingName',
      url: 'realWeddings:errors.url',
      linkedSupplierId: 'realWeddings:errors.linkedSupplier',
      photos: 'realWeddings:errors.photos',
    });
    expect(
      await fieldsOf({
        ...story,
        url: 'https://www.hitched.co.uk/real-weddings/anna',
        linkedSupplierId: place.supplier.id,
      }),
    ).toEqual({ url: 'realWeddings:errors.blockedUrl' });
    // the link must not contain a blocked address anywhere, not only as its host
    expect(
      await fieldsOf({
        ...story,
        url: 'https://blog.example/?from=hitched.co.uk',
        linkedSupplierId: place.supplier.id,
      }),
    ).toEqual({ url: 'realWeddings:errors.blockedUrl' });
    expect(await fieldsOf({ ...story, linkedSupplierId: place.supplier.id }, [])).toEqual({
      photos: 'realWeddings:errors.photos',
    });
    expect(await fieldsOf({ ...story, linkedSupplierId: florist.supplier.id })).toEqual({
      linkedSupplierId: 'realWeddings:errors.linkedSupplierInvalid',
    });
    expect(await fieldsOf({ ...story, linkedSupplierId: photo.supplier.id })).toEqual({
      linkedSupplierId: 'realWeddings:errors.linkedSupplierInvalid',
    });
    expect(await fieldsOf({ ...story, linkedSupplierId: place.supplier.id }, [Buffer.from('not a photo')])).toEqual({
      photos: 'photos:errors.type',
    });
    expect(
      (
        await save(photo.user, photo.supplier.id, { ...story, id: 'nope', linkedSupplierId: place.supplier.id }, [
          await png(),
        ])
      ).json().error.message,
    ).toBe('Missing real wedding');
    // a venue outside GB, DE and FR has no real weddings: it could never accept the credit
    const polish = await createOwnedSupplier(ctx, { types: ['venue'], countryCode: 'PL' });
    expect(await fieldsOf({ ...story, linkedSupplierId: polish.supplier.id })).toEqual({
      linkedSupplierId: 'realWeddings:errors.linkedSupplierInvalid',
    });
    expect(await fieldsOf({ ...story, name: 'a\u0000b', linkedSupplierId: place.supplier.id })).toEqual({
      _: 'validation:unsavableCharacter',
    });
    const viewer = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: photo.supplier.id, userId: viewer.id, role: 'viewer' });
    expect(
      (await save(viewer, photo.supplier.id, { ...story, linkedSupplierId: place.supplier.id }, [await png()]))
        .statusCode,
    ).toBe(403);
    expect(await rows(photo.supplier.id)).toHaveLength(0);
    expect(
      await ctx.database.db.select().from(realWeddingPhotos).where(eq(realWeddingPhotos.supplierId, photo.supplier.id)),
    ).toHaveLength(0);
  });

  it('is offered to venues (classic23) and photographers in GB, DE and FR only', async () => {
    const refusal = async (owner: { user: CreatedUser; supplier: { id: string } }) =>
      (await save(owner.user, owner.supplier.id, story, [await png()])).json().error;
    expect(await refusal(await venue('classic'))).toMatchObject({
      code: 'tier-required',
      fields: { feature: 'tiers:features.realWeddings', tier: 'tiers:names.classic23' },
    });
    // elsewhere no tier opens them: the answer says so, naming no tier
    const notOffered = {
      code: 'not-offered',
      message: "Real weddings: not available for this supplier's category or country",
      fields: { feature: 'tiers:features.realWeddings', _: 'tiers:notOffered' },
    };
    expect(await refusal(await createOwnedSupplier(ctx, { types: ['florist'], tier: 'platinum' }))).toStrictEqual(
      notOffered,
    );
    expect(await refusal(await createOwnedSupplier(ctx, { types: ['photo'], countryCode: 'PL' }))).toStrictEqual(
      notOffered,
    );
    const venueOwner = await venue();
    // a venue may leave its photographer out
    expect((await save(venueOwner.user, venueOwner.supplier.id, story, [await png()])).statusCode).toBe(200);
  });

  it('edits keep the photos named, add new ones, and ask a newly linked supplier again; delete marks it inactive', async () => {
    const photo = await photographer();
    const first = await venue();
    const second = await venue();
    const wedding = (
      await save(photo.user, photo.supplier.id, { ...story, linkedSupplierId: first.supplier.id }, [
        await png(),
        await png('#0c6'),
      ])
    ).json<RealWedding>();
    await consent(first.user, first.supplier.id, wedding.id, true);

    const edited = await save(
      photo.user,
      photo.supplier.id,
      {
        ...story,
        id: wedding.id,
        name: 'Autumn at the mill',
        linkedSupplierId: second.supplier.id,
        keepPhotoIds: [wedding.photos[1]!.id],
      },
      [await png('#60c')],
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<RealWedding>();
    expect(after).toMatchObject({
      id: wedding.id,
      name: 'Autumn at the mill',
      consent: false,
      linkedSupplier: { id: second.supplier.id },
    });
    expect(after.photos.map((p) => p.id)[0]).toBe(wedding.photos[1]!.id);
    expect(after.photos).toHaveLength(2);
    expect((await list(first.user, first.supplier.id)).taggedIn).toEqual([]);
    expect((await list(second.user, second.supplier.id)).taggedIn).toMatchObject([{ id: wedding.id, consent: false }]);

    // another real wedding's photos are not this one's to keep, nor another supplier's real wedding to save
    const other = (
      await save(photo.user, photo.supplier.id, { ...story, linkedSupplierId: first.supplier.id }, [await png()])
    ).json<RealWedding>();
    const foreignKeep = await save(photo.user, photo.supplier.id, {
      ...story,
      id: wedding.id,
      linkedSupplierId: second.supplier.id,
      keepPhotoIds: other.photos.map((p) => p.id),
    });
    expect(foreignKeep.json().error.fields).toEqual({ photos: 'realWeddings:errors.photos' });
    const stranger = await photographer();
    expect(
      (
        await save(
          stranger.user,
          stranger.supplier.id,
          { ...story, id: wedding.id, linkedSupplierId: second.supplier.id },
          [await png()],
        )
      ).json().error.message,
    ).toBe('Missing real wedding');
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${url(stranger.supplier.id)}/${wedding.id}`,
          headers: { cookie: stranger.user.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${url(photo.supplier.id)}/${wedding.id}`,
          headers: { cookie: photo.user.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await list(photo.user, photo.supplier.id)).realWeddings.map((w) => w.id)).toEqual([other.id]);
    expect((await list(second.user, second.supplier.id)).taggedIn).toEqual([]);
    expect((await rows(photo.supplier.id)).find((row) => row.id === wedding.id)).toMatchObject({ active: false });
    // an edit of the deleted one (another browser's open form): the form says it was deleted
    const late = await save(
      photo.user,
      photo.supplier.id,
      { ...story, id: wedding.id, linkedSupplierId: second.supplier.id },
      [await png()],
    );
    expect(late.statusCode).toBe(404);
    expect(late.json().error).toMatchObject({
      code: 'not-found',
      message: 'Missing real wedding',
      fields: { _: 'realWeddings:errors.gone' },
    });
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `${url(photo.supplier.id)}/${wedding.id}`,
          headers: { cookie: photo.user.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('finds the suppliers it can link: venues for a photographer', async () => {
    const photo = await photographer();
    const place = await venue();
    await createOwnedSupplier(ctx, { types: ['photo'], name: `${place.supplier.name} Studio` });
    const found = (
      await ctx.app.inject({
        url: `${url(photo.supplier.id)}/suppliers?q=${encodeURIComponent(place.supplier.name)}`,
        headers: { cookie: photo.user.cookie },
      })
    ).json<{ suppliers: { id: string; category: string }[] }>();
    expect(found.suppliers).toEqual([
      { id: place.supplier.id, name: place.supplier.name, category: 'venue', town: 'London' },
    ]);
  });

  it('publishes the spec’s real-wedding and shared-record fields in the OpenAPI document', async () => {
    const path = '/api/supplier/{supplierId}/real-weddings';
    const work = ['id', 'name', 'couple', 'url', 'photos', 'linkedSupplier', 'createdAt', 'active', 'role', 'supplier'];
    for (const list of ['realWeddings.[]', 'taggedIn.[]']) {
      expect(await answerFieldsOf(ctx.app, 'GET', path, list)).toEqual(
        expect.arrayContaining([...work, 'createdBy', 'consent', 'wedding']),
      );
      expect(await answerFieldsOf(ctx.app, 'GET', path, `${list}.wedding`)).toEqual([
        'createdBy',
        'id',
        'l10n',
        'users',
      ]);
    }
  });
});
