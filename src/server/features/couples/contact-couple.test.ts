import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../domain/enquiries/couples-activity-api.ts';
import { coupleMessages, enquiries, events, mailOutbox } from '../../db/schema/index.ts';
import { addActivityEvent, createTestCouple } from '../../test/booking-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { readBalance, recordLedgerTransaction } from '../ppe/ledger.ts';

describe('POST /api/supplier/{supplierId}/contact-couple', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A supplier whose couples activity holds a couple who shortlisted it, with `credits` contact credits. */
  async function setup(overrides: Partial<CreateSupplierOptions> = {}, credits = 2) {
    const user = await createUser(ctx);
    const supplier = await createSupplier(ctx, { ownerId: user.id, types: ['photo'], tier: 'classic', ...overrides });
    const couple = await createTestCouple(ctx, supplier.id, { partnerName1: 'Chloé', locale: 'fr-FR' });
    await addActivityEvent(ctx, supplier.id, 'shortlisted', couple.weddingId);
    if (credits > 0)
      await recordLedgerTransaction(ctx.database.db, {
        supplierId: supplier.id,
        balanceType: 'contact-couples',
        amount: credits,
        reason: 'adjustment',
      });
    return { user, supplier, couple };
  }

  const send = (user: CreatedUser, supplierId: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/contact-couple`,
      payload,
      headers: { cookie: user.cookie },
    });
  const payloadFor = (user: CreatedUser, supplierId: string, weddingId: string) => ({
    supplierId,
    weddingId,
    eventType: 'shortlisted',
    message: 'Thank you for shortlisting us! We still have dates in June.',
    supplierUserId: user.id,
  });
  const messagesOf = async (supplierId: string) =>
    (
      await ctx.database.db.select({ n: count() }).from(coupleMessages).where(eq(coupleMessages.supplierId, supplierId))
    )[0]!.n;

  it('sends once: spends one credit, mails the couple in its language, records the activity; the second time is 400 message already sent', async () => {
    const { user, supplier, couple } = await setup({ name: 'Studio Lumière' });
    const payload = payloadFor(user, supplier.id, couple.weddingId);
    const first = await send(user, supplier.id, payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ sent: true, balance: 1 });
    expect(await readBalance(ctx.database.db, supplier.id, 'contact-couples')).toBe(1);

    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.email));
    expect(mail!.subject).toBe('Un message de Studio Lumière');
    expect(mail!.text).toContain(payload.message);
    const [enquiry] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, couple.enquiryId));
    expect(enquiry!.contactedCoupleTime).not.toBeNull();
    const contacted = await ctx.database.db
      .select()
      .from(events)
      .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'coupleContacted')));
    expect(contacted.map((e) => e.specificEventProps)).toEqual([
      { weddingId: couple.weddingId, eventType: 'shortlisted' },
    ]);
    const activity = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/activity`,
      headers: { cookie: user.cookie },
    });
    expect(activity.json<ActivityPage>().items.map((i) => [i.eventType, i.contacted])).toEqual([
      ['coupleContacted', true],
      ['shortlisted', true],
    ]);

    const second = await send(user, supplier.id, payload);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({ code: 'message-already-sent', message: 'message already sent' });
    expect(await readBalance(ctx.database.db, supplier.id, 'contact-couples')).toBe(1);
    expect(await messagesOf(supplier.id)).toBe(1);
  });

  it('refuses without a contact credit (409) and writes nothing', async () => {
    const { user, supplier, couple } = await setup({}, 0);
    const res = await send(user, supplier.id, payloadFor(user, supplier.id, couple.weddingId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('insufficient-balance');
    expect(await messagesOf(supplier.id)).toBe(0);
    expect(
      await ctx.database.db
        .select()
        .from(events)
        .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'coupleContacted'))),
    ).toEqual([]);
  });

  it('is gated by tier: classic for non-venues, expert for venues (403 tier-required naming the tier)', async () => {
    const lite = await setup({ tier: 'lite' });
    const refused = await send(
      lite.user,
      lite.supplier.id,
      payloadFor(lite.user, lite.supplier.id, lite.couple.weddingId),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'tier-required',
      fields: { feature: 'tiers:features.contactCouples', tier: 'tiers:names.classic' },
    });

    const classicVenue = await setup({ types: ['venue'], tier: 'classic' });
    const venueRefused = await send(
      classicVenue.user,
      classicVenue.supplier.id,
      payloadFor(classicVenue.user, classicVenue.supplier.id, classicVenue.couple.weddingId),
    );
    expect(venueRefused.statusCode).toBe(403);
    expect(venueRefused.json().error.fields.tier).toBe('tiers:names.expert');

    const expertVenue = await setup({ types: ['venue'], tier: 'expert' });
    expect(
      (
        await send(
          expertVenue.user,
          expertVenue.supplier.id,
          payloadFor(expertVenue.user, expertVenue.supplier.id, expertVenue.couple.weddingId),
        )
      ).statusCode,
    ).toBe(201);
    expect(await messagesOf(lite.supplier.id)).toBe(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { user, supplier, couple } = await setup();
    const valid = payloadFor(user, supplier.id, couple.weddingId);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...valid, message: '   ' }, { message: 'validation:required' }],
      [{ ...valid, message: 'x'.repeat(2001) }, { message: 'validation:maxLength' }],
      [{ ...valid, eventType: 'coupleContacted' }, { eventType: 'couples:errors.eventType' }],
      [{ ...valid, supplierUserId: 'someone-else' }, { supplierUserId: 'validation:invalid' }],
      [{ ...valid, supplierId: 'another-supplier' }, { supplierId: 'validation:invalid' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await send(user, supplier.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(await messagesOf(supplier.id)).toBe(0);
    expect(await readBalance(ctx.database.db, supplier.id, 'contact-couples')).toBe(2);
  });

  it("answers 404 for a wedding outside the supplier's couples activity, 403 for a viewer", async () => {
    const { user, supplier } = await setup();
    const stranger = await createTestCouple(ctx, supplier.id);
    const res = await send(user, supplier.id, payloadFor(user, supplier.id, stranger.weddingId));
    expect(res.statusCode).toBe(404);
    const viewer = await setup({ role: 'viewer' });
    expect(
      (
        await send(
          viewer.user,
          viewer.supplier.id,
          payloadFor(viewer.user, viewer.supplier.id, viewer.couple.weddingId),
        )
      ).statusCode,
    ).toBe(403);
  });
});
