import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryDetailResponse } from '../../../domain/enquiries/inbox.ts';
import { enquiries } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('open enquiry: GET /api/inbox/wedding/{id}/{eid}/{status}', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const open = (user: CreatedUser, supplierId: string, eid: string, status = 'inprogress', query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/inbox/wedding/${supplierId}/${eid}/${status}${query}`,
      headers: { cookie: user.cookie },
    });
  const openOk = async (...args: Parameters<typeof open>) => {
    const res = await open(...args);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnquiryDetailResponse>();
  };
  const stored = async (id: string) => (await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  const supplierWithUser = (overrides: Partial<CreateSupplierOptions> = {}) =>
    createOwnedSupplier(ctx, { tier: 'classic', ...overrides });

  it('shows the budget match (premium enquiries) and the venue styles (venue enquiries) from classic', async () => {
    const wedding = {
      venueCounties: ['Kent'],
      tags: ['castle'],
      budget: { min: 10_000, max: 15_000 },
      currency: 'GBP',
    };
    const seen = async (tier: 'lite' | 'classic') => {
      const { user, supplier } = await supplierWithUser({ tier });
      const id = await createTestEnquiry(ctx, supplier.id, { wedding, budgetMatch: true });
      const body = await openOk(user, supplier.id, id);
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/inbox/weddings/${supplier.id}/0/inprogress/all`,
        headers: { cookie: user.cookie },
      });
      return {
        summary: body.weddingSummary,
        budgetMatch: body.supplierWedding.budgetMatch,
        listed: list.json<{ enquiries: { budgetMatch: boolean | null }[] }>().enquiries[0]!.budgetMatch,
      };
    };
    expect(await seen('classic')).toEqual({
      summary: { venueCounties: ['Kent'], budgetRangeLabel: '£10k–£15k', venueTags: ['castle'] },
      budgetMatch: true,
      listed: true,
    });
    expect(await seen('lite')).toEqual({
      summary: { venueCounties: ['Kent'], budgetRangeLabel: '£10k–£15k', venueTags: [] },
      budgetMatch: null,
      listed: null,
    });
  });

  it("writes the budget in the reader's language, in the currency of the wedding", async () => {
    const user = await createUser(ctx, { locale: 'de-DE' });
    const supplier = await createSupplier(ctx, { ownerId: user.id, tier: 'classic' });
    const id = await createTestEnquiry(ctx, supplier.id, {
      wedding: { budget: { min: 5_000, max: 10_000 }, currency: 'GBP' },
    });
    const label = '5.000\u00a0£ – 10.000\u00a0£';
    expect((await openOk(user, supplier.id, id)).weddingSummary.budgetRangeLabel).toBe(label);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/inbox/weddings/${supplier.id}/0/inprogress/all`,
      headers: { cookie: user.cookie },
    });
    expect(list.json<{ enquiries: { budgetRangeLabel: string | null }[] }>().enquiries[0]!.budgetRangeLabel).toBe(
      label,
    );
  });

  it('gives the enquiry, the wedding summary and the next one of the view, and marks it read', async () => {
    const { user, supplier } = await supplierWithUser();
    const older = await createTestEnquiry(ctx, supplier.id, { createdAt: minutesAgo(30) });
    const id = await createTestEnquiry(ctx, supplier.id, {
      createdAt: minutesAgo(10),
      message: 'We would love a summer wedding',
      guestsInitialTarget: 'about 120',
      weddingDatePicker: {
        day: 13,
        month: 6,
        year: 2026,
        weekDay: null,
        season: null,
        dayUndecided: false,
        monthUndecided: false,
        yearUndecided: false,
      },
      wedding: {
        venueCounties: ['Gloucestershire', 'Oxfordshire'],
        tags: ['barn'],
        budget: { min: 5_000, max: 10_000 },
        currency: 'GBP',
      },
    });
    const before = Date.now();
    const body = await openOk(user, supplier.id, id);
    expect(body.next).toBe(older);
    expect(body.weddingSummary).toEqual({
      venueCounties: ['Gloucestershire', 'Oxfordshire'],
      budgetRangeLabel: '£5k–£10k',
      venueTags: ['barn'],
    });
    expect(body.supplierWedding).toMatchObject({
      id,
      message: 'We would love a summer wedding',
      guestsInitialTarget: 'about 120',
      guests: { estimate: 120 },
      weddingDate: Date.UTC(2026, 5, 13),
      weddingDateDatePicker: { day: 13, month: 6, year: 2026, weekDay: 'saturday', season: 'summer' },
      progress: ['read'],
      enquiryRead: true,
      locked: false,
      source: 'marketplace',
      notes: [],
    });
    const storedEnquiry = await stored(id);
    expect(body.supplierWedding).toMatchObject({ wedding: storedEnquiry.weddingId, user: storedEnquiry.coupleId });
    // the spec's names (user, wedding, weddingDateDatePicker, guests.estimate), as the OpenAPI document shows them
    const detail = await answerFieldsOf(ctx.app, 'GET', '/api/inbox/wedding/{id}/{eid}/{status}', 'supplierWedding');
    expect(detail).toEqual(
      expect.arrayContaining(['user', 'wedding', 'weddingDateDatePicker', 'guests', 'guestsInitialTarget']),
    );
    expect(detail).not.toContain('weddingDatePicker');
    expect(
      await answerFieldsOf(ctx.app, 'GET', '/api/inbox/wedding/{id}/{eid}/{status}', 'supplierWedding.guests'),
    ).toEqual(['estimate']);
    expect(Date.parse(body.supplierWedding.timestamps.read!)).toBeGreaterThanOrEqual(before - 1000);
    const row = await stored(id);
    expect(row).toMatchObject({
      enquiryRead: true,
      progress: ['read'],
      timestamps: { read: body.supplierWedding.timestamps.read },
    });

    // the oldest has no next; opening again keeps the first instant of read
    expect((await openOk(user, supplier.id, older)).next).toBeNull();
    expect((await openOk(user, supplier.id, id)).supplierWedding.timestamps.read).toBe(row.timestamps.read);
  });

  it('finds the next enquiry within the view and the owner filter', async () => {
    const { user, supplier } = await supplierWithUser();
    const oldestBooked = await createTestEnquiry(ctx, supplier.id, {
      createdAt: minutesAgo(50),
      changes: [{ kind: 'progress', value: 'booked', action: 'set' }],
    });
    const assigned = await createTestEnquiry(ctx, supplier.id, { createdAt: minutesAgo(40), ownerId: user.id });
    await createTestEnquiry(ctx, supplier.id, { createdAt: minutesAgo(30) });
    const newest = await createTestEnquiry(ctx, supplier.id, {
      createdAt: minutesAgo(20),
      changes: [{ kind: 'progress', value: 'booked', action: 'set' }],
    });
    expect((await openOk(user, supplier.id, newest, 'booked')).next).toBe(oldestBooked);
    expect((await openOk(user, supplier.id, newest, 'total', `?ownerFilter=${user.id}`)).next).toBe(assigned);
    expect((await openOk(user, supplier.id, newest, 'total', '?ownerFilter=none')).next).not.toBe(assigned);
  });

  it('neither marks read nor shows the couple of a locked enquiry; a platform admin opening changes nothing', async () => {
    const { user, supplier } = await supplierWithUser({ tier: 'free', payPerEnquiry: true });
    const locked = await createTestEnquiry(ctx, supplier.id, {
      isPayPerEnquiry: true,
      message: 'Call me on 07700 900999',
    });
    const body = await openOk(user, supplier.id, locked);
    expect(body.supplierWedding).toMatchObject({
      locked: true,
      enquiryRead: false,
      progress: [],
      partnerName1: null,
      partnerName2: null,
      email: null,
      phone: null,
      message: null,
    });
    expect(JSON.stringify(body)).not.toContain('07700 900999');
    expect(await stored(locked)).toMatchObject({ enquiryRead: false, progress: [], timestamps: {} });

    const admin = await createPlatformAdmin(ctx);
    const unlocked = await createTestEnquiry(ctx, supplier.id);
    expect((await openOk(admin, supplier.id, unlocked)).supplierWedding.enquiryRead).toBe(false);
    expect(await stored(unlocked)).toMatchObject({ enquiryRead: false, progress: [] });
  });

  it('answers 404 for a missing enquiry, an enquiry of another supplier, and a foreign supplier', async () => {
    const { user, supplier } = await supplierWithUser();
    const other = await supplierWithUser();
    const foreignEnquiry = await createTestEnquiry(ctx, other.supplier.id);
    const own = await createTestEnquiry(ctx, supplier.id);
    expect((await open(user, supplier.id, 'no-such-enquiry')).statusCode).toBe(404);
    expect((await open(user, supplier.id, foreignEnquiry)).statusCode).toBe(404);
    expect((await open(user, other.supplier.id, foreignEnquiry)).statusCode).toBe(404);
    expect((await open(other.user, supplier.id, own)).statusCode).toBe(404);
    expect((await stored(foreignEnquiry)).enquiryRead).toBe(false);
    expect((await stored(own)).enquiryRead).toBe(false);
  });

  it('refuses a bad view with 400, and enquiry details below the free tier with 403 tier-required', async () => {
    const { user, supplier } = await supplierWithUser();
    const id = await createTestEnquiry(ctx, supplier.id);
    const bad = await open(user, supplier.id, id, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'enquiries:errors.statusView' });

    const unverified = await supplierWithUser({ tier: 'unverified' });
    const hidden = await createTestEnquiry(ctx, unverified.supplier.id);
    const res = await open(unverified.user, unverified.supplier.id, hidden);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'tier-required', fields: { tier: 'tiers:names.free' } });
    expect((await stored(hidden)).enquiryRead).toBe(false);
  });
});
