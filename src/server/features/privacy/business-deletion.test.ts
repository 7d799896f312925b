import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Supplier } from '../../access/supplier-access.ts';
import {
  adminAudit,
  bookings,
  couples,
  enquiries,
  enquiryMessages,
  ledgerEntries,
  supplierPhotos,
  supplierReviews,
  subscriptions,
  supplierUsers,
  suppliers,
  users,
} from '../../db/schema/index.ts';
import { createTestCouple } from '../../test/booking-factory.ts';
import { addCoupleRecords } from '../../test/couple-records.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { insertTestPhotos } from '../../test/photo-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const deleteBusiness = (user: CreatedUser, supplierId: string, confirmation: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/${supplierId}/delete`,
    payload: { confirmation },
    headers: { cookie: user.cookie },
  });
const publicPage = (supplier: Supplier) =>
  ctx.app.inject({ url: `/wedding-venues/${supplier.slug}-${supplier.publicId}`, headers: { 'user-agent': 'curl/8' } });
const rowsOf = async (supplierId: string) => {
  const { db } = ctx.database;
  const [enquiryRows, messageRows, bookingRows, reviewRows, photoRows, memberRows, ledgerRows] = await Promise.all([
    db.select().from(enquiries).where(eq(enquiries.supplierId, supplierId)),
    db.select().from(enquiryMessages).where(eq(enquiryMessages.supplierId, supplierId)),
    db.select().from(bookings).where(eq(bookings.supplierId, supplierId)),
    db.select().from(supplierReviews).where(eq(supplierReviews.supplierId, supplierId)),
    db.select().from(supplierPhotos).where(eq(supplierPhotos.supplierId, supplierId)),
    db.select().from(supplierUsers).where(eq(supplierUsers.supplierId, supplierId)),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.supplierId, supplierId)),
  ]);
  return {
    enquiries: enquiryRows.length,
    messages: messageRows.length,
    bookings: bookingRows.length,
    reviews: reviewRows.length,
    photos: photoRows.length,
    members: memberRows.length,
    ledger: ledgerRows.length,
  };
};

/** A one-person business with a couple who booked it (a file), a conversation, a review, photos and a ledger entry. */
async function busyBusiness(name: string) {
  const { db } = ctx.database;
  const { storage } = ctx.app.deps.providers;
  const { user, supplier } = await createOwnedSupplier(ctx, { name });
  const couple = await createTestCouple(ctx, supplier.id);
  const fileKey = await addCoupleRecords(ctx, supplier.id, couple);
  await insertTestPhotos(ctx, supplier.id, 2, { approved: true });
  const [photo] = await db.select().from(supplierPhotos).where(eq(supplierPhotos.supplierId, supplier.id));
  await storage.put(photo!.path, Buffer.from('webp'), 'image/webp');
  await db.insert(ledgerEntries).values({
    id: `l-${couple.enquiryId}`,
    supplierId: supplier.id,
    balanceType: 'enquiries',
    amount: 10,
    reason: 'adjustment',
    createdBy: user.id,
  });
  return { user, supplier, couple, fileKey, photoKey: photo!.path };
}

describe('deleting a business', () => {
  it('deletes everything personal, keeps the accounting and lets the former sole admin delete their account', async () => {
    const { db } = ctx.database;
    const { storage } = ctx.app.deps.providers;
    const business = await busyBusiness('Lens and Light');
    const other = await busyBusiness('Rose Barn Weddings');
    // the couple also wrote to the other business: its couple row stays for that one
    const shared = await createTestEnquiry(ctx, other.supplier.id, {
      couple: { partnerName1: 'Sam', email: business.couple.email },
    });
    expect((await publicPage(business.supplier)).statusCode).toBe(200);
    const otherBefore = await rowsOf(other.supplier.id);

    // every node hears of it, and drops the cached public page
    const changed: string[] = [];
    const stopListening = ctx.database.changes.subscribe('supplier', (supplierId) => changed.push(supplierId));
    const deleted = await deleteBusiness(business.user, business.supplier.id, '  lens AND light ');
    stopListening();
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(changed).toContain(business.supplier.id);

    expect(await rowsOf(business.supplier.id)).toEqual({
      enquiries: 0,
      messages: 0,
      bookings: 0,
      reviews: 0,
      photos: 0,
      members: 0,
      ledger: 1,
    });
    const [row] = await db.select().from(suppliers).where(eq(suppliers.id, business.supplier.id));
    expect(row).toMatchObject({ deleted: true, searchable: false, name: 'Lens and Light' });
    expect(await storage.get(business.fileKey)).toBeNull();
    expect(await storage.get(business.photoKey)).toBeNull();
    expect((await publicPage(business.supplier)).statusCode).toBe(404);
    const [audit] = await db.select().from(adminAudit).where(eq(adminAudit.supplierId, business.supplier.id));
    expect(audit).toMatchObject({ action: 'businessDeleted', actorId: business.user.id });

    // the other business keeps everything, the shared couple included
    expect(await rowsOf(other.supplier.id)).toEqual(otherBefore);
    expect(await storage.get(other.fileKey)).not.toBeNull();
    const [sharedEnquiry] = await db.select().from(enquiries).where(eq(enquiries.id, shared));
    expect(await db.select().from(couples).where(eq(couples.id, sharedEnquiry!.coupleId))).toHaveLength(1);
    expect((await publicPage(other.supplier)).statusCode).toBe(200);

    // no supplier-scoped call reaches it any more
    const listing = await ctx.app.inject({
      url: `/api/supplier/${business.supplier.id}/listing`,
      headers: { cookie: business.user.cookie },
    });
    expect(listing.statusCode).toBe(404);
    expect((await deleteBusiness(business.user, business.supplier.id, 'Lens and Light')).statusCode).toBe(404);

    const account = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { confirmation: business.user.email, currentPassword: business.user.password },
      headers: { cookie: business.user.cookie },
    });
    expect(account.statusCode, account.body).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, business.user.id))).toEqual([]);
  });

  it('deletes the couple who wrote to no other business', async () => {
    const business = await busyBusiness('Solo Snaps');
    const deleted = await deleteBusiness(business.user, business.supplier.id, 'Solo Snaps');
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { db } = ctx.database;
    expect(await db.select().from(couples).where(eq(couples.email, business.couple.email))).toEqual([]);
  });

  it('refuses a wrong confirmation, changing nothing', async () => {
    const business = await busyBusiness('Meadow Hall');
    const before = await rowsOf(business.supplier.id);
    const refused = await deleteBusiness(business.user, business.supplier.id, 'Meadow');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { confirmation: 'privacy:deleteBusiness.confirmationMismatch' } },
    });
    expect(await rowsOf(business.supplier.id)).toEqual(before);
    expect(await ctx.app.deps.providers.storage.get(business.fileKey)).not.toBeNull();
  });

  it('refuses while a plan still renews, changing nothing', async () => {
    const business = await busyBusiness('Willow Studio');
    const { db } = ctx.database;
    await db.insert(subscriptions).values({
      id: `s-${business.supplier.id}`,
      provider: 'stripe',
      providerSubscriptionId: `sub_${business.supplier.id}`,
      supplierId: business.supplier.id,
      planId: 'premium',
      status: 'active',
      lastEventAt: new Date(),
    });
    const before = await rowsOf(business.supplier.id);
    const refused = await deleteBusiness(business.user, business.supplier.id, 'Willow Studio');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'plan-running' } });
    expect(await rowsOf(business.supplier.id)).toEqual(before);

    // cancelled for the period's end: it ends by itself, the business may go
    await db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(subscriptions.supplierId, business.supplier.id));
    const deleted = await deleteBusiness(business.user, business.supplier.id, 'Willow Studio');
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('refuses an editor (403) and a member of another business (404)', async () => {
    const business = await busyBusiness('Oak Lodge');
    const editor = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: business.supplier.id, userId: editor.id, role: 'editor' });
    const stranger = (await createOwnedSupplier(ctx)).user;
    const before = await rowsOf(business.supplier.id);

    const asEditor = await deleteBusiness(editor, business.supplier.id, 'Oak Lodge');
    expect(asEditor.statusCode).toBe(403);
    expect(asEditor.json()).toMatchObject({ error: { code: 'role-required' } });
    expect((await deleteBusiness(stranger, business.supplier.id, 'Oak Lodge')).statusCode).toBe(404);
    expect(await rowsOf(business.supplier.id)).toEqual(before);
  });
});
