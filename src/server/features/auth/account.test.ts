import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createUser, type CreatedUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, whoami } from './test-helpers.ts';

describe('account settings: change e-mail and password', () => {
  let ctx: TestContext;
  const post = (url: string, user: CreatedUser, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('changes the login e-mail after checking the current password', async () => {
    const user = await createUser(ctx);
    const email = `moved-${user.id}@test.example`.toLowerCase();
    const res = await post('/api/account/email', user, { email: email.toUpperCase(), currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email });
    expect((await whoami(ctx, { cookie: user.cookie }))?.email).toBe(email);
    expect((await login(email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).json().error.code).toBe('wrong-password');
  });

  it('refuses a wrong current password on the currentPassword field and keeps the e-mail', async () => {
    const user = await createUser(ctx);
    const res = await post('/api/account/email', user, {
      email: `x-${user.id}@test.example`,
      currentPassword: 'not it',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'wrong-password',
      fields: { currentPassword: 'authErrors:wrong-password' },
    });
    expect((await whoami(ctx, { cookie: user.cookie }))?.email).toBe(user.email);
  });

  it('refuses an address in use and a malformed one on the e-mail field', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const taken = await post('/api/account/email', user, { email: other.email, currentPassword: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'email-already-in-use',
      fields: { email: 'authErrors:email-already-in-use' },
    });
    const malformed = await post('/api/account/email', user, { email: 'nope', currentPassword: user.password });
    expect(malformed.json().error).toMatchObject({ code: 'invalid-email', fields: { email: 'validation:email' } });
    expect((await whoami(ctx, { cookie: user.cookie }))?.email).toBe(user.email);
  });

  it('changes the password, keeps this session (fresh cookie) and ends the others', async () => {
    const user = await createUser(ctx);
    const other = await login(user.email, user.password);
    const res = await post('/api/account/password', user, {
      currentPassword: user.password,
      newPassword: 'changed pw',
    });
    expect(res.statusCode).toBe(200);
    expect((await whoami(ctx, { cookie: cookieOf(res.headers['set-cookie']) }))?.id).toBe(user.id);
    expect(await whoami(ctx, { cookie: cookieOf(other.headers['set-cookie']) })).toBeNull();
    expect((await login(user.email, 'changed pw')).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const user = await createUser(ctx);
    const wrong = await post('/api/account/password', user, { currentPassword: 'not it', newPassword: 'changed pw' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'wrong-password',
      fields: { currentPassword: 'authErrors:wrong-password' },
    });
    const short = await post('/api/account/password', user, { currentPassword: user.password, newPassword: '123' });
    expect(short.json().error).toMatchObject({ code: 'validation', fields: { newPassword: 'validation:password' } });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the sign-in lock', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 5; i++)
      await post('/api/account/email', user, { email: `y-${user.id}@test.example`, currentPassword: 'guess' });
    expect(
      (await post('/api/account/password', user, { currentPassword: user.password, newPassword: 'changed pw' }))
        .statusCode,
    ).toBe(429);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { email: 'a@test.example', currentPassword: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
