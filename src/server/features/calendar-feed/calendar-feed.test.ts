import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedResponse } from '../../../domain/calendar-feed-api.ts';
import { calendarFeeds, supplierFairs, supplierUsers } from '../../db/schema/index.ts';
import { bookTestCouple, createTestCouple, dayPicker } from '../../test/booking-factory.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('the private calendar feed (issue 15)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const feedCall = (method: 'GET' | 'POST' | 'DELETE', user: CreatedUser, supplierId: string) =>
    ctx.app.inject({ method, url: `/api/supplier/${supplierId}/calendar-feed`, headers: { cookie: user.cookie } });
  /** The feed as a calendar app reads it: the URL alone, no session. */
  const fetchFeed = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const hold = { kind: 'progress', value: 'dateOnHold', action: 'set' } as const;

  /** A pay-per-enquiry supplier with a booked wedding, two held dates (one locked), a lost hold and a fair. */
  async function supplierWithDates() {
    const made = await createOwnedSupplier(ctx, { tier: 'free', payPerEnquiry: true });
    const { supplier } = made;
    const zoe = await createTestCouple(ctx, supplier.id, {
      partnerName1: 'Zoe',
      partnerName2: 'Yann',
      picker: dayPicker(2030, 5, 4),
      email: `zoe-${randomUUID()}@test.example`,
    });
    const booking = await bookTestCouple(ctx, supplier.id, zoe);
    const heldOpen = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Hana', partnerName2: 'Ivo' },
      weddingDatePicker: dayPicker(2030, 6, 1),
      changes: [hold],
      revealed: true,
      isPayPerEnquiry: true,
    });
    const heldLocked = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Secret', partnerName2: 'Couple' },
      weddingDatePicker: dayPicker(2030, 6, 8),
      changes: [hold],
      isPayPerEnquiry: true,
    });
    await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Lost', partnerName2: 'Hold' },
      weddingDatePicker: dayPicker(2030, 6, 15),
      changes: [hold, { kind: 'status', value: 'lost', action: 'set' }],
    });
    await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Month', partnerName2: 'Only' },
      weddingDatePicker: { ...dayPicker(2030, 7, 1), day: null, dayUndecided: true },
      changes: [hold],
    });
    const fairId = randomUUID();
    await ctx.database.db.insert(supplierFairs).values({
      id: fairId,
      supplierId: supplier.id,
      name: 'Berlin Bridal Fair',
      description: '',
      dates: ['2030-03-02', '2030-03-03'],
    });
    return { ...made, booking, heldOpen, heldLocked, fairId };
  }

  it('gives a member a secret address whose feed lists the weddings, fairs and held dates as all-day events', async () => {
    const { user, supplier, booking, heldOpen, heldLocked, fairId } = await supplierWithDates();
    expect((await feedCall('GET', user, supplier.id)).json<CalendarFeedResponse>()).toEqual({
      url: null,
      createdAt: null,
    });

    const issued = await feedCall('POST', user, supplier.id);
    expect(issued.statusCode, issued.body).toBe(201);
    const { url } = issued.json<CalendarFeedResponse>();
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await feedCall('GET', user, supplier.id)).json<CalendarFeedResponse>().url).toBe(url);

    const feed = await fetchFeed(url!);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.body;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const host = new URL(url!).hostname;
    const event = (uid: string) =>
      text.split('BEGIN:VEVENT').find((block) => block.includes(`UID:${uid}@${host}`)) ?? '';
    expect(event(`booking-${booking}`)).toContain('DTSTART;VALUE=DATE:20300504');
    expect(event(`booking-${booking}`)).toContain('DTEND;VALUE=DATE:20300505');
    expect(event(`booking-${booking}`)).toContain('SUMMARY:Wedding: Zoe & Yann');
    expect(event(`hold-${heldOpen}`)).toContain('SUMMARY:Date on hold: Hana & Ivo');
    expect(event(`hold-${heldOpen}`)).toContain('DTSTART;VALUE=DATE:20300601');
    // a locked enquiry's couple stays hidden, as in the inbox
    expect(event(`hold-${heldLocked}`)).toContain('SUMMARY:Date on hold\r\n');
    expect(text).not.toContain('Secret');
    expect(event(`fair-${fairId}-2030-03-02`)).toContain('SUMMARY:Wedding fair: Berlin Bridal Fair');
    expect(event(`fair-${fairId}-2030-03-03`)).toContain('DTSTART;VALUE=DATE:20300303');
    // a lost hold, a hold without a day, and the booked couple's contact details are not in it
    expect(text).not.toContain('Lost & Hold');
    expect(text).not.toContain('Month & Only');
    expect(text).not.toContain('@test.example');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5);

    // the same events keep their ids when read again
    expect((await fetchFeed(url!)).body.match(/UID:[^\r]+/g)).toEqual(text.match(/UID:[^\r]+/g));
  });

  it('stops the old address at once when its member replaces or revokes it', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const first = (await feedCall('POST', user, supplier.id)).json<CalendarFeedResponse>().url!;
    const second = (await feedCall('POST', user, supplier.id)).json<CalendarFeedResponse>().url!;
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('not-found');
    expect((await fetchFeed(second)).statusCode).toBe(200);

    expect((await feedCall('DELETE', user, supplier.id)).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await feedCall('GET', user, supplier.id)).json<CalendarFeedResponse>()).toEqual({
      url: null,
      createdAt: null,
    });
  });

  it('gives each member an address of their own, whatever their role; a platform admin off the team has none', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const url = (await feedCall('POST', user, supplier.id)).json<CalendarFeedResponse>().url;
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    expect((await feedCall('GET', viewer, supplier.id)).json<CalendarFeedResponse>().url).toBeNull();
    const own = await feedCall('POST', viewer, supplier.id);
    expect(own.statusCode).toBe(201);
    expect(own.json<CalendarFeedResponse>().url).not.toBe(url);
    expect((await feedCall('DELETE', viewer, supplier.id)).statusCode).toBe(204);
    expect((await feedCall('GET', user, supplier.id)).json<CalendarFeedResponse>().url).toBe(url);
    expect((await fetchFeed(url!)).statusCode).toBe(200);

    const admin = await createPlatformAdmin(ctx);
    const refused = await feedCall('POST', admin, supplier.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('member-only');
  });

  it('ends a feed with the membership that made it: removed or gone, its address answers 404; back, a new one', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const member = await createUser(ctx);
    const join = () =>
      ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: member.id, role: 'editor' });
    await join();
    const before = (await feedCall('POST', member, supplier.id)).json<CalendarFeedResponse>().url!;
    expect((await fetchFeed(before)).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/remove-access',
      headers: { cookie: user.cookie },
      payload: { supplierId: supplier.id, userId: member.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await fetchFeed(before)).statusCode).toBe(404);

    await join();
    expect((await feedCall('GET', member, supplier.id)).json<CalendarFeedResponse>().url).toBeNull();
    const after = (await feedCall('POST', member, supplier.id)).json<CalendarFeedResponse>().url!;
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).statusCode).toBe(404);
    // an account that goes (removeAuth) takes its memberships, and with them its feeds
    const left = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/remove-access',
      headers: { cookie: user.cookie },
      payload: { supplierId: supplier.id, userId: member.id, removeAuth: true },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await fetchFeed(after)).statusCode).toBe(404);
  });

  it("answers 404 to another supplier's user and changes nothing", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const url = (await feedCall('POST', user, supplier.id)).json<CalendarFeedResponse>().url!;
    const stranger = await createOwnedSupplier(ctx);
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await feedCall(method, stranger.user, supplier.id)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.supplierId, supplier.id));
    expect(url.endsWith(`/${row!.token}.ics`)).toBe(true);
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', `/api/calendar/${'A'.repeat(32)}.ics`],
    ['a malformed token', '/api/calendar/not-a-token.ics'],
    ['a token without .ics', `/api/calendar/${'B'.repeat(32)}`],
    ['an overlong name', `/api/calendar/${'C'.repeat(80)}.ics`],
  ])('answers 404 or 400 in the error shape for %s', async (_, url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().error.code).toBeTypeOf('string');
    expect(res.headers['content-type']).toContain('application/json');
  });
});
