import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema/index.ts';
import { cookieOf, createUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, whoami } from './test-helpers.ts';

describe('sign up (POST /api/account/signup)', () => {
  let ctx: TestContext;
  const signUp = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/signup', payload });
  const usersWith = async (email: string) =>
    (await ctx.database.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  it('creates the account, hashes the password with argon2id and signs the user in', async () => {
    const email = `new-${Date.now()}@test.example`;
    const res = await signUp({
      email: `  ${email.toUpperCase()} `,
      password: 'secret1',
      firstName: 'Grace',
      lastName: 'Hopper',
      locale: 'fr-FR',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().redirectTo).toBe('/get-listed');
    const me = await whoami(ctx, { cookie: cookieOf(res.headers['set-cookie']) });
    expect(me).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', locale: 'fr-FR' });
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, me!.id));
    expect(account!.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses an address already in use with email-already-in-use on the e-mail field', async () => {
    const user = await createUser(ctx);
    const res = await signUp({ email: user.email.toUpperCase(), password: 'another1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'email-already-in-use',
      fields: { email: 'authErrors:email-already-in-use' },
    });
    expect(await usersWith(user.email)).toBe(1);
  });

  it('answers a sign-up racing another of the same address as one after it: email-already-in-use, one account', async () => {
    const email = `race-${Date.now()}@test.example`;
    const answers = await Promise.all([1, 2].map(() => signUp({ email, password: 'secret1' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toMatchObject({
      code: 'email-already-in-use',
      fields: { email: 'authErrors:email-already-in-use' },
    });
    expect(await usersWith(email)).toBe(1);
  });

  it.each([
    ['a malformed e-mail', { email: 'nope@', password: 'secret1' }, 'invalid-email', { email: 'validation:email' }],
    [
      'a short password',
      { email: 'short@test.example', password: 'five5' },
      'validation',
      { password: 'validation:password' },
    ],
    [
      'empty fields',
      { email: '', password: '' },
      'validation',
      { email: 'validation:required', password: 'validation:required' },
    ],
  ])('refuses %s and writes nothing', async (_name, payload, code, fields) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, fields });
    expect(await usersWith(payload.email)).toBe(0);
  });
});
