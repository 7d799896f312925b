import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInviteLink } from '../../../domain/invites.ts';
import type { Collaborators, InviteCreated } from '../../../domain/team.ts';
import { supplierInvites, supplierUsers, suppliers, users } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createAuthTestApp, mailsTo, waitForMail } from '../auth/test-helpers.ts';

describe('collaborators and invites (/api/nonce)', () => {
  let ctx: TestContext;
  let owner: CreatedUser;
  let supplierId: string;

  beforeAll(async () => {
    ctx = await createAuthTestApp({ APP_URL: 'http://uk.portal.test', APP_URL_INTERNATIONAL: 'http://portal.test' });
    const owned = await createOwnedSupplier(ctx, { name: 'The Old Barn' });
    owner = owned.user;
    supplierId = owned.supplier.id;
  });
  afterAll(() => ctx.close());

  const post = (url: string, user: CreatedUser | null, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/nonce/${url}`, headers: user ? { cookie: user.cookie } : {}, payload });
  const invite = async (email: string, role?: string, by = owner, supplier = supplierId) => {
    const res = await post('invite/create', by, { supplierId: supplier, userId: by.id, email, role });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InviteCreated>();
  };
  const collaborators = async (by = owner) =>
    (await post('fetch-collaborators', by, { supplierId })).json<Collaborators>();
  const roleOf = async (userId: string) =>
    (
      await ctx.database.db
        .select({ role: supplierUsers.role })
        .from(supplierUsers)
        .where(eq(supplierUsers.userId, userId))
    )[0]?.role;
  const join = async (role: 'editor' | 'viewer' | 'admin') => {
    const user = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: user.id, role });
    return user;
  };

  it('invites an address with admin as the default role, mails the link and keeps only a hash of its secret', async () => {
    const email = `Guest-${Date.now()}@Test.example`;
    const created = await invite(email);
    expect(created.inviteUrl).toBe(
      `http://uk.portal.test/signup-invite?nonceId=${created.nonceId}&nonceSecret=${created.nonceSecret}`,
    );
    const [row] = await ctx.database.db.select().from(supplierInvites).where(eq(supplierInvites.id, created.nonceId));
    expect(row).toMatchObject({ email: email.toLowerCase(), role: 'admin', invitedBy: owner.id });
    expect(JSON.stringify(row)).not.toContain(created.nonceSecret);
    const mail = await waitForMail(ctx, email.toLowerCase());
    expect(mail.subject).toBe('Test User invited you to The Old Barn on the Supplier Portal');
    expect(mail.text).toContain('as Admin');
    expect(readInviteLink(new URL(/http\S+signup-invite\S+/.exec(mail.text)![0]).search)).toEqual({
      nonceId: created.nonceId,
      nonceSecret: created.nonceSecret,
    });
    const list = await collaborators();
    expect(list.invites.find((i) => i.nonceId === created.nonceId)).toMatchObject({
      email: email.toLowerCase(),
      role: 'admin',
      invitedBy: 'Test User',
      inviteExpired: false,
    });
  });

  it("links a non-UK supplier's invite to the international address (spec: GB versus others)", async () => {
    const other = await createOwnedSupplier(ctx, { countryCode: 'DE', locale: 'de-DE' });
    const res = await post('invite/create', other.user, {
      supplierId: other.supplier.id,
      userId: other.user.id,
      email: `de-${Date.now()}@test.example`,
      role: 'editor',
    });
    expect(res.json<InviteCreated>().inviteUrl).toMatch(/^http:\/\/portal\.test\/signup-invite\?/);
  });

  it('lets the invited user accept once: they join with the role and the supplier becomes their active one', async () => {
    const user = await createUser(ctx);
    const created = await invite(user.email, 'editor');
    const consume = (by = user) =>
      post('invite/consume', by, { userId: by.id, nonceId: created.nonceId, nonceSecret: created.nonceSecret });
    const res = await consume();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ supplierId });
    expect(await roleOf(user.id)).toBe('editor');
    const [account] = await ctx.database.db
      .select({ active: users.activeSupplierId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(account!.active).toBe(supplierId);
    const again = await consume();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({
      code: 'invite-invalid',
      message: `Failed to consume invite ${created.nonceId}`,
    });
    expect((await collaborators()).collaborators.find((c) => c.userId === user.id)).toMatchObject({
      role: 'editor',
      email: user.email,
    });
  });

  it('refuses forged, unknown, expired and other addresses’ invites, with nothing written', async () => {
    const user = await createUser(ctx);
    const created = await invite(user.email, 'viewer');
    const tries = [
      { nonceId: created.nonceId, nonceSecret: `${created.nonceSecret}x` },
      { nonceId: 'no-such-invite', nonceSecret: created.nonceSecret },
    ];
    for (const link of tries) {
      const res = await post('invite/consume', user, { userId: user.id, ...link });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('invite-invalid');
    }
    const stranger = await createUser(ctx);
    const foreign = await post('invite/consume', stranger, {
      userId: stranger.id,
      nonceId: created.nonceId,
      nonceSecret: created.nonceSecret,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('no-permissions');
    const otherUser = await post('invite/consume', user, {
      userId: stranger.id,
      nonceId: created.nonceId,
      nonceSecret: created.nonceSecret,
    });
    expect(otherUser.statusCode).toBe(400);
    await ctx.database.db
      .update(supplierInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(supplierInvites.id, created.nonceId));
    expect(
      (
        await post('invite/consume', user, {
          userId: user.id,
          nonceId: created.nonceId,
          nonceSecret: created.nonceSecret,
        })
      ).statusCode,
    ).toBe(404);
    expect((await collaborators()).invites.find((i) => i.nonceId === created.nonceId)?.inviteExpired).toBe(true);
    expect(await roleOf(user.id)).toBeUndefined();
    expect(await roleOf(stranger.id)).toBeUndefined();
    expect(
      (
        await post('invite/consume', null, {
          userId: user.id,
          nonceId: created.nonceId,
          nonceSecret: created.nonceSecret,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("stops a deleted business's invites working", async () => {
    const other = await createOwnedSupplier(ctx);
    const user = await createUser(ctx);
    const res = await post('invite/create', other.user, {
      supplierId: other.supplier.id,
      userId: other.user.id,
      email: user.email,
      role: 'editor',
    });
    const created = res.json<InviteCreated>();
    await ctx.database.db.update(suppliers).set({ deleted: true }).where(eq(suppliers.id, other.supplier.id));
    expect((await post('invite/details', null, created)).statusCode).toBe(404);
    const consumed = await post('invite/consume', user, {
      userId: user.id,
      nonceId: created.nonceId,
      nonceSecret: created.nonceSecret,
    });
    expect(consumed.statusCode).toBe(404);
    expect(consumed.json().error.code).toBe('invite-invalid');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/invite/accept',
      payload: { ...created, email: user.email, password: user.password },
    });
    expect(accepted.statusCode).toBe(404);
  });

  it('shows the invite page who invites to which business, for a working link only', async () => {
    const created = await invite(`details-${Date.now()}@test.example`, 'viewer');
    const res = await post('invite/details', null, { nonceId: created.nonceId, nonceSecret: created.nonceSecret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ supplierName: 'The Old Barn', inviterName: 'Test User', role: 'viewer' });
    const forged = await post('invite/details', null, { nonceId: created.nonceId, nonceSecret: 'guess' });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe('Failed to fetch invite');
  });

  it('accepts on /signup-invite by signing the address in, or making its account, and opens the session', async () => {
    const accept = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/nonce/invite/accept', payload });
    const newcomer = `new-${Date.now()}@test.example`;
    const forNew = await invite(newcomer, 'viewer');
    const made = await accept({
      nonceId: forNew.nonceId,
      nonceSecret: forNew.nonceSecret,
      email: newcomer,
      password: 'a new password',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().redirectTo).toBe('/dashboard');
    const cookie = made.headers['set-cookie'];
    expect(cookie).toBeDefined();
    expect(await roleOf(made.json().userId)).toBe('viewer');

    const existing = await createUser(ctx);
    const forExisting = await invite(existing.email, 'editor');
    const wrong = await accept({ ...forExisting, email: existing.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'authErrors:wrong-password' });
    expect(await roleOf(existing.id)).toBeUndefined();
    const other = await accept({ ...forExisting, email: newcomer, password: 'a new password' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('no-permissions');
    const signedIn = await accept({ ...forExisting, email: existing.email, password: existing.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().userId).toBe(existing.id);
    expect(await roleOf(existing.id)).toBe('editor');
  });

  it('answers a second accept of one invite the same whether it comes after the first or at the same time', async () => {
    const accept = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/nonce/invite/accept', payload });
    const expectSecond = (answer: Awaited<ReturnType<typeof accept>>, nonceId: string) => {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().error).toMatchObject({
        code: 'invite-invalid',
        message: `Failed to consume invite ${nonceId}`,
      });
    };
    const later = `later-${Date.now()}@test.example`;
    const first = await invite(later, 'editor');
    const body = { ...first, email: later, password: 'a new password' };
    expect((await accept(body)).statusCode).toBe(200);
    expectSecond(await accept(body), first.nonceId);

    const racing = `racing-${Date.now()}@test.example`;
    const raced = await invite(racing, 'editor');
    const answers = await Promise.all(
      [1, 2].map(() => accept({ ...raced, email: racing, password: 'a new password' })),
    );
    const [won, lost] = answers.sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode, won!.body).toBe(200);
    expectSecond(lost!, raced.nonceId);
    const made = await ctx.database.db.select().from(users).where(eq(users.email, racing));
    expect(made).toHaveLength(1);
    expect(await roleOf(made[0]!.id)).toBe('editor');
  });

  it('resends with a new link (the old one stops working) and revokes', async () => {
    const email = `resend-${Date.now()}@test.example`;
    const first = await invite(email);
    const resent = await post('invite/resend', owner, { supplierId, nonceId: first.nonceId });
    expect(resent.statusCode).toBe(200);
    const second = resent.json<InviteCreated>();
    expect(second.nonceId).toBe(first.nonceId);
    expect(second.nonceSecret).not.toBe(first.nonceSecret);
    expect(
      (await post('invite/details', null, { nonceId: first.nonceId, nonceSecret: first.nonceSecret })).statusCode,
    ).toBe(404);
    expect((await post('invite/details', null, second)).statusCode).toBe(200);
    expect(await mailsTo(ctx, email)).toHaveLength(2);
    expect((await post('invite/revoke', owner, { supplierId, nonceId: first.nonceId })).statusCode).toBe(200);
    expect((await post('invite/details', null, second)).statusCode).toBe(404);
    expect((await post('invite/revoke', owner, { supplierId, nonceId: first.nonceId })).statusCode).toBe(404);
  });

  it('replaces the open invite of an address invited again, and refuses an address already on the team', async () => {
    const email = `twice-${Date.now()}@test.example`;
    const first = await invite(email, 'viewer');
    const second = await invite(email, 'editor');
    expect((await post('invite/details', null, first)).statusCode).toBe(404);
    expect((await collaborators()).invites.filter((i) => i.email === email)).toMatchObject([
      { nonceId: second.nonceId, role: 'editor' },
    ]);
    const member = await join('viewer');
    const res = await post('invite/create', owner, { supplierId, userId: owner.id, email: member.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'already-member', fields: { email: 'team:errors.alreadyMember' } });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await collaborators()).invites.length;
    for (const [payload, field, message] of [
      [{ supplierId, userId: owner.id, email: 'not-an-address' }, 'email', 'validation:email'],
      [{ supplierId, userId: owner.id, email: '' }, 'email', 'validation:required'],
      [{ supplierId, userId: owner.id, email: 'a@b.example', role: 'owner' }, 'role', 'validation:requiredPermission'],
      [{ supplierId, userId: 'someone-else', email: 'a@b.example' }, 'userId', 'validation:invalid'],
    ] as const) {
      const res = await post('invite/create', owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [field]: message });
    }
    expect((await collaborators()).invites.length).toBe(before);
  });

  it('changes roles and removes access, but never leaves the business without an admin', async () => {
    const editor = await join('editor');
    const res = await post('change-role', owner, { supplierId, userId: editor.id, role: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(editor.id)).toBe('viewer');
    const demoteSelf = await post('change-role', owner, { supplierId, userId: owner.id, role: 'editor' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.code).toBe('last-admin');
    expect(
      (await post('remove-access', owner, { supplierId, userId: owner.id, removeAuth: false })).json().error.code,
    ).toBe('last-admin');
    expect(await roleOf(owner.id)).toBe('admin');
    const removed = await post('remove-access', owner, { supplierId, userId: editor.id, removeAuth: false });
    expect(removed.json()).toEqual({ userId: editor.id });
    expect(await roleOf(editor.id)).toBeUndefined();
    expect(
      (await ctx.app.inject({ url: `/api/suppliers/${supplierId}`, headers: { cookie: editor.cookie } })).statusCode,
    ).toBe(404);
    expect((await post('remove-access', owner, { supplierId, userId: editor.id, removeAuth: false })).statusCode).toBe(
      404,
    );
  });

  it('removes the sign-in too when asked, only for an account without other businesses', async () => {
    const solo = await join('viewer');
    expect((await post('remove-access', owner, { supplierId, userId: solo.id, removeAuth: true })).statusCode).toBe(
      200,
    );
    expect(await ctx.database.db.select().from(users).where(eq(users.id, solo.id))).toEqual([]);
    const busy = await createOwnedSupplier(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: busy.user.id, role: 'editor' });
    const res = await post('remove-access', owner, { supplierId, userId: busy.user.id, removeAuth: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('user-has-other-access');
    expect(await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.id, busy.user.id))).toHaveLength(
      1,
    );
  });

  it('keeps team changes to admins: an editor or viewer gets 403 role-required, a stranger 404', async () => {
    const editor = await join('editor');
    const viewer = await join('viewer');
    for (const user of [editor, viewer]) {
      const res = await post('invite/create', user, { supplierId, userId: user.id, email: 'x@test.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('role-required');
      expect((await collaborators(user)).collaborators.length).toBeGreaterThan(1);
    }
    const stranger = await createOwnedSupplier(ctx);
    expect((await post('fetch-collaborators', stranger.user, { supplierId })).statusCode).toBe(404);
    const admin = await createPlatformAdmin(ctx);
    expect((await post('fetch-collaborators', admin, { supplierId })).statusCode).toBe(200);
  });
});

describe('the permission check before sign-in and sign-up: POST /api/access-control/verify-permissions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createAuthTestApp();
  });
  afterAll(() => ctx.close());

  const verify = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/access-control/verify-permissions', payload });

  it('lets an existing account and a new address through', async () => {
    const user = await createUser(ctx);
    expect((await verify({ email: user.email })).json()).toEqual({ valid: true, errorId: null });
    expect((await verify({ email: `new-${Date.now()}@test.example` })).json()).toEqual({ valid: true, errorId: null });
  });

  it('says deactivated for a switched-off account', async () => {
    const user = await createUser(ctx);
    await ctx.database.db.update(users).set({ deactivated: true }).where(eq(users.id, user.id));
    expect((await verify({ email: user.email })).json()).toEqual({ valid: false, errorId: 'deactivated' });
  });

  it("says existing-supplier for a new account with a listed business's address, unless invited", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    expect((await verify({ email: supplier.email.toUpperCase() })).json()).toEqual({
      valid: false,
      errorId: 'existing-supplier',
    });
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/nonce/invite/create',
        headers: { cookie: user.cookie },
        payload: { supplierId: supplier.id, userId: user.id, email: supplier.email },
      })
    ).json<InviteCreated>();
    expect(
      (
        await verify({ email: supplier.email, invite: { nonceId: created.nonceId, nonceSecret: created.nonceSecret } })
      ).json(),
    ).toEqual({ valid: true, errorId: null });
    expect((await verify({ email: 'someone-else@test.example', invite: created })).json()).toEqual({
      valid: false,
      errorId: 'no-permissions',
    });
    expect(
      (await verify({ email: supplier.email, invite: { nonceId: created.nonceId, nonceSecret: 'forged' } })).json(),
    ).toEqual({ valid: false, errorId: 'no-permissions' });
  });

  it('refuses a malformed address with a field error', async () => {
    const res = await verify({ email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'validation:email' });
  });
});
