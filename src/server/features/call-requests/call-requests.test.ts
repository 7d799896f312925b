import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callDays } from '../../../domain/call-requests.ts';
import { callRequests, mailOutbox } from '../../db/schema/index.ts';
import { createPlatformAdmin, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const accountTeam = 'account-team@example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ACCOUNT_TEAM_EMAIL: accountTeam });
});
afterAll(() => ctx.close());

const call = (user: CreatedUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const base = (supplierId: string) => `/api/supplier/${supplierId}/call-request`;
const rowsOf = (supplierId: string) =>
  ctx.database.db.select().from(callRequests).where(eq(callRequests.supplierId, supplierId));
const mailsToTeam = () =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, accountTeam)).orderBy(desc(mailOutbox.createdAt));

/** A free-tier florist in GB: book a call is open to it. */
const florist = (overrides: Parameters<typeof createOwnedSupplier>[1] = {}) =>
  createOwnedSupplier(ctx, { tier: 'free', types: ['florist'], ...overrides });
const booking = (overrides: object = {}) => ({
  phone: '07700 900123',
  day: callDays('GB', new Date())[1],
  window: 'afternoon',
  topic: 'plans',
  note: 'About the classic plan',
  ...overrides,
});

describe('book a call', () => {
  it('keeps a booking whose mail to the account team failed: the admin list has it, the supplier sees it booked', async () => {
    const { user, supplier } = await florist();
    const failing = vi.spyOn(ctx.app.deps.providers.mail, 'send').mockRejectedValueOnce(new Error('mail server down'));
    try {
      const booked = await call(user, 'POST', base(supplier.id), booking());
      expect(booked.statusCode, booked.body).toBe(200);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    expect(await rowsOf(supplier.id)).toMatchObject([{ status: 'open' }]);
    expect((await call(user, 'GET', base(supplier.id))).json()).toMatchObject({ open: { status: 'open' } });
  });

  it('books a call, mails the account team, shows it as open and cancels it', async () => {
    const { user, supplier } = await florist();
    const state = await call(user, 'GET', base(supplier.id));
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toEqual({ open: null, phone: '020 7946 0018', days: callDays('GB', new Date()) });

    const mailsBefore = (await mailsToTeam()).length;
    const booked = await call(user, 'POST', base(supplier.id), booking());
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'open', window: 'afternoon', topic: 'plans', phone: '07700 900123' });
    const mails = await mailsToTeam();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]!.subject).toBe(`Call request: ${supplier.name}`);
    expect(mails[0]!.text).toContain('07700 900123');
    expect(mails[0]!.text).toContain('afternoon');
    expect(mails[0]!.text).toContain('About the classic plan');
    expect(mails[0]!.text).toContain(user.email);
    const [row] = await rowsOf(supplier.id);
    expect(row).toMatchObject({ requestedBy: user.id, status: 'open' });

    expect((await call(user, 'GET', base(supplier.id))).json().open).toMatchObject({ id: booked.json().id });
    const cancelled = await call(user, 'DELETE', `${base(supplier.id)}/${booked.json().id}`);
    expect(cancelled.statusCode).toBe(204);
    expect((await call(user, 'GET', base(supplier.id))).json().open).toBeNull();
    expect((await call(user, 'DELETE', `${base(supplier.id)}/${booked.json().id}`)).statusCode).toBe(404);
    // a new call may be booked once the last one is cancelled
    expect((await call(user, 'POST', base(supplier.id), booking())).statusCode).toBe(200);
  });

  it('refuses a second open request with the form’s message', async () => {
    const { user, supplier } = await florist();
    expect((await call(user, 'POST', base(supplier.id), booking())).statusCode).toBe(200);
    const again = await call(user, 'POST', base(supplier.id), booking({ window: 'morning' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'call-already-booked',
      fields: { _: 'callRequests:errors.alreadyBooked' },
    });
    expect(await rowsOf(supplier.id)).toHaveLength(1);
  });

  it('refuses bad input (400, each field named) and writes nothing', async () => {
    const { user, supplier } = await florist();
    const mailsBefore = (await mailsToTeam()).length;
    const today = new Date().toISOString().slice(0, 10);
    for (const [payload, field, key] of [
      [booking({ phone: '' }), 'phone', 'validation:requiredPhone'],
      [booking({ phone: '+33 1 23 45 67 89' }), 'phone', 'validation:ukPhone'],
      [booking({ day: today }), 'day', 'callRequests:errors.day'],
      [booking({ day: undefined }), 'day', 'callRequests:errors.day'],
      [booking({ window: 'night' }), 'window', 'callRequests:errors.window'],
      [booking({ topic: 'weather' }), 'topic', 'callRequests:errors.topic'],
      [booking({ note: 'x'.repeat(501) }), 'note', 'validation:maxLength'],
    ] as const) {
      const res = await call(user, 'POST', base(supplier.id), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields[field]).toBe(key);
    }
    expect(await rowsOf(supplier.id)).toHaveLength(0);
    expect(await mailsToTeam()).toHaveLength(mailsBefore);
  });

  it('checks the phone as the listing does in the supplier’s country', async () => {
    const { user, supplier } = await florist({ countryCode: 'FR', currency: 'EUR', postalCode: '75001' });
    const day = callDays('FR', new Date())[0];
    const uk = await call(user, 'POST', base(supplier.id), booking({ day, phone: '+33 1 23 45 67 89' }));
    expect(uk.statusCode, uk.body).toBe(200);
  });

  it('refuses venues (not offered), unverified suppliers (tier), and other suppliers’ users (404)', async () => {
    const venue = await createOwnedSupplier(ctx, { tier: 'expert' });
    for (const res of [
      await call(venue.user, 'GET', base(venue.supplier.id)),
      await call(venue.user, 'POST', base(venue.supplier.id), booking()),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('not-offered');
    }
    const unverified = await florist({ tier: 'unverified' });
    const locked = await call(unverified.user, 'POST', base(unverified.supplier.id), booking());
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'tier-required', fields: { tier: 'tiers:names.free' } });

    const { user, supplier } = await florist();
    const booked = (await call(user, 'POST', base(supplier.id), booking())).json<{ id: string }>();
    const stranger = await florist();
    expect((await call(stranger.user, 'GET', base(supplier.id))).statusCode).toBe(404);
    expect((await call(stranger.user, 'POST', base(supplier.id), booking())).statusCode).toBe(404);
    expect((await call(stranger.user, 'DELETE', `${base(supplier.id)}/${booked.id}`)).statusCode).toBe(404);
    // the stranger's own supplier cannot cancel another's request either
    expect((await call(stranger.user, 'DELETE', `${base(stranger.supplier.id)}/${booked.id}`)).statusCode).toBe(404);
    expect(await rowsOf(venue.supplier.id)).toHaveLength(0);
    expect(await rowsOf(unverified.supplier.id)).toHaveLength(0);
    expect(await rowsOf(stranger.supplier.id)).toHaveLength(0);
    expect((await rowsOf(supplier.id))[0]!.status).toBe('open');
  });

  it('lists open requests newest first to platform admins, who mark them done; others are refused', async () => {
    const first = await florist();
    const second = await florist();
    const one = (await call(first.user, 'POST', base(first.supplier.id), booking())).json<{ id: string }>();
    const two = (await call(second.user, 'POST', base(second.supplier.id), booking({ topic: 'listing' }))).json<{
      id: string;
    }>();
    const admin = await createPlatformAdmin(ctx);
    const list = await call(admin, 'GET', '/api/admin/call-requests');
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ requests: { id: string }[] }>().requests.map((r) => r.id);
    expect(ids.indexOf(two.id)).toBeLessThan(ids.indexOf(one.id));
    expect(list.json().requests.find((r: { id: string }) => r.id === two.id)).toMatchObject({
      supplierId: second.supplier.id,
      supplierName: second.supplier.name,
      topic: 'listing',
      window: 'afternoon',
      phone: '07700 900123',
    });

    expect((await call(first.user, 'GET', '/api/admin/call-requests')).statusCode).toBe(403);
    expect((await call(first.user, 'POST', `/api/admin/call-requests/${one.id}/done`)).statusCode).toBe(403);
    expect((await rowsOf(first.supplier.id))[0]!.status).toBe('open');

    expect((await call(admin, 'POST', `/api/admin/call-requests/${one.id}/done`)).statusCode).toBe(204);
    expect((await rowsOf(first.supplier.id))[0]).toMatchObject({ status: 'done', doneBy: admin.id });
    expect((await call(admin, 'POST', `/api/admin/call-requests/${one.id}/done`)).statusCode).toBe(404);
    const after = (await call(admin, 'GET', '/api/admin/call-requests')).json<{ requests: { id: string }[] }>();
    expect(after.requests.map((r) => r.id)).not.toContain(one.id);
    // done, the supplier may book again
    expect((await call(first.user, 'GET', base(first.supplier.id))).json().open).toBeNull();
  });
});
