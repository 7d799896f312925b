import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, ledgerEntries } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { supplierUsers } from '../../db/schema/index.ts';
import { createEnquiry, createPpeSupplier, giveCredits } from './test-factory.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const reveal = (user: CreatedUser, supplier: string, enquiry: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/supplier/wedding/enquiry/reveal',
    headers: { cookie: user.cookie },
    payload: { enquiry, supplier },
  });

async function balanceOf(user: CreatedUser, supplierId: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/supplier/${supplierId}/balances`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().balances.enquiries;
}

async function isRevealed(enquiryId: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ revealed: enquiries.revealed })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId));
  return row!.revealed;
}

async function ledgerCount(supplierId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.supplierId, supplierId), eq(ledgerEntries.reason, 'reveal')));
  return row!.n;
}

describe('POST /api/supplier/wedding/enquiry/reveal', () => {
  it('reveals a locked enquiry for one credit and answers the balance left', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 2);
    const enquiryId = await createEnquiry(ctx, supplier.id);

    const res = await reveal(user, supplier.id, enquiryId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enquiryId, supplierId: supplier.id, creditsUsed: 1, balance: 1 });
    expect(await isRevealed(enquiryId)).toBe(true);
    expect(await balanceOf(user, supplier.id)).toBe(1);
    const [entry] = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `enquiry:${enquiryId}`));
    expect(entry).toMatchObject({
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: -1,
      reason: 'reveal',
      createdBy: user.id,
    });
  });

  it('with 10 credits, 50 concurrent reveals of different enquiries reveal exactly 10 and leave 0', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 10);
    const ids = await Promise.all(Array.from({ length: 50 }, () => createEnquiry(ctx, supplier.id)));

    const answers = await Promise.all(ids.map((id) => reveal(user, supplier.id, id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.code).toBe('insufficient-balance');

    const revealed = await ctx.database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(inArray(enquiries.id, ids), eq(enquiries.revealed, true)));
    expect(revealed).toHaveLength(10);
    expect(new Set(revealed.map((r) => r.id))).toEqual(new Set(ids.filter((_, i) => answers[i]!.statusCode === 200)));
    expect(await balanceOf(user, supplier.id)).toBe(0);
    expect(await ledgerCount(supplier.id)).toBe(10);
  });

  it('charges one credit when the same enquiry is revealed twice, also concurrently', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 5);
    const first = await createEnquiry(ctx, supplier.id);
    const [a, b] = await Promise.all([reveal(user, supplier.id, first), reveal(user, supplier.id, first)]);
    expect([a.json().creditsUsed, b.json().creditsUsed].sort()).toEqual([0, 1]);
    const again = await reveal(user, supplier.id, first);
    expect(again.json()).toMatchObject({ creditsUsed: 0, balance: 4 });
    expect(await balanceOf(user, supplier.id)).toBe(4);
    expect(await ledgerCount(supplier.id)).toBe(1);
  });

  it('uses no credit and reveals nothing when there is no credit', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    const enquiryId = await createEnquiry(ctx, supplier.id);
    const res = await reveal(user, supplier.id, enquiryId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('insufficient-balance');
    expect(await isRevealed(enquiryId)).toBe(false);
    expect(await balanceOf(user, supplier.id)).toBe(0);
    expect(await ledgerCount(supplier.id)).toBe(0);
  });

  it('costs nothing and changes nothing for an enquiry that is not locked', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 1);
    const widget = await createEnquiry(ctx, supplier.id, { source: 'widget' });
    const notPpe = await createEnquiry(ctx, supplier.id, { isPayPerEnquiry: false });
    const revealedBefore = await createEnquiry(ctx, supplier.id, { revealed: true });
    for (const id of [widget, notPpe, revealedBefore]) {
      const res = await reveal(user, supplier.id, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ creditsUsed: 0, balance: 1 });
    }
    expect(await isRevealed(widget)).toBe(false);

    // a premium supplier has no locked enquiries even with the pay-per-enquiry flag (spec section 4)
    const premium = await createPpeSupplier(ctx, { tier: 'lite' });
    await giveCredits(ctx, premium.supplier.id, 1);
    const enquiryId = await createEnquiry(ctx, premium.supplier.id);
    expect((await reveal(premium.user, premium.supplier.id, enquiryId)).json()).toMatchObject({
      creditsUsed: 0,
      balance: 1,
    });
    expect(await ledgerCount(supplier.id)).toBe(0);
    expect(await ledgerCount(premium.supplier.id)).toBe(0);
  });

  it("answers 404 for another supplier's enquiry or supplier, and writes nothing", async () => {
    const owner = await createPpeSupplier(ctx);
    const other = await createPpeSupplier(ctx);
    await giveCredits(ctx, owner.supplier.id, 3);
    await giveCredits(ctx, other.supplier.id, 3);
    const enquiryId = await createEnquiry(ctx, owner.supplier.id);

    expect((await reveal(other.user, owner.supplier.id, enquiryId)).statusCode).toBe(404);
    expect((await reveal(other.user, other.supplier.id, enquiryId)).statusCode).toBe(404);
    const unknown = await reveal(owner.user, owner.supplier.id, 'no-such-enquiry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Failed to reveal enquiry.');
    expect(await isRevealed(enquiryId)).toBe(false);
    expect(await balanceOf(owner.user, owner.supplier.id)).toBe(3);
    expect(await balanceOf(other.user, other.supplier.id)).toBe(3);
  });

  it('answers 400 with fields for bad input, 401 signed out, 403 for a viewer, and writes nothing', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 1);
    const enquiryId = await createEnquiry(ctx, supplier.id);

    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/supplier/wedding/enquiry/reveal',
      headers: { cookie: user.cookie },
      payload: { enquiry: '  ', supplier: supplier.id },
    });
    expect(blank.statusCode).toBe(400);
    // the spec's 'Enquiry not passed'
    expect(blank.json().error.fields).toEqual({ enquiry: 'enquiries:errors.enquiryNotPassed' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/supplier/wedding/enquiry/reveal',
      headers: { cookie: user.cookie },
      payload: { enquiry: enquiryId },
    });
    expect(missing.json().error.fields).toEqual({ supplier: 'validation:required' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/supplier/wedding/enquiry/reveal',
          payload: { enquiry: enquiryId, supplier: supplier.id },
        })
      ).statusCode,
    ).toBe(401);

    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const refused = await reveal(viewer, supplier.id, enquiryId);
    expect(refused.statusCode).toBe(403);
    expect(await isRevealed(enquiryId)).toBe(false);
    expect(await balanceOf(user, supplier.id)).toBe(1);
  });

  it('lets a platform admin reveal for the supplier, on its credit', async () => {
    const { user, supplier } = await createPpeSupplier(ctx);
    await giveCredits(ctx, supplier.id, 1);
    const enquiryId = await createEnquiry(ctx, supplier.id);
    const admin = await createPlatformAdmin(ctx);
    expect((await reveal(admin, supplier.id, enquiryId)).json()).toMatchObject({ creditsUsed: 1, balance: 0 });
    expect(await balanceOf(user, supplier.id)).toBe(0);
  });
});
