import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramStatus } from '../../../domain/apps/instagram-api.ts';
import { instagramConnections, supplierUsers } from '../../db/schema/index.ts';
import { standInPosts } from '../../providers/instagram/stand-in.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createProviders } from '../../providers/index.ts';
import { instagramTokenBox, openToken, resealInstagramTokens } from './secrets.ts';

type Ctx = { current: TestContext };
const get = (ctx: TestContext, user: CreatedUser, url: string) =>
  ctx.app.inject({ url, headers: { cookie: user.cookie } });
const post = (ctx: TestContext, user: CreatedUser, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } });
const connect = (ctx: TestContext, user: CreatedUser, supplierId: string) =>
  post(ctx, user, '/api/apps/instagram/connect', { supplierId });
const status = async (ctx: TestContext, user: CreatedUser, supplierId: string) =>
  (await get(ctx, user, `/api/apps/instagram?supplierId=${supplierId}`)).json<InstagramStatus>();
const row = async (ctx: TestContext, supplierId: string) =>
  (await ctx.database.db.select().from(instagramConnections).where(eq(instagramConnections.supplierId, supplierId)))[0];
const profileHtml = async (ctx: TestContext, user: CreatedUser, supplierId: string) => {
  const link = (await get(ctx, user, `/api/supplier/${supplierId}/profile-link`)).json<{ url: string }>().url;
  return (await ctx.app.inject({ url: new URL(link).pathname })).body;
};
const stateOf = (url: string) => new URL(url, 'http://x').searchParams.get('state')!;

describe('the Instagram app with the embedded stand-in', () => {
  const ref = {} as Ctx;
  beforeAll(async () => {
    ref.current = await createTestApp();
  });
  afterAll(() => ref.current.close());

  it('connects through the stand-in, keeps the token encrypted, shows the posts on the profile, and disconnect removes them', async () => {
    const ctx = ref.current;
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    expect(await status(ctx, user, supplier.id)).toEqual({
      connected: false,
      username: null,
      connectedAt: null,
      posts: [],
    });
    const started = await connect(ctx, user, supplier.id);
    expect(started.statusCode, started.body).toBe(200);
    const authorize = await get(ctx, user, started.json<{ url: string }>().url);
    expect(authorize.statusCode).toBe(302);
    const back = await get(ctx, user, authorize.headers.location!);
    expect(back.headers.location).toBe('/apps?instagram=connected');

    const connected = await status(ctx, user, supplier.id);
    expect(connected).toMatchObject({ connected: true, username: 'standin.weddings' });
    expect(connected.posts.map((p) => p.caption)).toEqual(standInPosts.map((p) => p.caption));
    const stored = (await row(ctx, supplier.id))!;
    expect(stored.tokenCiphertext).toMatch(/^v1:/);
    expect(stored.tokenCiphertext).not.toContain('stand-in-token');
    expect(await profileHtml(ctx, user, supplier.id)).toContain('Tables set for a spring wedding in the barn');

    const gone = await post(ctx, user, '/api/apps/instagram/disconnect', { supplierId: supplier.id });
    expect(gone.statusCode).toBe(204);
    expect(await row(ctx, supplier.id)).toBeUndefined();
    expect(await profileHtml(ctx, user, supplier.id)).not.toContain('Tables set for a spring wedding in the barn');
  });

  it('needs tier classic to connect, the editor role to connect or disconnect, and the supplier’s own account', async () => {
    const ctx = ref.current;
    const free = await createOwnedSupplier(ctx);
    const refused = await connect(ctx, free.user, free.supplier.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('tier-required');
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await connect(ctx, viewer, supplier.id)).statusCode).toBe(403);
    expect((await post(ctx, viewer, '/api/apps/instagram/disconnect', { supplierId: supplier.id })).statusCode).toBe(
      403,
    );
    expect((await status(ctx, viewer, supplier.id)).connected).toBe(false);
    const stranger = await createOwnedSupplier(ctx, { tier: 'classic' });
    expect((await connect(ctx, stranger.user, supplier.id)).statusCode).toBe(404);
    expect(
      (await post(ctx, stranger.user, '/api/apps/instagram/disconnect', { supplierId: supplier.id })).statusCode,
    ).toBe(404);
    expect((await connect(ctx, user, '')).statusCode).toBe(400);
  });

  it('refuses a callback whose state is changed, another user’s, or for a supplier the user no longer edits; a refusal at Instagram is “denied”', async () => {
    const ctx = ref.current;
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const state = stateOf((await connect(ctx, user, supplier.id)).json<{ url: string }>().url);
    const callback = (as: CreatedUser, query: string) => get(ctx, as, `/api/apps/instagram/callback?${query}`);
    expect((await callback(user, `code=stand-in.x&state=${state.slice(0, -2)}xx`)).headers.location).toBe(
      '/apps?instagram=failed',
    );
    const other = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: other.id, role: 'admin' });
    expect((await callback(other, `code=stand-in.x&state=${state}`)).headers.location).toBe('/apps?instagram=failed');
    expect((await callback(user, `error=access_denied&state=${state}`)).headers.location).toBe(
      '/apps?instagram=denied',
    );
    expect((await callback(user, `code=not-a-code&state=${state}`)).headers.location).toBe('/apps?instagram=failed');
    await ctx.database.db.update(supplierUsers).set({ role: 'viewer' }).where(eq(supplierUsers.userId, user.id));
    expect((await callback(user, `code=stand-in.x&state=${state}`)).headers.location).toBe('/apps?instagram=failed');
    expect(await row(ctx, supplier.id)).toBeUndefined();
    expect(
      (await ctx.app.inject({ url: `/api/apps/instagram/callback?code=stand-in.x&state=${state}` })).statusCode,
    ).toBe(401);
  });
});

/**
 * Instagram Login and the Graph API as a local server: the codes it knows, the tokens it gave, and whether it is down.
 */
async function startFakeInstagram() {
  const fake = { down: false, mediaCalls: 0, refreshed: 0, url: '', close: async () => {} };
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', fake.url);
    if (fake.down) return json(response, 503, { error: { message: 'down' } });
    if (url.pathname === '/oauth/access_token') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('client_secret') !== 'secret' || form.get('code') !== 'good-code')
          return json(response, 400, { error_message: 'invalid code' });
        json(response, 200, {
          data: [{ access_token: 'short-token', user_id: '9001', permissions: 'instagram_business_basic' }],
        });
      });
      return;
    }
    const token = url.searchParams.get('access_token');
    if (url.pathname === '/access_token' && token === 'short-token')
      return json(response, 200, { access_token: 'long-token', token_type: 'bearer', expires_in: 5 * 24 * 3600 });
    if (url.pathname === '/refresh_access_token' && token === 'long-token') {
      fake.refreshed++;
      return json(response, 200, { access_token: 'long-token', token_type: 'bearer', expires_in: 60 * 24 * 3600 });
    }
    if (url.pathname === '/me' && token === 'long-token')
      return json(response, 200, { user_id: '9001', username: 'oldbarn' });
    if (url.pathname === '/me/media' && token === 'long-token') {
      fake.mediaCalls++;
      return json(response, 200, {
        data: [
          {
            id: 'm1',
            caption: 'Barn at dusk',
            media_type: 'IMAGE',
            media_url: 'https://cdn.example.com/m1.jpg',
            permalink: 'https://www.instagram.com/p/m1/',
            timestamp: '2026-11-20T10:00:00+0000',
          },
          {
            id: 'm2',
            media_type: 'VIDEO',
            media_url: 'https://cdn.example.com/m2.mp4',
            thumbnail_url: 'https://cdn.example.com/m2.jpg',
            permalink: 'https://www.instagram.com/p/m2/',
            timestamp: '2026-11-19T10:00:00+0000',
          },
          {
            id: 'm3',
            caption: 'not https',
            media_type: 'IMAGE',
            media_url: 'http://cdn.example.com/m3.jpg',
            permalink: 'https://www.instagram.com/p/m3/',
          },
        ],
      });
    }
    json(response, 401, { error: { message: 'bad token' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

describe('the Instagram app with Instagram Login (the real adapter, against a local Instagram)', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeInstagram>>;
  const oldSecret = 'the AUTH_SECRET of the Instagram tests before a rotation';
  const instagramEnv = () => ({
    INSTAGRAM_CLIENT_ID: 'client',
    INSTAGRAM_CLIENT_SECRET: 'secret',
    INSTAGRAM_AUTHORIZATION_URL: `${fake.url}/oauth/authorize`,
    INSTAGRAM_TOKEN_URL: `${fake.url}/oauth/access_token`,
    INSTAGRAM_GRAPH_URL: fake.url,
  });
  beforeAll(async () => {
    fake = await startFakeInstagram();
    ctx = await createTestApp({ ...instagramEnv(), AUTH_SECRET: oldSecret });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('exchanges the code for a long-lived token, keeps the posts, and a profile never waits for Instagram being down', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const authorize = new URL((await connect(ctx, user, supplier.id)).json<{ url: string }>().url);
    expect(authorize.origin + authorize.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'client',
      response_type: 'code',
      scope: 'instagram_business_basic',
      redirect_uri: 'http://localhost:3000/api/apps/instagram/callback',
    });
    const state = authorize.searchParams.get('state')!;
    expect((await get(ctx, user, `/api/apps/instagram/callback?code=bad-code&state=${state}`)).headers.location).toBe(
      '/apps?instagram=failed',
    );
    expect((await get(ctx, user, `/api/apps/instagram/callback?code=good-code&state=${state}`)).headers.location).toBe(
      '/apps?instagram=connected',
    );
    const connected = await status(ctx, user, supplier.id);
    expect(connected.username).toBe('oldbarn');
    // a video shows its cover; an item without an https picture is left out
    expect(connected.posts.map((p) => [p.id, p.imageUrl])).toEqual([
      ['m1', 'https://cdn.example.com/m1.jpg'],
      ['m2', 'https://cdn.example.com/m2.jpg'],
    ]);

    // an hour later Instagram is down: the page shows the kept posts at once, and the failure is noted
    fake.down = true;
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    await ctx.database.db
      .update(instagramConnections)
      .set({ postsFetchedAt: old })
      .where(eq(instagramConnections.supplierId, supplier.id));
    expect(await profileHtml(ctx, user, supplier.id)).toContain('Barn at dusk');
    await expect.poll(async () => (await row(ctx, supplier.id))?.postsFailedAt).not.toBeNull();
    expect((await row(ctx, supplier.id))!.posts).toHaveLength(2);

    // back up, after the retry pause: the token near its end is refreshed and the posts fetched again
    fake.down = false;
    const calls = fake.mediaCalls;
    await ctx.database.db
      .update(instagramConnections)
      .set({ postsFailedAt: old })
      .where(eq(instagramConnections.supplierId, supplier.id));
    // (the page kept a minute is dropped as a supplier's write would)
    await ctx.database.changes.publish('supplier', supplier.id);
    await profileHtml(ctx, user, supplier.id);
    await expect.poll(() => fake.mediaCalls).toBe(calls + 1);
    expect(fake.refreshed).toBe(1);
    await expect
      .poll(async () => (await row(ctx, supplier.id))!.tokenExpiresAt!.getTime())
      .toBeGreaterThan(Date.now() + 50 * 24 * 3600_000);
  });

  it('keeps an account connected through an AUTH_SECRET rotation: read under the previous secret, sealed anew by the reseal job', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const state = new URL((await connect(ctx, user, supplier.id)).json<{ url: string }>().url).searchParams.get(
      'state',
    );
    expect((await get(ctx, user, `/api/apps/instagram/callback?code=good-code&state=${state}`)).headers.location).toBe(
      '/apps?instagram=connected',
    );
    const publicPath = new URL(
      (await get(ctx, user, `/api/supplier/${supplier.id}/profile-link`)).json<{ url: string }>().url,
    ).pathname;
    const sealedBefore = (await row(ctx, supplier.id))!.tokenCiphertext;
    // an hour later, the token far from its end (no refresh, which would seal it anew by itself): the feed is old
    await ctx.database.db
      .update(instagramConnections)
      .set({ postsFetchedAt: new Date(Date.now() - 3_600_000), tokenExpiresAt: new Date(Date.now() + 50 * 86_400_000) })
      .where(eq(instagramConnections.supplierId, supplier.id));

    // the portal starts again with a new AUTH_SECRET and the old one as previous (sessions do not survive that)
    const newSecret = 'the AUTH_SECRET of the Instagram tests after a rotation';
    const config = loadConfig({
      ...instagramEnv(),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      AUTH_SECRET: newSecret,
      AUTH_SECRET_PREVIOUS: oldSecret,
    });
    const rotated = await buildApp({
      config,
      database: ctx.database,
      providers: createProviders(config, ctx.database),
    });
    try {
      const calls = fake.mediaCalls;
      expect((await rotated.inject({ url: publicPath })).body).toContain('Barn at dusk');
      // the token read under the previous secret fetched the posts again
      await expect.poll(() => fake.mediaCalls).toBe(calls + 1);
      await expect
        .poll(async () => (await row(ctx, supplier.id))!.postsFetchedAt!.getTime())
        .toBeGreaterThan(Date.now() - 60_000);
      expect((await row(ctx, supplier.id))!.postsFailedAt).toBeNull();
      expect((await row(ctx, supplier.id))!.tokenCiphertext).toBe(sealedBefore);

      // only this test's token is under these secrets: other files' rows on a shared database are left unread
      const box = instagramTokenBox(config);
      const count = await ctx.database.db.transaction((tx) => resealInstagramTokens(tx, box));
      expect(count.resealed).toBeGreaterThanOrEqual(1);
      const sealedAfter = (await row(ctx, supplier.id))!.tokenCiphertext;
      expect(sealedAfter.startsWith(box.currentPrefix)).toBe(true);
      const newOnly = instagramTokenBox({ AUTH_SECRET: newSecret, AUTH_SECRET_PREVIOUS: [] });
      expect(openToken(newOnly, sealedAfter)).toBe('long-token');
    } finally {
      await rotated.close();
    }
  });
});
