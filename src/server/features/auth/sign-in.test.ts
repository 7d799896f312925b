import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index.ts';
import { cookieOf, createPlatformAdmin, createUser } from '../../test/factories.ts';
import { createSupplier } from '../../test/supplier-factory.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, whoami } from './test-helpers.ts';

describe('sign in and sign out (POST /api/login, /api/logout)', () => {
  let ctx: TestContext;
  // a client address of its own per test run: the per-client count is not shared with other test files
  const clientAddress = `198.51.100.${randomInt(1, 255)}`;
  const login = (payload: Record<string, unknown>, remoteAddress = clientAddress) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('opens a session whose cookie is httpOnly and SameSite=Lax', async () => {
    const user = await createUser(ctx);
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).toBe(user.id);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/portal\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await whoami(ctx, { cookie: cookieOf(res.headers['set-cookie']) }))?.id).toBe(user.id);
  });

  it('answers an unknown e-mail exactly as a wrong password (no account enumeration)', async () => {
    const user = await createUser(ctx);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: `nobody-${user.id}@test.example`, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: {
        code: 'wrong-password',
        message: 'The e-mail or password is wrong',
        fields: { password: 'authErrors:wrong-password' },
      },
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses bad input with field messages and the spec codes', async () => {
    const malformed = await login({ email: 'not-an-email', password: 'secret1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'invalid-email', fields: { email: 'validation:email' } });
    const empty = await login({ email: '  ', password: '' });
    expect(empty.json().error).toMatchObject({
      code: 'validation',
      fields: { email: 'validation:required', password: 'validation:required' },
    });
  });

  it('locks an address after 5 failed sign-ins with too-many-requests, even for the right password', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 5; i++)
      expect((await login({ email: user.email, password: `wrong-${i}` })).json().error.code).toBe('wrong-password');
    const locked = await login({ email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
      code: 'too-many-requests',
      fields: { password: 'authErrors:too-many-requests' },
    });
  });

  it('locks an unknown address the same way', async () => {
    const email = `ghost-${Date.now()}@test.example`;
    for (let i = 0; i < 5; i++) await login({ email, password: 'whatever1' });
    expect((await login({ email, password: 'whatever1' })).json().error.code).toBe('too-many-requests');
  });

  it('holds the lock under a burst: of 60 parallel wrong passwords at most 5 are judged, and the right one is then refused', async () => {
    const user = await createUser(ctx);
    const address = `203.0.113.${randomInt(1, 255)}`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login({ email: user.email, password: `guess-${i}` }, address)),
    );
    const judged = answers.filter((res) => res.json().error.code === 'wrong-password');
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(60 - judged.length);
    const right = await login({ email: user.email, password: user.password }, `192.0.2.${randomInt(1, 255)}`);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('too-many-requests');
  });

  it('limits failed sign-ins per client address across e-mails, and not other clients', async () => {
    const address = `2001:db8::${randomUUID().slice(0, 4)}`;
    for (let i = 0; i < 50; i++)
      expect(
        (await login({ email: `spray-${i}-${randomUUID()}@test.example`, password: 'Summer2024!' }, address))
          .statusCode,
      ).toBe(400);
    const user = await createUser(ctx);
    const blocked = await login({ email: user.email, password: user.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too-many-requests');
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the client address', async () => {
    const user = await createUser(ctx);
    const address = `192.0.2.${randomInt(1, 255)}`;
    for (let i = 0; i < 52; i++)
      expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'wrong-pw' });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'wrong-pw' });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses a deactivated account with deactivated, only once the password is right, and ends its sessions', async () => {
    const user = await createUser(ctx);
    await ctx.database.db.update(users).set({ deactivated: true }).where(eq(users.id, user.id));
    const right = await login({ email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toMatchObject({ code: 'deactivated', fields: { password: 'authErrors:deactivated' } });
    expect(right.headers['set-cookie']).toBeUndefined();
    expect((await login({ email: user.email, password: 'wrong-pw' })).json().error.code).toBe('wrong-password');
    expect(await whoami(ctx, { cookie: user.cookie })).toBeNull();
  });

  it('closes the session on logout', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/portal\.session_token=;/);
    expect(await whoami(ctx, { cookie: user.cookie })).toBeNull();
    const again = await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: {} });
    expect(again.statusCode).toBe(200);
  });

  describe('post-login redirect', () => {
    it('sends a user without a supplier to the get-listed form', async () => {
      const user = await createUser(ctx);
      expect((await login({ email: user.email, password: user.password })).json().redirectTo).toBe('/get-listed');
    });

    it('sends a GB supplier to the dashboard and a US one to the enquiry manager', async () => {
      const gb = await createUser(ctx);
      await createSupplier(ctx, { ownerId: gb.id, countryCode: 'GB' });
      expect((await login({ email: gb.email, password: gb.password })).json().redirectTo).toBe('/dashboard');
      const us = await createUser(ctx);
      await createSupplier(ctx, { ownerId: us.id, countryCode: 'US' });
      expect((await login({ email: us.email, password: us.password })).json().redirectTo).toBe('/enquiry-manager');
    });

    it('sends platform admins to /search', async () => {
      const admin = await createPlatformAdmin(ctx);
      expect((await login({ email: admin.email, password: admin.password })).json().redirectTo).toBe('/search');
    });

    it('follows a same-origin next and ignores an open redirect', async () => {
      const user = await createUser(ctx);
      expect(
        (await login({ email: user.email, password: user.password, next: '/photos?tab=2' })).json().redirectTo,
      ).toBe('/photos?tab=2');
      for (const next of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)']) {
        expect((await login({ email: user.email, password: user.password, next })).json().redirectTo).toBe(
          '/get-listed',
        );
      }
    });
  });

  it('tells a password sign-in or sign-up to an address that signs in only with Google so, naming the provider', async () => {
    const user = await createUser(ctx);
    // the account as a Google sign-in makes it: no password, a google account
    await ctx.database.db.delete(accounts).where(eq(accounts.userId, user.id));
    await ctx.database.db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: `google-${user.id}`, providerId: 'google', userId: user.id });
    const expected = {
      error: {
        code: 'account-exists-with-different-credential',
        message: 'This e-mail address signs in with google',
        fields: { email: 'authErrors:account-exists-with-different-credential' },
        details: { provider: 'google', email: user.email },
      },
    };
    const signIn = await login({ email: user.email, password: user.password });
    expect(signIn.statusCode).toBe(409);
    expect(signIn.json()).toEqual(expected);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { email: user.email.toUpperCase(), password: 'a new password' },
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json()).toEqual(expected);
    // nothing was made: the address still has its one Google sign-in
    const methods = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(methods.map((account) => account.providerId)).toEqual(['google']);
  });
});
