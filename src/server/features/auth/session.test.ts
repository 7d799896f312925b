import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin, createUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, whoami } from './test-helpers.ts';

describe('session user (getSessionUser)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('reads the user from the session cookie', async () => {
    const user = await createUser(ctx, { firstName: 'Ada', lastName: 'Lovelace', locale: 'de-DE' });
    expect(await whoami(ctx, { cookie: user.cookie })).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'de-DE',
      activeSupplierId: null,
      isPlatformAdmin: false,
    });
  });

  it('marks platform admins', async () => {
    const admin = await createPlatformAdmin(ctx);
    expect((await whoami(ctx, { cookie: admin.cookie }))?.isPlatformAdmin).toBe(true);
  });

  it('reads the user from an Authorization: Bearer token (API clients)', async () => {
    const user = await createUser(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const { token } = login.json<{ token: string }>();
    expect(token).toMatch(/^\S{20,}$/);
    expect((await whoami(ctx, { authorization: `Bearer ${token}` }))?.id).toBe(user.id);
    expect(await whoami(ctx, { authorization: `Bearer ${token}x` })).toBeNull();
  });

  it('is null without a session or with a forged cookie; requireUser answers 401', async () => {
    expect(await whoami(ctx, {})).toBeNull();
    expect(await whoami(ctx, { cookie: 'portal.session_token=forged.value' })).toBeNull();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: 'portal.session_token=forged.value' },
      payload: { currentPassword: 'x', newPassword: 'yyyyyy' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('serves better-auth under /api/auth/* for API clients', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({ url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'raw@test.example', password: 'secret1', name: '' },
    });
    expect(signUp.statusCode).toBe(404);
  });
});
