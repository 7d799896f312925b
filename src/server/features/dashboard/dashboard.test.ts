import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthToDate } from '../../../domain/dashboard/month-to-date.ts';
import type { DashboardHome } from '../../../domain/dashboard/home-api.ts';
import { bookings, supplierDailyStats, supplierFairs, supplierUsers, weddings } from '../../db/schema/index.ts';
import { bookTestCouple, createTestCouple, dayPicker } from '../../test/booking-factory.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/supplier/{id}/home (issue 34)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const home = (user: CreatedUser, supplierId: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/supplier/${supplierId}/home`, headers: { cookie: user.cookie } });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const inDays = (n: number) => {
    const day = new Date(Date.now() + n * 86_400_000);
    return dayPicker(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  };
  const replied = { kind: 'progress', value: 'replied', action: 'set' } as const;

  it('lists the enquiries waiting for a first reply, oldest first, and hides the names of a locked one', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free', payPerEnquiry: true });
    const locked = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Secret', partnerName2: 'Couple' },
      isPayPerEnquiry: true,
      createdAt: daysAgo(5),
    });
    const anna = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Anna', partnerName2: 'Ben' },
      weddingDatePicker: dayPicker(2030, 6, 1),
      createdAt: daysAgo(3),
    });
    const cleo = await createTestEnquiry(ctx, supplier.id, { createdAt: daysAgo(2) });
    await createTestEnquiry(ctx, supplier.id, { createdAt: daysAgo(1) });
    // answered, lost or newer than the three: not among them
    await createTestEnquiry(ctx, supplier.id, { createdAt: daysAgo(9), changes: [replied] });
    await createTestEnquiry(ctx, supplier.id, {
      createdAt: daysAgo(8),
      changes: [{ kind: 'status', value: 'lost', action: 'set' }],
    });

    const res = await home(user, supplier.id);
    expect(res.statusCode, res.body).toBe(200);
    const { awaitingReply } = res.json<DashboardHome>();
    expect(awaitingReply.count).toBe(4);
    expect(awaitingReply.oldest.map((e) => e.id)).toEqual([locked, anna, cleo]);
    expect(awaitingReply.oldest[0]).toMatchObject({ locked: true, partnerName1: null, partnerName2: null });
    expect(awaitingReply.oldest[1]).toMatchObject({
      locked: false,
      partnerName1: 'Anna',
      partnerName2: 'Ben',
      weddingDateDatePicker: expect.objectContaining({ day: 1, month: 6, year: 2030 }),
    });
    expect(JSON.stringify(res.json())).not.toContain('Secret');
  });

  it('is all caught up without waiting enquiries, and has no reply time without replies', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const body = (await home(user, supplier.id)).json<DashboardHome>();
    expect(body.awaitingReply).toEqual({ count: 0, oldest: [] });
    expect(body.month).toEqual({
      statistics: { enquiries: { current: 0, previous: 0 }, profileViews: { current: 0, previous: 0 } },
      replyMinutes: { current: null, previous: null },
    });
    expect(body.agenda).toEqual([]);
    expect(body.photosAwaitingApproval).toBe(0);
  });

  it('reads this month so far and the same days of last month from the daily rollups', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const { current, previous } = monthToDate(new Date());
    const row = (day: string, metric: string, count: number) => ({ supplierId: supplier.id, day, metric, count });
    await ctx.database.db.insert(supplierDailyStats).values([
      row(current.start, 'enquiries', 4),
      row(current.start, 'profileViews', 30),
      row(previous.start, 'enquiries', 2),
      row(previous.start, 'profileViews', 40),
      // after the same days of last month (none on the last days of a month): not compared
      ...(previous.end < current.start ? [row(previous.end, 'profileViews', 500)] : []),
    ]);
    const body = (await home(user, supplier.id)).json<DashboardHome>();
    expect(body.month.statistics).toEqual({
      enquiries: { current: 4, previous: 2 },
      profileViews: { current: 30, previous: 40 },
    });
  });

  it('keeps the statistics locked below classic', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    expect((await home(user, supplier.id)).json<DashboardHome>().month.statistics).toBeNull();
  });

  it('shows the next 30 days: booked weddings, held dates and fairs, and counts photos waiting for approval', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    const zoe = await createTestCouple(ctx, supplier.id, {
      partnerName1: 'Zoe',
      partnerName2: 'Yann',
      picker: inDays(3),
    });
    await bookTestCouple(ctx, supplier.id, zoe);
    const held = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Hana', partnerName2: 'Ivo' },
      weddingDatePicker: inDays(10),
      changes: [replied, { kind: 'progress', value: 'dateOnHold', action: 'set' }],
    });
    // beyond 30 days: not on the agenda
    await createTestCouple(ctx, supplier.id, { picker: inDays(45) }).then((c) => bookTestCouple(ctx, supplier.id, c));
    const fairDay = inDays(20);
    const day = `${fairDay.year}-${String(fairDay.month).padStart(2, '0')}-${String(fairDay.day).padStart(2, '0')}`;
    await ctx.database.db
      .insert(supplierFairs)
      .values({ id: `${supplier.id}-fair`, supplierId: supplier.id, name: 'Barn fair', description: '', dates: [day] });
    await insertTestPhotos(ctx, supplier.id, 3, { approved: false });
    await insertTestPhotos(ctx, supplier.id, 2, { approved: true });

    const body = (await home(user, supplier.id)).json<DashboardHome>();
    expect(body.agenda.map(({ kind, name, path }) => ({ kind, name, path }))).toEqual([
      { kind: 'wedding', name: 'Zoe & Yann', path: `/couples/${zoe.weddingId}` },
      { kind: 'hold', name: 'Hana & Ivo', path: `/enquiry-manager/${held}` },
      { kind: 'fair', name: 'Barn fair', path: '/fairs' },
    ]);
    expect(body.photosAwaitingApproval).toBe(3);
  });

  it('follows a booked wedding to its new date: the booking keeps the wedding’s month', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    const couple = await createTestCouple(ctx, supplier.id, {
      partnerName1: 'Lea',
      partnerName2: 'Max',
      picker: inDays(75),
    });
    await bookTestCouple(ctx, supplier.id, couple);
    const agendaNames = async () => (await home(user, supplier.id)).json<DashboardHome>().agenda.map((e) => e.name);
    expect(await agendaNames()).toEqual([]);
    // the couple moves the wedding forward (their side writes the wedding, not the booking)
    const setPicker = (picker: ReturnType<typeof inDays>) =>
      ctx.database.db.update(weddings).set({ datePicker: picker }).where(eq(weddings.id, couple.weddingId));
    const bookedMonth = async () =>
      (
        await ctx.database.db
          .select({ month: bookings.weddingMonth })
          .from(bookings)
          .where(eq(bookings.weddingId, couple.weddingId))
      )[0]?.month;
    const monthOf = (picker: ReturnType<typeof inDays>) => picker.year! * 12 + picker.month! - 1;
    await setPicker(inDays(6));
    expect(await agendaNames()).toEqual(['Lea & Max']);
    expect(await bookedMonth()).toBe(monthOf(inDays(6)));
    await setPicker(inDays(80));
    expect(await agendaNames()).toEqual([]);
    expect(await bookedMonth()).toBe(monthOf(inDays(80)));
  });

  it('answers a viewer, and 404 for a foreign supplier or an unknown id', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await home(viewer, supplier.id)).statusCode).toBe(200);
    const stranger = await createOwnedSupplier(ctx);
    expect((await home(stranger.user, supplier.id)).statusCode).toBe(404);
    expect((await home(user, 'no-such-supplier')).statusCode).toBe(404);
    // an id no supplier can have is refused before the guard (as every supplier call)
    expect((await home(user, 'x'.repeat(129))).statusCode).toBe(414);
  });
});
