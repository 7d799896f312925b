import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index.ts';
import type { InviteCreated } from '../../../domain/team.ts';
import { cookieOf, createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import {
  identityCookie,
  otherAudiencePrefix,
  startLocalIdentityProvider,
  type LocalIdentityProvider,
} from '../../test/local-identity-provider.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, resetTokenOf, waitForMail, whoami } from './test-helpers.ts';

/**
 * The cookies a browser sends after carrying `cookie` and receiving `setCookie`: a new value replaces its name's old
 * one.
 */
function jar(cookie: string, setCookie: string | string[] | undefined): string {
  const byName = new Map<string, string>();
  for (const pair of [cookie, cookieOf(setCookie)].join('; ').split('; ')) {
    const name = pair.split('=')[0];
    if (name) byName.set(name, pair);
  }
  return [...byName.values()].join('; ');
}

describe('Google and Facebook sign-in against a local OpenID Connect server', () => {
  let idp: LocalIdentityProvider;
  let ctx: TestContext;

  beforeAll(async () => {
    idp = await startLocalIdentityProvider();
    ctx = await createAuthTestApp(idp.env);
  });
  afterAll(async () => {
    await ctx.close();
    await idp.close();
  });

  /**
   * What a browser does: opens the provider's page (`providerUrl`) as `email` (null: cancels there), follows
   * it back to the portal's callback with the cookies the start set, and answers where the portal sends it.
   */
  async function throughProvider(start: { url: string; cookie: string }, email: string | null) {
    const authorize = await fetch(start.url, {
      redirect: 'manual',
      headers: email ? { cookie: `${identityCookie}=${encodeURIComponent(email)}` } : {},
    });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location') ?? '');
    const callback = await ctx.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: start.cookie } });
    expect(callback.statusCode, callback.body).toBe(302);
    return { location: String(callback.headers.location), cookie: jar(start.cookie, callback.headers['set-cookie']) };
  }

  async function startSignIn(provider: string, next?: string, locale?: string) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/social', payload: { provider, next, locale } });
    expect(res.statusCode, res.body).toBe(200);
    return { url: res.json<{ url: string }>().url, cookie: jar('', res.headers['set-cookie']) };
  }

  it('lists the configured providers for the sign-in screens', async () => {
    const res = await ctx.app.inject({ url: '/api/sign-in-methods' });
    expect(res.json()).toEqual({ social: ['google', 'facebook'] });
  });

  it('signs a new address up with Google: an account with the profile names and the screen language, then the post-login redirect', async () => {
    const email = `new-${randomUUID()}@gmail.test`;
    const start = await startSignIn('google', undefined, 'de-DE');
    expect(new URL(start.url).origin).toBe(idp.url);
    const back = await throughProvider(start, email);
    expect(back.location).toBe('/api/login/social/continue');
    const user = await whoami(ctx, { cookie: back.cookie });
    expect(user?.email).toBe(email);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Sam', lastName: 'Rivers', locale: 'de-DE', lastLoginMethod: 'google' });
    expect(row?.authenticatedAt).not.toBeNull();
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, row!.id));
    expect(account).toMatchObject({ providerId: 'google', accountId: `sub-${email}`, password: null });
    // no supplier yet: the get-listed form (spec section 2)
    const landing = await ctx.app.inject({ url: back.location, headers: { cookie: back.cookie } });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/get-listed');
  });

  it('signs the same provider account in again without a second user, and keeps a safe next', async () => {
    const email = `again-${randomUUID()}@gmail.test`;
    await throughProvider(await startSignIn('google'), email);
    const back = await throughProvider(await startSignIn('google', '/settings'), email);
    const landing = await ctx.app.inject({ url: back.location, headers: { cookie: back.cookie } });
    expect(landing.headers.location).toBe('/settings');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    // another site as next is dropped before it reaches the provider
    const foreign = await throughProvider(await startSignIn('google', 'https://evil.example/'), email);
    expect(foreign.location).toBe('/api/login/social/continue');
  });

  it('signs in with Facebook through its profile call', async () => {
    const email = `fb-${randomUUID()}@facebook.test`;
    const back = await throughProvider(await startSignIn('facebook', undefined, 'xx-XX'), email);
    expect((await whoami(ctx, { cookie: back.cookie }))?.email).toBe(email);
    const [account] = await ctx.database.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(account?.providerId).toBe('facebook');
    // an unknown language is the default one
    expect(
      (await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale,
    ).toBe('en-GB');
  });

  it('refuses an address that has a password account: account-exists-with-different-credential with provider and e-mail, nothing linked', async () => {
    const owner = await createUser(ctx);
    const back = await throughProvider(await startSignIn('google'), owner.email);
    const target = new URL(back.location, 'http://portal.test');
    expect(target.pathname).toBe('/login');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      provider: 'google',
      error: 'account_not_linked',
      email: owner.email,
    });
    expect(await whoami(ctx, { cookie: back.cookie })).toBeNull();
    expect(
      await ctx.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, owner.id), eq(accounts.providerId, 'google'))),
    ).toEqual([]);
  });

  it('carries an invite through the round trip: an address that signs in with Google accepts it signed in, not with a password', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const email = `invited-${randomUUID()}@gmail.test`;
    await throughProvider(await startSignIn('google'), email);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/invite/create',
      headers: { cookie: owner.cookie },
      payload: { supplierId: supplier.id, userId: owner.id, email, role: 'editor' },
    });
    const { nonceId, nonceSecret } = created.json<InviteCreated>();
    // a password on the invite page names the provider to use instead (spec: account-exists-with-different-credential)
    const withPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/invite/accept',
      payload: { nonceId, nonceSecret, email, password: 'any password' },
    });
    expect(withPassword.statusCode).toBe(409);
    expect(withPassword.json().error).toMatchObject({
      code: 'account-exists-with-different-credential',
      details: { provider: 'google', email },
    });
    // the invite page's own address is where the provider sends the user back, signed in
    const invitePage = `/signup-invite?${new URLSearchParams({ nonceId, nonceSecret })}`;
    const back = await throughProvider(await startSignIn('google', invitePage), email);
    const landing = await ctx.app.inject({ url: back.location, headers: { cookie: back.cookie } });
    expect(landing.headers.location).toBe(invitePage);
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/invite/consume',
      headers: { cookie: back.cookie },
      payload: { nonceId, nonceSecret, userId: (await whoami(ctx, { cookie: back.cookie }))!.id },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ supplierId: supplier.id });
  });

  it('comes back to /login with an error when the user cancels at the provider, signed out', async () => {
    const back = await throughProvider(await startSignIn('google'), null);
    const target = new URL(back.location, 'http://portal.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(await whoami(ctx, { cookie: back.cookie })).toBeNull();
  });

  it('refuses a forged callback (no state of this browser)', async () => {
    const start = await startSignIn('google');
    const back = await throughProvider({ url: start.url, cookie: '' }, `forged-${randomUUID()}@gmail.test`);
    expect(new URL(back.location, 'http://portal.test').searchParams.get('error')).toBeTruthy();
    expect(await whoami(ctx, { cookie: back.cookie })).toBeNull();
  });

  it('sends a replayed callback back to /login with an error, signed out', async () => {
    const start = await startSignIn('google');
    const authorize = await fetch(start.url, {
      redirect: 'manual',
      headers: { cookie: `${identityCookie}=${encodeURIComponent(`replay-${randomUUID()}@gmail.test`)}` },
    });
    const back = new URL(authorize.headers.get('location') ?? '');
    const first = await ctx.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: start.cookie } });
    expect(first.statusCode).toBe(302);
    const replay = await ctx.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: start.cookie } });
    expect(replay.statusCode).toBe(302);
    const target = new URL(String(replay.headers.location), 'http://portal.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('error')).toBeTruthy();
  });

  it('refuses an ID token made for another client', async () => {
    const back = await throughProvider(await startSignIn('google'), `${otherAudiencePrefix}${randomUUID()}@gmail.test`);
    expect(new URL(back.location, 'http://portal.test').searchParams.get('error')).toBeTruthy();
    expect(await whoami(ctx, { cookie: back.cookie })).toBeNull();
  });

  it('refuses a deactivated account', async () => {
    const email = `off-${randomUUID()}@gmail.test`;
    await throughProvider(await startSignIn('google'), email);
    await ctx.database.db.update(users).set({ deactivated: true }).where(eq(users.email, email));
    const back = await throughProvider(await startSignIn('google'), email);
    expect(new URL(back.location, 'http://portal.test').searchParams.get('error')).toBe('DEACTIVATED');
    expect(await whoami(ctx, { cookie: back.cookie })).toBeNull();
  });

  it('refuses an unknown or unconfigured provider with a field error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/social', payload: { provider: 'twitter' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation', fields: { provider: 'auth:social.startFailed' } });
  });

  describe('linked accounts (settings)', () => {
    const linked = (cookie: string) => ctx.app.inject({ url: '/api/account/linked-accounts', headers: { cookie } });

    async function startLink(cookie: string, provider: string, currentPassword?: string) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/linked-accounts',
        payload: { provider, currentPassword },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { url: res.json<{ url: string }>().url, cookie: jar(cookie, res.headers['set-cookie']) };
    }

    it('links Google to a password account, which then signs in with Google; unlinking keeps the password', async () => {
      const owner = await createUser(ctx);
      expect((await linked(owner.cookie)).json()).toEqual({
        password: true,
        addressConfirmed: false,
        providers: [
          { provider: 'google', linked: false },
          { provider: 'facebook', linked: false },
        ],
      });
      // the Google account may have another address than the portal account
      const googleEmail = `other-${randomUUID()}@gmail.test`;
      const back = await throughProvider(await startLink(owner.cookie, 'google', owner.password), googleEmail);
      expect(back.location).toBe('/settings?linked=google');
      expect((await linked(owner.cookie)).json().providers[0]).toEqual({ provider: 'google', linked: true });

      const signedIn = await throughProvider(await startSignIn('google'), googleEmail);
      expect((await whoami(ctx, { cookie: signedIn.cookie }))?.id).toBe(owner.id);

      const unlinked = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account/linked-accounts/google',
        headers: { cookie: owner.cookie },
      });
      expect(unlinked.statusCode).toBe(200);
      expect(unlinked.json()).toMatchObject({
        password: true,
        providers: [
          { provider: 'google', linked: false },
          { provider: 'facebook', linked: false },
        ],
      });
      // unlinked, that Google account is a new address again
      const afterwards = await throughProvider(await startSignIn('google'), googleEmail);
      expect((await whoami(ctx, { cookie: afterwards.cookie }))?.id).not.toBe(owner.id);
    });

    it("refuses a provider account that signs in another user, and another user's unlink does not touch it", async () => {
      const email = `taken-${randomUUID()}@gmail.test`;
      const first = await throughProvider(await startSignIn('google'), email);
      const owner = await createUser(ctx);
      const back = await throughProvider(await startLink(owner.cookie, 'google', owner.password), email);
      expect(new URL(back.location, 'http://portal.test').searchParams.get('error')).toBe(
        'account_already_linked_to_different_user',
      );
      const stranger = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account/linked-accounts/google',
        headers: { cookie: owner.cookie },
      });
      expect(stranger.statusCode).toBe(404);
      expect((await linked(first.cookie)).json().providers[0]).toEqual({ provider: 'google', linked: true });
    });

    it('refuses to unlink the last way to sign in (409), and unlinks one of two providers', async () => {
      const email = `only-${randomUUID()}@gmail.test`;
      const google = await throughProvider(await startSignIn('google'), email);
      const last = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account/linked-accounts/google',
        headers: { cookie: google.cookie },
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().error).toMatchObject({
        code: 'last-sign-in-method',
        fields: { provider: 'settings:linkedAccounts.lastMethod' },
      });
      expect((await linked(google.cookie)).json()).toEqual({
        password: false,
        addressConfirmed: true,
        providers: [
          { provider: 'google', linked: true },
          { provider: 'facebook', linked: false },
        ],
      });

      expect((await throughProvider(await startLink(google.cookie, 'facebook'), email)).location).toBe(
        '/settings?linked=facebook',
      );
      const one = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account/linked-accounts/google',
        headers: { cookie: google.cookie },
      });
      expect(one.json()).toMatchObject({
        password: false,
        providers: [
          { provider: 'google', linked: false },
          { provider: 'facebook', linked: true },
        ],
      });
    });

    it('lets an account made through a provider choose its first password through the reset link', async () => {
      const email = `nopassword-${randomUUID()}@gmail.test`;
      const google = await throughProvider(await startSignIn('google'), email);
      await ctx.app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
      const token = resetTokenOf((await waitForMail(ctx, email)).text);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/password-reset/confirm',
        payload: { token, password: 'first password' },
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'first password' },
      });
      expect(signedIn.statusCode).toBe(200);
      // Google vouched for the address: its sign-in stays
      expect((await linked(cookieOf(signedIn.headers['set-cookie']))).json()).toMatchObject({
        password: true,
        addressConfirmed: true,
        providers: [
          { provider: 'google', linked: true },
          { provider: 'facebook', linked: false },
        ],
      });
      // the reset signed the provider session out, as any password reset does
      expect(await whoami(ctx, { cookie: google.cookie })).toBeNull();
    });

    it("drops the provider sign-ins of an account a provider made without vouching for the address when its owner's reset link sets the first password", async () => {
      const email = `unconfirmed-${randomUUID()}@facebook.test`;
      const facebook = await throughProvider(await startSignIn('facebook'), email);
      expect((await linked(facebook.cookie)).json()).toMatchObject({ password: false, addressConfirmed: false });
      await ctx.app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
      const token = resetTokenOf((await waitForMail(ctx, email)).text);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/account/password-reset/confirm',
        payload: { token, password: 'owner password' },
      });
      const owner = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'owner password' },
      });
      expect((await linked(cookieOf(owner.headers['set-cookie']))).json()).toMatchObject({
        password: true,
        addressConfirmed: true,
        providers: [
          { provider: 'google', linked: false },
          { provider: 'facebook', linked: false },
        ],
      });
      // whoever made it through Facebook gets a new account now, not the owner's
      const again = await throughProvider(await startSignIn('facebook'), email);
      expect(new URL(again.location, 'http://portal.test').searchParams.get('error')).toBe('account_not_linked');
    });

    it('asks a user with a password for it before linking, with nothing linked on a wrong one', async () => {
      const owner = await createUser(ctx);
      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/linked-accounts',
        payload: { provider: 'google' },
        headers: { cookie: owner.cookie },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        code: 'validation',
        fields: { currentPassword: 'validation:required' },
      });
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/linked-accounts',
        payload: { provider: 'google', currentPassword: 'not it' },
        headers: { cookie: owner.cookie },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'wrong-password',
        fields: { currentPassword: 'authErrors:wrong-password' },
      });
      expect((await linked(owner.cookie)).json().providers[0]).toEqual({ provider: 'google', linked: false });
    });

    it('asks for a session and refuses a foreign origin and bad input', async () => {
      expect((await ctx.app.inject({ url: '/api/account/linked-accounts' })).statusCode).toBe(401);
      const owner = await createUser(ctx);
      const foreign = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/linked-accounts',
        payload: { provider: 'google' },
        headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      const unknown = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/account/linked-accounts/twitter',
        headers: { cookie: owner.cookie },
      });
      expect(unknown.statusCode).toBe(400);
      expect(await ctx.database.db.select().from(accounts).where(eq(accounts.userId, owner.id))).toHaveLength(1);
    });
  });
});

describe('sign-in methods without provider settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('offers none, so the buttons are hidden, and refuses to start one', async () => {
    expect((await ctx.app.inject({ url: '/api/sign-in-methods' })).json()).toEqual({ social: [] });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/social', payload: { provider: 'google' } });
    expect(res.statusCode).toBe(400);
  });
});
