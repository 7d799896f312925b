import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, mailsTo, resetTokenOf, waitForMail, whoami } from './test-helpers.ts';

describe('password reset by e-mailed link', () => {
  let ctx: TestContext;
  const request = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });
  const confirm = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/password-reset/confirm', payload: { token, password } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  async function requestToken(email: string): Promise<string> {
    expect((await request(email)).statusCode).toBe(200);
    return resetTokenOf((await waitForMail(ctx, email)).text);
  }

  it('answers the same whether the address has an account, and mails only an existing one', async () => {
    const user = await createUser(ctx);
    const unknownEmail = `nobody-${user.id}@test.example`;
    const known = await request(user.email);
    const unknown = await request(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mail = await waitForMail(ctx, user.email);
    expect(mail.subject).toBe('Reset your Supplier Portal password');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=');
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(ctx, unknownEmail)).toEqual([]);
  });

  it("writes the mail in the user's language", async () => {
    const user = await createUser(ctx, { locale: 'de-DE' });
    await request(user.email);
    expect((await waitForMail(ctx, user.email)).subject).toBe('Ihr Passwort für das Anbieterportal zurücksetzen');
  });

  it('refuses a malformed address with invalid-email', async () => {
    const res = await request('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-email', fields: { email: 'validation:email' } });
  });

  it('sets a new password once: the link is single use, other sessions end', async () => {
    const user = await createUser(ctx);
    const token = await requestToken(user.email);
    const res = await confirm(token, 'brand new pw');
    expect(res.statusCode).toBe(200);
    expect((await login(user.email, user.password)).json().error.code).toBe('wrong-password');
    expect((await login(user.email, 'brand new pw')).statusCode).toBe(200);
    expect(await whoami(ctx, { cookie: user.cookie })).toBeNull();
    const reused = await confirm(token, 'another pw');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({
      code: 'invalid-action-code',
      fields: { password: 'authErrors:invalid-action-code' },
    });
  });

  it('refuses a link older than one hour with expired-action-code', async () => {
    const user = await createUser(ctx);
    const token = await requestToken(user.email);
    const [row] = await ctx.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await confirm(token, 'too late pw');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('expired-action-code');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token with invalid-action-code and a short password with a field message', async () => {
    expect((await confirm('made-up-token', 'long enough')).json().error.code).toBe('invalid-action-code');
    const user = await createUser(ctx);
    const token = await requestToken(user.email);
    const short = await confirm(token, '12345');
    expect(short.json().error).toMatchObject({ code: 'validation', fields: { password: 'validation:password' } });
  });

  it('lifts a sign-in lock on the address', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 5; i++) await login(user.email, 'wrong-pw');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    expect((await confirm(await requestToken(user.email), 'after lock')).statusCode).toBe(200);
    expect((await login(user.email, 'after lock')).statusCode).toBe(200);
  });

  it('sends at most 5 reset mails per address and hour, answering the same', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 7; i++) expect((await request(user.email)).statusCode).toBe(200);
    await waitForMail(ctx, user.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(ctx, user.email)).toHaveLength(5);
  });
});
