import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { createAuthTestApp, whoami } from '../features/auth/test-helpers.ts';
import { cookieOf, createUser } from '../test/factories.ts';
import type { TestContext } from '../test/test-app.ts';
import { cookieValue } from './session-token.ts';

/**
 * The portal's own one-query session lookup (session.ts): what it accepts and that an ended session is refused at once.
 * On another node too: several-nodes.test.ts.
 */
describe('session lookup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const signIn = async (email: string, password: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: cookieOf(res.headers['set-cookie']), token: res.json<{ token: string }>().token };
  };
  const signedValue = (cookie: string) => cookieValue(cookie, 'portal.session_token')!;

  it('accepts the signed cookie value as a bearer token too, and refuses a forged signature either way', async () => {
    const user = await createUser(ctx);
    const signed = signedValue(user.cookie);
    expect((await whoami(ctx, { authorization: `Bearer ${signed}` }))?.id).toBe(user.id);
    expect((await whoami(ctx, { authorization: `bearer ${encodeURIComponent(signed)}` }))?.id).toBe(user.id);
    const [token] = signed.split('.');
    const forged = `${token}.${'A'.repeat(43)}=`;
    expect(await whoami(ctx, { authorization: `Bearer ${forged}` })).toBeNull();
    expect(await whoami(ctx, { cookie: `portal.session_token=${encodeURIComponent(forged)}` })).toBeNull();
    // a bearer header that is not a session falls back to the cookie, as better-auth's bearer plugin does
    expect((await whoami(ctx, { authorization: 'Basic abc', cookie: user.cookie }))?.id).toBe(user.id);
  });

  it('refuses a signed-out session on the very next request, by cookie and by bearer token', async () => {
    const user = await createUser(ctx);
    const session = await signIn(user.email, user.password);
    expect((await whoami(ctx, { cookie: session.cookie }))?.id).toBe(user.id);
    expect((await whoami(ctx, { authorization: `Bearer ${session.token}` }))?.id).toBe(user.id);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session.cookie }, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect(await whoami(ctx, { cookie: session.cookie })).toBeNull();
    expect(await whoami(ctx, { authorization: `Bearer ${session.token}` })).toBeNull();
    // the user's other session is untouched
    expect((await whoami(ctx, { cookie: user.cookie }))?.id).toBe(user.id);
  });

  it('refuses at once an expired session, a deactivated account and the other sessions after a password change', async () => {
    const user = await createUser(ctx);
    const other = await signIn(user.email, user.password);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, other.token));
    expect(await whoami(ctx, { cookie: other.cookie })).toBeNull();

    const second = await signIn(user.email, user.password);
    expect((await whoami(ctx, { cookie: second.cookie }))?.id).toBe(user.id);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'another horse battery' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await whoami(ctx, { cookie: second.cookie })).toBeNull();

    const current = cookieOf(change.headers['set-cookie']) || user.cookie;
    expect((await whoami(ctx, { cookie: current }))?.id).toBe(user.id);
    await ctx.database.db.update(users).set({ deactivated: true }).where(eq(users.id, user.id));
    expect(await whoami(ctx, { cookie: current })).toBeNull();
  });

  it('reads the active supplier as it is now, after a switch', async () => {
    const user = await createUser(ctx);
    expect(await whoami(ctx, { cookie: user.cookie })).toMatchObject({ activeSupplierId: null });
    await ctx.database.db.update(users).set({ activeSupplierId: 'some-supplier' }).where(eq(users.id, user.id));
    expect(await whoami(ctx, { cookie: user.cookie })).toMatchObject({ activeSupplierId: 'some-supplier' });
  });
});
