import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAudit,
  bookings,
  coupleErasures,
  couples,
  enquiries,
  quoteAcceptances,
  quoteVersions,
  quotes,
  supplierDailyStats,
  supplierReviews,
  suppliers,
} from '../../db/schema/index.ts';
import { insertTestQuote } from '../quotes/test-helpers.ts';
import { createTestCouple } from '../../test/booking-factory.ts';
import { addCoupleRecords } from '../../test/couple-records.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { resumeCoupleErasures } from './couple-erasure.ts';

let ctx: TestContext;
let admin: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPlatformAdmin(ctx);
});
afterAll(() => ctx.close());

const erase = (user: CreatedUser, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/couple-erasures',
    payload: { email },
    headers: { cookie: user.cookie },
  });

/** A couple who wrote to two suppliers, booked one with a file, reviewed it and answered in its conversation. */
async function coupleOfTwoSuppliers() {
  const { db } = ctx.database;
  const [{ supplier: first }, { supplier: second }] = await Promise.all([
    createOwnedSupplier(ctx),
    createOwnedSupplier(ctx),
  ]);
  const couple = await createTestCouple(ctx, first.id);
  const other = await createTestEnquiry(ctx, second.id, {
    couple: { partnerName1: 'Alex', email: couple.email.toUpperCase() },
  });
  const fileKey = await addCoupleRecords(ctx, first.id, couple);
  await db
    .insert(supplierDailyStats)
    .values({ supplierId: first.id, day: '2026-01-10', metric: 'enquiries', count: 1 });
  // another couple of the first supplier stays
  const bystander = await createTestEnquiry(ctx, first.id);
  // quotes name the couple: theirs go with their enquiry, the bystander's stays
  const quote = await insertTestQuote(ctx, { supplierId: second.id, enquiryId: other, couple: 'Alex' });
  const bystanderQuote = await insertTestQuote(ctx, { supplierId: first.id, enquiryId: bystander, couple: 'Sam' });
  return { first, second, couple, other, fileKey, bystander, quote, bystanderQuote };
}

describe('couple erasure', () => {
  it('erases the address for every supplier, keeps the statistics, audits without the address, and is idempotent', async () => {
    const { db } = ctx.database;
    const { first, second, couple, other, fileKey, bystander, quote, bystanderQuote } = await coupleOfTwoSuppliers();
    // every node hears which suppliers changed, and drops their cached public pages (reviews, counts)
    const changed: string[] = [];
    const stopListening = ctx.database.changes.subscribe('supplier', (supplierId) => changed.push(supplierId));

    const answer = await erase(admin, ` ${couple.email.toUpperCase()} `);
    stopListening();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(changed).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(answer.json()).toMatchObject({
      finished: true,
      counts: { suppliers: 2, enquiries: 2, messages: 1, bookings: 1, reviews: 1, files: 1 },
    });

    expect(
      await db
        .select()
        .from(enquiries)
        .where(inArray(enquiries.id, [couple.enquiryId, other])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(couples)
        .where(sql`lower(${couples.email}) = ${couple.email}`),
    ).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.supplierId, first.id))).toEqual([]);
    expect(await db.select().from(supplierReviews).where(eq(supplierReviews.supplierId, first.id))).toEqual([]);
    const [firstRow] = await db.select().from(suppliers).where(eq(suppliers.id, first.id));
    expect(firstRow!.counters.reviews).toBe(0);
    expect(await ctx.app.deps.providers.storage.get(fileKey)).toBeNull();
    expect(await db.select().from(enquiries).where(eq(enquiries.id, bystander))).toHaveLength(1);
    expect(await db.select().from(quotes).where(eq(quotes.id, quote.quoteId))).toEqual([]);
    expect(await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quote.quoteId))).toEqual([]);
    // the acceptance holds the couple's typed name, IP address and user agent: it goes with the quote
    expect(await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quote.quoteId))).toEqual([]);
    expect(
      await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, bystanderQuote.quoteId)),
    ).toHaveLength(1);
    expect(await db.select().from(quotes).where(eq(quotes.id, bystanderQuote.quoteId))).toHaveLength(1);
    expect(await db.select().from(supplierDailyStats).where(eq(supplierDailyStats.supplierId, first.id))).toMatchObject(
      [{ metric: 'enquiries', count: 1 }],
    );

    const audit = await db
      .select()
      .from(adminAudit)
      .where(inArray(adminAudit.supplierId, [first.id, second.id]));
    expect(audit).toHaveLength(2);
    expect(audit.find((entry) => entry.supplierId === first.id)).toMatchObject({
      action: 'coupleErased',
      actorId: admin.id,
      before: { enquiries: 1, messages: 1, bookings: 1, reviews: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(couple.email);
    const [erasure] = await db
      .select()
      .from(coupleErasures)
      .where(eq(coupleErasures.id, answer.json<{ id: string }>().id));
    expect(erasure).toMatchObject({ step: 'done', email: null });
    expect(erasure!.emailHash).toMatch(/^[0-9a-f]{64}$/);

    const again = await erase(admin, couple.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      finished: true,
      counts: { suppliers: 0, enquiries: 0, messages: 0, bookings: 0, reviews: 0, files: 0 },
    });
    expect(
      await db
        .select()
        .from(adminAudit)
        .where(inArray(adminAudit.supplierId, [first.id, second.id])),
    ).toHaveLength(2);
  });

  it('resumes an erasure interrupted after its files step', async () => {
    const { db } = ctx.database;
    const { couple, other } = await coupleOfTwoSuppliers();
    // as a node stopped after the first step leaves it
    await db.insert(coupleErasures).values({
      id: `interrupted-${couple.enquiryId}`,
      email: couple.email,
      emailHash: 'x'.repeat(64),
      requestedBy: admin.id,
      step: 'rows',
      counts: { suppliers: 0, enquiries: 0, messages: 0, bookings: 0, reviews: 0, files: 1 },
    });
    expect(await resumeCoupleErasures(ctx.database, ctx.app.deps.providers.storage)).toBeGreaterThanOrEqual(1);
    expect(
      await db
        .select()
        .from(enquiries)
        .where(inArray(enquiries.id, [couple.enquiryId, other])),
    ).toEqual([]);
    const [erasure] = await db
      .select()
      .from(coupleErasures)
      .where(eq(coupleErasures.id, `interrupted-${couple.enquiryId}`));
    expect(erasure).toMatchObject({ step: 'done', email: null, counts: { enquiries: 2, files: 1 } });
  });

  it('is for platform admins only, and asks for an e-mail address', async () => {
    const user = await createUser(ctx);
    expect((await erase(user, 'someone@test.example')).statusCode).toBe(403);
    const bad = await erase(admin, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { email: 'validation:email' } } });
  });
});
