import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enquiries,
  enquiryMessages,
  enquiryNotes,
  quoteAcceptances,
  quoteVersions,
  quotes,
  retentionSettings,
  supplierUsers,
} from '../../db/schema/index.ts';
import { insertTestQuote } from '../quotes/test-helpers.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { anonymiseDueEnquiries } from './retention.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const now = new Date('2026-11-01T12:00:00.000Z');
const weddingOn = (iso: string) => new Date(`${iso}T00:00:00.000Z`).getTime();
const enquiryRow = async (id: string) =>
  (await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
/** An enquiry whose wedding is on `day` (null: no date). */
async function datedEnquiry(supplierId: string, day: string | null): Promise<string> {
  const id = await createTestEnquiry(ctx, supplierId);
  await ctx.database.db
    .update(enquiries)
    .set({ weddingDate: day === null ? null : weddingOn(day) })
    .where(eq(enquiries.id, id));
  return id;
}
const runJob = async () => {
  // slices until none is due, as the job does
  while ((await anonymiseDueEnquiries(ctx.database.db, ctx.app.deps.providers.storage, 36, now)) > 0);
};

describe('the retention job', () => {
  it('anonymises enquiries past the period, keeps recent ones, and respects a business’s shorter period', async () => {
    const { db } = ctx.database;
    const [{ supplier: platformPeriod }, { supplier: shorter }] = await Promise.all([
      createOwnedSupplier(ctx),
      createOwnedSupplier(ctx),
    ]);
    await db.insert(retentionSettings).values({ supplierId: shorter.id, months: 12 });
    const old = await datedEnquiry(platformPeriod.id, '2023-10-31');
    const recent = await datedEnquiry(platformPeriod.id, '2024-06-01');
    const pastShorter = await datedEnquiry(shorter.id, '2025-06-01');
    const withinShorter = await datedEnquiry(shorter.id, '2026-01-01');
    const undated = await datedEnquiry(platformPeriod.id, null);
    await db
      .update(enquiries)
      .set({ updatedAt: new Date('2023-01-01T00:00:00Z') })
      .where(eq(enquiries.id, undated));
    await db.insert(enquiryMessages).values({
      id: `in-${old}`,
      supplierId: platformPeriod.id,
      enquiryId: old,
      direction: 'in',
      subject: 'Re: our wedding',
      text: 'Our phone is 07700 900123',
      mailMessageId: `<in-${old}@test.example>`,
      fromAddress: 'couple@test.example',
    });
    await db
      .insert(enquiryNotes)
      .values({ id: `n-${old}`, supplierId: platformPeriod.id, enquiryId: old, text: 'VIP' });
    const { quoteId } = await insertTestQuote(ctx, { supplierId: platformPeriod.id, enquiryId: old, couple: 'Alex' });

    await runJob();

    expect(await enquiryRow(old)).toMatchObject({
      partnerName1: null,
      email: null,
      phone: null,
      message: null,
      anonymisedAt: now,
    });
    const [message] = await db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, old));
    expect(message).toMatchObject({ text: '', subject: '', fromAddress: null, direction: 'in' });
    expect(await db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, old))).toEqual([]);
    expect(await db.select().from(quotes).where(eq(quotes.enquiryId, old))).toEqual([]);
    expect(await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId))).toEqual([]);
    expect(await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId))).toEqual([]);
    expect(await enquiryRow(recent)).toMatchObject({ anonymisedAt: null, email: expect.any(String) });
    expect(await enquiryRow(pastShorter)).toMatchObject({ anonymisedAt: now, email: null });
    expect(await enquiryRow(withinShorter)).toMatchObject({ anonymisedAt: null });
    // no wedding date: three years after the last activity
    expect(await enquiryRow(undated)).toMatchObject({ anonymisedAt: now });
  });
});

describe('the retention setting', () => {
  it('is the supplier admin’s to set, validated and up to the platform’s period', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const url = `/api/supplier/${supplier.id}/retention`;
    const put = (cookie: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url, payload, headers: { cookie } });

    const initial = await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
    expect(initial.json()).toEqual({ months: null, platformMonths: 36 });
    expect((await put(user.cookie, { months: 18 })).json()).toEqual({ months: 18, platformMonths: 36 });
    const tooLong = await put(user.cookie, { months: 48 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: { fields: { months: 'privacy:retention.tooLong' } } });
    expect((await put(user.cookie, { months: null })).json()).toEqual({ months: null, platformMonths: 36 });

    const stranger = await createUser(ctx);
    expect((await put(stranger.cookie, { months: 6 })).statusCode).toBe(404);
    const { user: otherAdmin } = await createOwnedSupplier(ctx);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: otherAdmin.cookie } })).statusCode).toBe(404);
  });

  it('is refused to an editor', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const { user: editor } = await createOwnedSupplier(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/supplier/${supplier.id}/retention`,
      payload: { months: 6 },
      headers: { cookie: editor.cookie },
    });
    expect(answer.statusCode).toBe(403);
  });
});
