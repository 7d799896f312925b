import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoChangeResponse, VideosResponse } from '../../../domain/videos/videos-api.ts';
import { events, supplierUsers, supplierVideos, suppliers } from '../../db/schema/index.ts';
import { standInTitle, startOEmbedStandIn, type OEmbedStandIn } from '../../providers/video-meta/stand-in.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** A fresh YouTube id (11 characters). */
const youtubeId = () => `v${randomBytes(8).toString('base64url').slice(0, 10)}`;

describe('videos and video tours', () => {
  let standIn: OEmbedStandIn;
  let ctx: TestContext;
  beforeAll(async () => {
    standIn = await startOEmbedStandIn();
    ctx = await createTestApp({ VIDEO_META_URL: standIn.url });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const owned = (overrides: Partial<CreateSupplierOptions> = {}) => createOwnedSupplier(ctx, overrides);
  const list = (user: CreatedUser, supplierId: string, type = 'video') =>
    ctx.app.inject({ url: `/api/supplier/${supplierId}/videos?type=${type}`, headers: { cookie: user.cookie } });
  const add = (user: CreatedUser, supplierId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/videos`,
      payload,
      headers: { cookie: user.cookie },
    });
  const remove = (user: CreatedUser, supplierId: string, videoId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/supplier/${supplierId}/videos/${videoId}`,
      headers: { cookie: user.cookie },
    });
  const meta = (user: CreatedUser | null, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/video-meta', payload, headers: user ? { cookie: user.cookie } : {} });
  const counters = async (supplierId: string) =>
    (await ctx.database.db.select({ c: suppliers.counters }).from(suppliers).where(eq(suppliers.id, supplierId)))[0]!.c;
  const stored = (supplierId: string) =>
    ctx.database.db.select().from(supplierVideos).where(eq(supplierVideos.supplierId, supplierId));

  describe('POST /api/supplier/{id}/videos', () => {
    it('adds a YouTube link with the looked-up title and thumbnail and counts it', async () => {
      const { user, supplier } = await owned();
      const id = youtubeId();
      const res = await add(user, supplier.id, { url: `https://youtu.be/${id}?si=share`, type: 'video' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<VideoChangeResponse>();
      expect(body.count).toBe(1);
      expect(body.video).toMatchObject({
        type: 'video',
        source: 'youtube',
        sourceId: id,
        url: `https://www.youtube.com/watch?v=${id}`,
        label: standInTitle('youtube', id),
        thumbnail: `${standIn.url}/thumbnails/${id}.svg`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      });
      const listed = (await list(user, supplier.id)).json<VideosResponse>();
      expect(listed.videos.map((v) => v.sourceId)).toEqual([id]);
      expect(await counters(supplier.id)).toMatchObject({ videos: 1, videoTours: 0, photos: 0 });
    });

    it('lists in the order added, each list on its own', async () => {
      const { user, supplier } = await owned({ tier: 'lite' });
      const [first, second] = [youtubeId(), youtubeId()];
      expect(
        (await add(user, supplier.id, { url: `https://www.youtube.com/watch?v=${first}`, type: 'video' })).statusCode,
      ).toBe(201);
      expect((await add(user, supplier.id, { url: 'https://vimeo.com/76979871', type: 'video' })).statusCode).toBe(201);
      expect((await add(user, supplier.id, { url: `https://youtu.be/${second}`, type: 'video' })).statusCode).toBe(201);
      expect(
        (await add(user, supplier.id, { url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', type: 'videoTour' }))
          .statusCode,
      ).toBe(201);
      expect((await list(user, supplier.id)).json<VideosResponse>().videos.map((v) => v.sourceId)).toEqual([
        first,
        '76979871',
        second,
      ]);
      const tours = (await list(user, supplier.id, 'videoTour')).json<VideosResponse>();
      expect(tours.videos.map((v) => [v.source, v.label])).toEqual([
        ['matterport', standInTitle('matterport', 'SxQL3iGyoDo')],
      ]);
      expect(await counters(supplier.id)).toMatchObject({ videos: 3, videoTours: 1 });
    });

    it('a Google Maps link is stored with the place as its label and no thumbnail, without a lookup', async () => {
      const { user, supplier } = await owned({ tier: 'lite' });
      const before = standIn.requests.length;
      const res = await add(user, supplier.id, {
        url: 'https://www.google.co.uk/maps/place/The+Old+Barn/@51.88,-1.75,17z',
        type: 'videoTour',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<VideoChangeResponse>().video).toMatchObject({
        source: 'googlemaps',
        label: 'The Old Barn',
        thumbnail: null,
        embedUrl: null,
      });
      expect(standIn.requests.length).toBe(before);
    });

    it.each([
      ['https://example.com/our-film.mp4'],
      ['not a link'],
      ['https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA'],
      ['   '],
    ])('refuses %j with incorrect-url and writes nothing', async (url) => {
      const { user, supplier } = await owned();
      const res = await add(user, supplier.id, { url, type: 'video' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ url: 'videos:errors.incorrectUrl' });
      expect(await stored(supplier.id)).toEqual([]);
      expect(await counters(supplier.id)).toMatchObject({ videos: 0 });
    });

    it('refuses a body without a known type (400, nothing written)', async () => {
      const { user, supplier } = await owned();
      const res = await add(user, supplier.id, { url: `https://youtu.be/${youtubeId()}`, type: 'film' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ type: 'validation:invalid' });
      expect(await stored(supplier.id)).toEqual([]);
    });

    it('refuses a video already in the list, also as another link form; tours have their own wording', async () => {
      const { user, supplier } = await owned({ tier: 'lite' });
      const id = youtubeId();
      expect((await add(user, supplier.id, { url: `https://youtu.be/${id}`, type: 'video' })).statusCode).toBe(201);
      const again = await add(user, supplier.id, { url: `https://www.youtube.com/embed/${id}`, type: 'video' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'already-exists',
        fields: { url: 'videos:errors.alreadyExists' },
      });
      // the same video may be a tour as well: the lists are separate
      expect((await add(user, supplier.id, { url: `https://youtu.be/${id}`, type: 'videoTour' })).statusCode).toBe(201);
      const tourAgain = await add(user, supplier.id, { url: `https://m.youtube.com/watch?v=${id}`, type: 'videoTour' });
      expect(tourAgain.json().error).toMatchObject({
        code: 'already-exists',
        fields: { url: 'videos:errors.tourAlreadyExists' },
      });
      expect(await counters(supplier.id)).toMatchObject({ videos: 1, videoTours: 1 });
    });

    it('a failed lookup is the not-found message (422) and writes nothing', async () => {
      const { user, supplier } = await owned();
      const res = await add(user, supplier.id, { url: 'https://youtu.be/notFound404', type: 'video' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'video-not-found', fields: { url: 'videos:errors.notFound' } });
      expect(await stored(supplier.id)).toEqual([]);
    });

    it.each([
      ['a venue below lite', { tier: 'free' }, { code: 'tier-required', fields: { tier: 'tiers:names.lite' } }],
      // tours are for venues: no tier opens them to another supplier
      [
        'a photographer',
        { types: ['photo'], tier: 'platinum' },
        { code: 'not-offered', fields: { _: 'tiers:notOffered' } },
      ],
    ])('refuses video tours to %s (403, nothing written), not videos', async (_who, options, refusal) => {
      const { user, supplier } = await owned(options);
      const res = await add(user, supplier.id, {
        url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
        type: 'videoTour',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: refusal.code,
        fields: { feature: 'tiers:features.videoTours', ...refusal.fields },
      });
      expect(await stored(supplier.id)).toEqual([]);
      expect((await add(user, supplier.id, { url: `https://youtu.be/${youtubeId()}`, type: 'video' })).statusCode).toBe(
        201,
      );
    });

    it('keeps the counter right under concurrent adds, and a raced duplicate is stored once', async () => {
      const { user, supplier } = await owned();
      const ids = Array.from({ length: 5 }, youtubeId);
      const answers = await Promise.all(
        ids.map((id) => add(user, supplier.id, { url: `https://youtu.be/${id}`, type: 'video' })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const dup = youtubeId();
      const raced = await Promise.all(
        [0, 1].map(() => add(user, supplier.id, { url: `https://youtu.be/${dup}`, type: 'video' })),
      );
      expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await counters(supplier.id)).toMatchObject({ videos: 6 });
      expect(await stored(supplier.id)).toHaveLength(6);
    });
  });

  describe('DELETE /api/supplier/{id}/videos/{videoId}', () => {
    it('deletes, lowers the counter and emits videoDeleted with the new count', async () => {
      const { user, supplier } = await owned();
      const added = await Promise.all(
        [youtubeId(), youtubeId()].map(
          async (id) =>
            (await add(user, supplier.id, { url: `https://youtu.be/${id}`, type: 'video' })).json<VideoChangeResponse>()
              .video!,
        ),
      );
      const res = await remove(user, supplier.id, added[0]!.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ count: 1 });
      expect(await counters(supplier.id)).toMatchObject({ videos: 1 });
      expect((await stored(supplier.id)).map((v) => v.id)).toEqual([added[1]!.id]);
      const [event] = await ctx.database.db
        .select()
        .from(events)
        .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'videoDeleted')));
      expect(event).toMatchObject({
        category: 'videos',
        userId: user.id,
        specificEventProps: { videoId: added[0]!.id, type: 'video', source: 'youtube', videos: 1 },
      });
      expect((await remove(user, supplier.id, added[0]!.id)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it("another supplier is 404 for every call, and its video cannot be deleted through one's own supplier", async () => {
      const { user: other, supplier: foreign } = await owned();
      const video = (
        await add(other, foreign.id, { url: `https://youtu.be/${youtubeId()}`, type: 'video' })
      ).json<VideoChangeResponse>().video!;
      const { user, supplier } = await owned();
      expect((await list(user, foreign.id)).statusCode).toBe(404);
      expect((await add(user, foreign.id, { url: `https://youtu.be/${youtubeId()}`, type: 'video' })).statusCode).toBe(
        404,
      );
      expect((await remove(user, foreign.id, video.id)).statusCode).toBe(404);
      expect((await remove(user, supplier.id, video.id)).statusCode).toBe(404);
      expect(await stored(foreign.id)).toHaveLength(1);
      expect(await counters(foreign.id)).toMatchObject({ videos: 1 });
    });

    it('a viewer reads the lists but cannot add or delete', async () => {
      const { user: owner, supplier } = await owned();
      const video = (
        await add(owner, supplier.id, { url: `https://youtu.be/${youtubeId()}`, type: 'video' })
      ).json<VideoChangeResponse>().video!;
      const viewer = await createUser(ctx);
      await createSupplier(ctx, { ownerId: viewer.id });
      await ctx.database.db
        .insert(supplierUsers)
        .values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
      expect((await list(viewer, supplier.id)).json<VideosResponse>().videos).toHaveLength(1);
      const denied = await add(viewer, supplier.id, { url: `https://youtu.be/${youtubeId()}`, type: 'video' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.code).toBe('role-required');
      expect((await remove(viewer, supplier.id, video.id)).statusCode).toBe(403);
      expect(await stored(supplier.id)).toHaveLength(1);
    });

    it('signed out is 401', async () => {
      const { supplier } = await owned();
      expect((await ctx.app.inject({ url: `/api/supplier/${supplier.id}/videos` })).statusCode).toBe(401);
      expect((await meta(null, { url: 'https://youtu.be/dQw4w9WgXcQ' })).statusCode).toBe(401);
    });

    it('a platform admin may add to any supplier', async () => {
      const { supplier } = await owned();
      const admin = await createPlatformAdmin(ctx);
      expect(
        (await add(admin, supplier.id, { url: `https://youtu.be/${youtubeId()}`, type: 'video' })).statusCode,
      ).toBe(201);
    });
  });

  describe('POST /api/video-meta', () => {
    it('answers title and thumbnail for vid, type and url', async () => {
      const user = await createUser(ctx);
      const res = await meta(user, { vid: '76979871', type: 'vimeo', url: 'https://vimeo.com/76979871' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        title: standInTitle('vimeo', '76979871'),
        thumbnail: `${standIn.url}/thumbnails/76979871.svg`,
      });
    });

    it("refuses a link of another service (400 incorrect-url), a type or vid that is not the link's (400), and an unknown video (422)", async () => {
      const user = await createUser(ctx);
      expect((await meta(user, { url: 'https://example.com/v/1' })).json().error.code).toBe('incorrect-url');
      const wrongType = await meta(user, { type: 'youtube', url: 'https://vimeo.com/76979871' });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error.fields).toEqual({ type: 'validation:invalid' });
      expect((await meta(user, { vid: '1', url: 'https://vimeo.com/76979871' })).json().error.fields).toEqual({
        vid: 'validation:invalid',
      });
      const unknown = await meta(user, { url: 'https://vimeo.com/404' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.fields).toEqual({ url: 'videos:errors.notFound' });
    });
  });
});
