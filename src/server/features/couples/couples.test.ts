import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, BookingsResponse } from '../../../domain/enquiries/couples-api.ts';
import { bookings } from '../../db/schema/index.ts';
import { bookTestCouple, createTestCouple, dayPicker } from '../../test/booking-factory.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('couples (bookings)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const supplierWithUser = (overrides: Partial<CreateSupplierOptions> = {}) => createOwnedSupplier(ctx, overrides);

  const list = (user: CreatedUser, supplierId: string, query = '') =>
    ctx.app.inject({ url: `/api/inbox/bookings/${supplierId}${query}`, headers: { cookie: user.cookie } });
  const post = (user: CreatedUser, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  /** Four booked couples with different names, dates, guests and booking times. */
  async function bookedSupplier() {
    const { user, supplier } = await supplierWithUser();
    const couples = {
      zoe: await createTestCouple(ctx, supplier.id, {
        partnerName1: 'Zoe',
        partnerName2: 'Yann',
        picker: dayPicker(2027, 5, 1),
        guests: '80',
      }),
      adam: await createTestCouple(ctx, supplier.id, {
        partnerName1: 'adam',
        picker: dayPicker(2026, 9, 12),
        guests: '150',
      }),
      mia: await createTestCouple(ctx, supplier.id, {
        partnerName1: 'Mia',
        picker: dayPicker(2027, 1, 20),
        guests: null,
      }),
      noDate: await createTestCouple(ctx, supplier.id, { partnerName1: 'Ben', guests: '40' }),
    };
    await bookTestCouple(ctx, supplier.id, couples.zoe, { createdAt: daysAgo(4) });
    await bookTestCouple(ctx, supplier.id, couples.adam, { createdAt: daysAgo(1) });
    await bookTestCouple(ctx, supplier.id, couples.mia, { createdAt: daysAgo(3) });
    await bookTestCouple(ctx, supplier.id, couples.noDate, { createdAt: daysAgo(2) });
    // a couple who only enquired is not a booking
    await createTestCouple(ctx, supplier.id, { partnerName1: 'Enquired only' });
    return { user, supplier, couples };
  }

  describe('GET /api/inbox/bookings/{supplierId}', () => {
    it('lists the booked couples newest first by default, with stats and years', async () => {
      const { user, supplier } = await bookedSupplier();
      const res = await list(user, supplier.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<BookingsResponse>();
      expect(body.sort).toBe('recentlyAdded');
      expect(body.year).toBe('all');
      expect(body.bookings.map((b) => b.coupleName)).toEqual(['adam', 'Ben', 'Mia', 'Zoe & Yann']);
      expect(body.years).toEqual([2026, 2027]);
      expect(body.stats.total).toBe(4);
      expect(body.stats.dateUndecided).toBe(1);
      expect(body.stats.upcoming + body.stats.past).toBe(3);
      expect(body.bookings[3]).toMatchObject({
        profileId: supplier.id,
        partnerName1: 'Zoe',
        partnerName2: 'Yann',
        weddingDate: Date.UTC(2027, 4, 1),
        guestCount: 80,
        collaborating: true,
        filesCount: 0,
      });
    });

    it('sorts by wedding date (soonest first), couple name and guest count (largest first); unknown values last', async () => {
      const { user, supplier } = await bookedSupplier();
      const names = async (sort: string) =>
        (await list(user, supplier.id, `?sort=${sort}`)).json<BookingsResponse>().bookings.map((b) => b.partnerName1);
      expect(await names('weddingDate')).toEqual(['adam', 'Mia', 'Zoe', 'Ben']);
      expect(await names('coupleName')).toEqual(['adam', 'Ben', 'Mia', 'Zoe']);
      expect(await names('guestCount')).toEqual(['adam', 'Zoe', 'Ben', 'Mia']);
    });

    it('filters by wedding year; stats and years stay those of every booking', async () => {
      const { user, supplier } = await bookedSupplier();
      const body = (await list(user, supplier.id, '?year=2027&sort=weddingDate')).json<BookingsResponse>();
      expect(body.year).toBe(2027);
      expect(body.bookings.map((b) => b.partnerName1)).toEqual(['Mia', 'Zoe']);
      expect(body.stats.total).toBe(4);
      expect(body.years).toEqual([2026, 2027]);
      expect((await list(user, supplier.id, '?year=2031')).json<BookingsResponse>().bookings).toEqual([]);
    });

    it('refuses an unknown sort or a malformed year with 400', async () => {
      const { user, supplier } = await supplierWithUser();
      const badSort = await list(user, supplier.id, '?sort=price');
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json().error.fields).toEqual({ sort: 'enquiries:errors.bookingSort' });
      expect((await list(user, supplier.id, '?year=27')).json().error.fields).toEqual({
        year: 'enquiries:errors.yearFilter',
      });
    });
  });

  describe('POST /api/inbox/booking and /api/files/get', () => {
    it('gives one booking with the couple, the wedding and the files', async () => {
      const { user, supplier, couples } = await bookedSupplier();
      const res = await post(user, '/api/inbox/booking', { supplierId: supplier.id, weddingId: couples.zoe.weddingId });
      expect(res.statusCode, res.body).toBe(200);
      const { booking } = res.json<{ booking: BookingDetail }>();
      expect(booking).toMatchObject({
        weddingId: couples.zoe.weddingId,
        userId: couples.zoe.coupleId,
        enquiryId: couples.zoe.enquiryId,
        email: couples.zoe.email,
        coupleName: 'Zoe & Yann',
        files: [],
      });
    });

    it("answers 404 'could not fetch booking' for a wedding the supplier did not book, and 400 for a bad body", async () => {
      const { user, supplier } = await supplierWithUser();
      const couple = await createTestCouple(ctx, supplier.id);
      for (const url of ['/api/inbox/booking', '/api/files/get']) {
        const res = await post(user, url, {
          supplierId: supplier.id,
          weddingId: couple.weddingId,
          ownerSupplier: false,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('could not fetch booking');
      }
      const bad = await post(user, '/api/files/get', { supplierId: supplier.id, weddingId: couple.weddingId });
      expect(bad.statusCode).toBe(400);
      // the spec's 'Enquiry/Owner not passed'
      expect(bad.json().error.fields).toEqual({ ownerSupplier: 'couples:errors.enquiryOwnerNotPassed' });
      const noWedding = await post(user, '/api/files/get', { supplierId: supplier.id, ownerSupplier: true });
      expect(noWedding.json().error.fields).toEqual({ weddingId: 'couples:errors.enquiryOwnerNotPassed' });
    });

    it("gives the supplier's or the couple's files as asked", async () => {
      const { user, supplier } = await supplierWithUser();
      const couple = await createTestCouple(ctx, supplier.id);
      const file = (id: string, owner?: 'supplier' | 'couple') => ({
        id,
        name: `${id}.pdf`,
        path: `booking-files/${id}.pdf`,
        size: 2048,
        uploadedAt: '2026-01-02T10:00:00.000Z',
        ...(owner ? { owner } : {}),
      });
      await bookTestCouple(ctx, supplier.id, couple, {
        files: [file('seating-plan'), file('contract', 'supplier'), file('menu', 'couple')],
      });
      const files = async (ownerSupplier: boolean) =>
        (
          await post(user, '/api/files/get', { supplierId: supplier.id, weddingId: couple.weddingId, ownerSupplier })
        ).json<{ files: { id: string; url: string; owner: string }[] }>().files;
      expect(await files(true)).toEqual([
        {
          id: 'contract',
          name: 'contract.pdf',
          url: '/uploads/booking-files/contract.pdf',
          size: 2048,
          uploadedAt: '2026-01-02T10:00:00.000Z',
          owner: 'supplier',
        },
      ]);
      expect((await files(false)).map((f) => f.id)).toEqual(['seating-plan', 'menu']);
    });
  });

  describe('POST /api/couple-collaboration/toggle', () => {
    it('switches collaboration off and on; the booking shows it', async () => {
      const { user, supplier, couples } = await bookedSupplier();
      const toggle = (collaborating: boolean) =>
        post(user, '/api/couple-collaboration/toggle', {
          profileId: supplier.id,
          userId: couples.mia.coupleId,
          collaborating,
          supplierId: supplier.id,
        });
      const off = await toggle(false);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ collaborating: false });
      const booking = (
        await post(user, '/api/inbox/booking', { supplierId: supplier.id, weddingId: couples.mia.weddingId })
      ).json<{ booking: BookingDetail }>().booking;
      expect(booking.collaborating).toBe(false);
      expect((await toggle(true)).json()).toMatchObject({ collaborating: true });
    });

    it("answers 404 'Error toggling supplier collaborating' for a couple without booking or another profile, 403 for a viewer", async () => {
      const { user, supplier, couples } = await bookedSupplier();
      const { supplier: otherProfile } = await supplierWithUser();
      const enquiredOnly = await createTestCouple(ctx, supplier.id);
      for (const payload of [
        { profileId: supplier.id, userId: enquiredOnly.coupleId, collaborating: false, supplierId: supplier.id },
        { profileId: otherProfile.id, userId: couples.zoe.coupleId, collaborating: false, supplierId: supplier.id },
      ]) {
        const res = await post(user, '/api/couple-collaboration/toggle', payload);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Error toggling supplier collaborating');
      }
      const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.weddingId, couples.zoe.weddingId));
      expect(row!.collaborating).toBe(true);
      const { user: viewer, supplier: viewed } = await supplierWithUser({ role: 'viewer' });
      const couple = await createTestCouple(ctx, viewed.id);
      await bookTestCouple(ctx, viewed.id, couple);
      expect(
        (
          await post(viewer, '/api/couple-collaboration/toggle', {
            profileId: viewed.id,
            userId: couple.coupleId,
            collaborating: false,
            supplierId: viewed.id,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  it("answers 404 on every couples call for another supplier's data", async () => {
    const { supplier, couples } = await bookedSupplier();
    const { user: stranger } = await supplierWithUser();
    const ids = { supplierId: supplier.id, weddingId: couples.zoe.weddingId };
    const answers = [
      await list(stranger, supplier.id),
      await post(stranger, '/api/inbox/booking', ids),
      await post(stranger, '/api/files/get', { ...ids, ownerSupplier: false }),
      await post(stranger, '/api/couple-collaboration/toggle', {
        profileId: supplier.id,
        userId: couples.zoe.coupleId,
        collaborating: false,
        supplierId: supplier.id,
      }),
      await post(stranger, `/api/supplier/${supplier.id}/contact-couple`, {
        ...ids,
        eventType: 'shortlisted',
        message: 'Hi',
        supplierUserId: stranger.id,
      }),
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/activity`, headers: { cookie: stranger.cookie } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.weddingId, couples.zoe.weddingId));
    expect(row!.collaborating).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/inbox/bookings/anything' })).statusCode).toBe(401);
  });
});
