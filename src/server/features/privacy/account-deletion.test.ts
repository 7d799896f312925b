import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, enquiryMessages, ledgerEntries, sessions, supplierUsers, users } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { runExportJob } from '../data-export/job.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const deleteAccount = (user: CreatedUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/delete', payload, headers: { cookie: user.cookie } });
const confirmed = (user: CreatedUser) => ({ confirmation: user.email.toUpperCase(), currentPassword: user.password });
const userRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('account deletion', () => {
  it('refuses the sole admin of a business, naming it, and deletes the account once it is handed over', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx, { name: 'Rose Barn Weddings' });
    const { db } = ctx.database;
    const colleague = await createUser(ctx);
    await db.insert(supplierUsers).values({ supplierId: supplier.id, userId: colleague.id, role: 'editor' });
    const enquiryId = await createTestEnquiry(ctx, supplier.id);
    await db.insert(enquiryMessages).values({
      id: `m-${enquiryId}`,
      supplierId: supplier.id,
      enquiryId,
      direction: 'out',
      authorId: owner.id,
      subject: 'Your wedding',
      text: 'We are free on that day.',
      mailMessageId: `<m-${enquiryId}@test.example>`,
    });
    await db.insert(ledgerEntries).values({
      id: `l-${enquiryId}`,
      supplierId: supplier.id,
      balanceType: 'enquiries',
      amount: 10,
      reason: 'adjustment',
      createdBy: owner.id,
    });

    const refused = await deleteAccount(owner, confirmed(owner));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'hand-over-required', details: { businesses: 'Rose Barn Weddings' } },
    });
    expect(await userRow(owner.id)).toBeDefined();

    const handedOver = await ctx.app.inject({
      method: 'POST',
      url: '/api/nonce/change-role',
      payload: { supplierId: supplier.id, userId: colleague.id, role: 'admin' },
      headers: { cookie: owner.cookie },
    });
    expect(handedOver.statusCode, handedOver.body).toBe(200);

    const deleted = await deleteAccount(owner, confirmed(owner));
    expect(deleted.statusCode, deleted.body).toBe(200);
    // the browser's session cookie is cleared, and no session of the account is left
    expect(String(deleted.headers['set-cookie'])).toMatch(/session_token=;/);
    expect(await userRow(owner.id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    const viewer = await ctx.app.inject({ method: 'GET', url: '/api/viewer', headers: { cookie: owner.cookie } });
    expect(viewer.statusCode).toBe(401);

    // the ledger and the conversation stay, the person replaced by the anonymous marker
    const [entry] = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, `l-${enquiryId}`));
    expect(entry).toMatchObject({ amount: 10, createdBy: null });
    const [message] = await db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, enquiryId));
    expect(message).toMatchObject({ text: 'We are free on that day.', authorId: null });
    // the business keeps its new admin
    expect(await db.select().from(supplierUsers).where(eq(supplierUsers.supplierId, supplier.id))).toMatchObject([
      { userId: colleague.id, role: 'admin' },
    ]);
  });

  it('asks for the account e-mail and the password, and changes nothing without them', async () => {
    const user = await createUser(ctx);
    const mismatch = await deleteAccount(user, {
      confirmation: 'someone@else.example',
      currentPassword: user.password,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: { fields: { confirmation: 'privacy:deleteAccount.confirmationMismatch' } },
    });
    const wrongPassword = await deleteAccount(user, { confirmation: user.email, currentPassword: 'not my password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ error: { code: 'wrong-password' } });
    expect(await userRow(user.id)).toBeDefined();
  });

  it('lets an editor go without a hand-over', async () => {
    const { supplier } = await createOwnedSupplier(ctx);
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    const deleted = await deleteAccount(editor, confirmed(editor));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await userRow(editor.id)).toBeUndefined();
  });

  it('deletes the ZIPs of the exports the user asked for, which hold the same data', async () => {
    const user = await createUser(ctx);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/data-export',
      headers: { cookie: user.cookie },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await runExportJob(
      ctx.app.deps,
      () => new Date(),
      (error) => {
        throw error;
      },
    );
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    expect(row).toMatchObject({ status: 'ready' });
    const { storage } = ctx.app.deps.providers;
    expect(await storage.get(row!.storageKey!)).not.toBeNull();

    const deleted = await deleteAccount(user, confirmed(user));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storage.get(row!.storageKey!)).toBeNull();
    expect(await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).toEqual([]);
  });

  it('is refused signed out', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/account/delete', payload: {} });
    expect(answer.statusCode).toBe(401);
  });
});
