import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin, createUser, type CreatedUser } from '../test/factories.ts';
import { operationsOf, stringFieldsOf, urlOf, type Operation } from '../test/openapi.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/** Writes any site may send (the widget on suppliers' websites, the payment provider's webhook). */
const anyOriginWrites = new Set(['POST /api/widget/enquiry', 'POST /api/payments/webhook']);
/** /api calls that answer without a session. */
const publicCalls = new Set([
  'GET /api/health',
  'GET /api/error-reporting',
  'POST /api/login',
  'GET /api/sign-in-methods',
  'POST /api/login/social',
  'GET /api/login/social/continue',
  'POST /api/logout',
  'POST /api/account/signup',
  'POST /api/account/password-reset',
  'POST /api/account/password-reset/confirm',
  'POST /api/a/t',
  'POST /api/search/geocode',
  'POST /api/search/validatestep1',
  'POST /api/widget/enquiry',
  'POST /api/payments/webhook',
  'POST /api/access-control/verify-permissions',
  'POST /api/nonce/invite/details',
  'POST /api/nonce/invite/accept',
  'GET /api/dev/mail',
  'GET /api/dev/mail/{id}',
  // calendar apps fetch a supplier's feed by its secret address, without a session
  'GET /api/calendar/{file}',
]);

const keyOf = (op: Operation) => `${op.method} ${op.path}`;
const isWrite = (op: Operation) => op.method !== 'GET';
const isApi = (op: Operation) => op.path.startsWith('/api/');
/** The error code of a JSON answer; a page (the couple's review form) answers in HTML and has none. */
const errorCodeOf = (res: { headers: Record<string, unknown>; json: () => { error?: { code?: string } } | null }) =>
  String(res.headers['content-type'] ?? '').includes('json') ? res.json()?.error?.code : undefined;

describe('request guards, generated from the OpenAPI document', () => {
  let ctx: TestContext;
  let operations: Operation[];
  let admin: CreatedUser;
  const appOrigin = 'http://localhost:3000';

  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL: appOrigin });
    operations = await operationsOf(ctx.app);
    admin = await createPlatformAdmin(ctx);
  });
  afterAll(() => ctx.close());

  const send = (op: Operation, headers: Record<string, string>, payload: unknown = {}, url = urlOf(op)) =>
    ctx.app.inject({ method: op.method, url, headers, payload: isWrite(op) ? (payload as object) : undefined });

  it('covers the calls it names', () => {
    const published = new Set(operations.map(keyOf));
    for (const call of [...anyOriginWrites, ...publicCalls]) expect(published, call).toContain(call);
    expect(operations.filter(isWrite).length).toBeGreaterThan(40);
  });

  it('refuses every cookie-authenticated write from another origin, also of the same site, with nothing done', async () => {
    for (const op of operations.filter((o) => isWrite(o) && !anyOriginWrites.has(keyOf(o)))) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
      ] as Record<string, string>[]) {
        const res = await send(op, { cookie: admin.cookie, ...headers });
        expect(res.statusCode, `${keyOf(op)} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().error.code).toBe('foreign-origin');
      }
    }
  });

  it('does not take Basic credentials (which browsers add to cross-site posts by themselves) for an API client', async () => {
    for (const op of operations.filter((o) => isWrite(o) && !anyOriginWrites.has(keyOf(o)))) {
      const res = await send(op, {
        cookie: admin.cookie,
        authorization: 'Basic c3RhZ2luZzpzdGFnaW5n',
        origin: 'https://evil.example',
      });
      expect(res.statusCode, keyOf(op)).toBe(403);
    }
  });

  it('judges the matched route, not the raw path: a percent-encoded /api is no way round the 401', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/%61pi/supplier/x/listing',
      payload: { unexpected: ['shape'] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a NUL character in an object key too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/a/t',
      payload: { event: 'pageView', genericProps: { ['a\u0000b']: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ genericProps: 'validation:unsavableCharacter' });
  });

  it("keeps better-auth's password change and reset behind the portal's own calls (which count failures)", async () => {
    for (const url of ['/api/auth/change-password', '/api/auth/reset-password']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin.cookie },
        payload: { currentPassword: 'guess', newPassword: 'guess-2' },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('lets the portal itself, bearer-token clients and the open writes through the origin check', async () => {
    // its own user: the writes sent include signing out and changing the password
    const admin = await createPlatformAdmin(ctx);
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: admin.email, password: admin.password },
      })
    ).json().token;
    for (const op of operations.filter(isWrite)) {
      const sameOrigin = await send(op, { cookie: admin.cookie, origin: appOrigin, 'sec-fetch-site': 'same-origin' });
      const otherName = await send(op, {
        cookie: admin.cookie,
        origin: 'http://127.0.0.1:3000',
        host: '127.0.0.1:3000',
      });
      const bearer = await send(op, { authorization: `Bearer ${token}`, origin: 'https://evil.example' });
      for (const res of [sameOrigin, otherName, bearer]) expect(errorCodeOf(res), keyOf(op)).not.toBe('foreign-origin');
    }
    for (const call of anyOriginWrites) {
      const op = operations.find((o) => keyOf(o) === call)!;
      expect(errorCodeOf(await send(op, { origin: 'https://supplier-website.example' })), call).not.toBe(
        'foreign-origin',
      );
    }
  });

  it('answers 401 to every non-public call without a session, before it looks at the input', async () => {
    for (const op of operations.filter((o) => isApi(o) && !publicCalls.has(keyOf(o)))) {
      for (const headers of [
        {},
        { cookie: 'portal.session_token=forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
      ] as Record<string, string>[]) {
        const res = await send(op, headers, { unexpected: ['shape'] }, urlOf(op, '%%bad%%'));
        expect(res.statusCode, `${keyOf(op)} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
    }
  });

  it('answers 401 to a signed-out session before judging the body', async () => {
    const user = await createUser(ctx);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
    for (const op of operations.filter((o) => isWrite(o) && o.jsonBody && !publicCalls.has(keyOf(o)))) {
      const res = await send(op, { cookie: user.cookie }, { unexpected: ['shape'] });
      expect(res.statusCode, keyOf(op)).toBe(401);
    }
  });

  it('refuses a NUL character and half an emoji in every string field of every JSON call with a field error, before it reaches the database', async () => {
    const admin = await createPlatformAdmin(ctx);
    // jsonb refuses the \ud83d escape JSON writes for half an emoji; a whole emoji is stored
    const unstorable = ['a\u0000b', 'a\ud83db'];
    let checked = 0;
    for (const op of operations.filter((o) => o.jsonBody)) {
      for (const text of unstorable)
        for (const field of stringFieldsOf(op.jsonBody!, text)) {
          const res = await send(op, { cookie: admin.cookie }, field.body);
          expect(res.statusCode, `${keyOf(op)} ${field.path}`).toBe(400);
          expect(res.json().error, `${keyOf(op)} ${field.path}`).toMatchObject({
            code: 'validation',
            fields: { [field.path]: 'validation:unsavableCharacter' },
          });
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(180);
  });

  it('refuses a NUL character in path and query parameters', async () => {
    const admin = await createPlatformAdmin(ctx);
    for (const op of operations.filter((o) => isApi(o) && o.parameters.length > 0)) {
      const query = op.parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=a%00b`);
      const url = query.length ? `${urlOf(op, 'a\u0000b')}?${query.join('&')}` : urlOf(op, 'a\u0000b');
      const res = await send(op, { cookie: admin.cookie }, {}, url);
      expect(res.statusCode, keyOf(op)).toBe(400);
      expect(Object.values(res.json().error.fields ?? {}), keyOf(op)).toContain('validation:unsavableCharacter');
    }
  });
});

describe('error answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("speak the portal's codes, never the framework's", async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('bad-request');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('bad-request');
    const media = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().error.code).toBe('unsupported-media-type');
  });

  it('answers 400 to an empty or malformed payment webhook', async () => {
    for (const [headers, payload] of [
      [{}, undefined],
      [{ 'content-type': 'application/json' }, ''],
      [{ 'content-type': 'application/json' }, '{"not":'],
      [{ 'content-type': 'application/json' }, '{"id":"evt_1"}'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
      expect(res.statusCode, String(payload)).toBe(400);
      expect(res.json().error.code).toBe('invalid-webhook');
    }
  });
});
