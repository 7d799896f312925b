import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportKeptDays } from '../../../domain/data-export/data-export.ts';
import type { DataExportAnswer } from '../../../domain/data-export/data-export-api.ts';
import {
  contractTemplates,
  dataExports,
  enquiryMessages,
  enquiryNotes,
  mailOutbox,
  supplierPhotos,
  supplierUsers,
} from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertTestQuote } from '../quotes/test-helpers.ts';
import { zipEntries } from '../../test/zip-entries.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import { runExportJob } from './job.ts';

describe('data export', () => {
  let ctx: TestContext;
  const failures: unknown[] = [];
  const runJob = (now = new Date()) =>
    runExportJob(
      ctx.app.deps,
      () => now,
      (error) => failures.push(error),
    );

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, user: CreatedUser) =>
    ctx.app.inject({ method, url, headers: { cookie: user.cookie } });

  /** A business with an enquiry, its reply with an attachment, a note and a photo, each with a marker of its own. */
  async function businessWithData() {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const marker = randomUUID().slice(0, 8);
    const enquiryId = await createTestEnquiry(ctx, supplier.id, { message: `Enquiry ${marker}` });
    const { storage } = ctx.app.deps.providers;
    const attachmentKey = `test-files/${marker}/plan.pdf`;
    await storage.put(attachmentKey, Buffer.from(`plan ${marker}`), 'application/pdf');
    await ctx.database.db.insert(enquiryMessages).values({
      id: randomUUID(),
      supplierId: supplier.id,
      enquiryId,
      direction: 'out',
      authorId: user.id,
      subject: 'Re: your wedding',
      text: `Reply ${marker}`,
      mailMessageId: `<${marker}@test.example>`,
      attachments: [
        { id: `a${marker}`, name: 'plan.pdf', path: attachmentKey, size: 13, contentType: 'application/pdf' },
      ],
    });
    await ctx.database.db
      .insert(enquiryNotes)
      .values({ id: randomUUID(), supplierId: supplier.id, enquiryId, authorId: user.id, text: `Note ${marker}` });
    await insertTestQuote(ctx, { supplierId: supplier.id, enquiryId, couple: `Couple ${marker}` });
    await ctx.database.db
      .insert(contractTemplates)
      .values({ supplierId: supplier.id, language: 'fr-FR', text: `Terms ${marker}` });
    const photoKey = `test-photos/${marker}/photo.webp`;
    await storage.put(photoKey, Buffer.from(`photo ${marker}`), 'image/webp');
    await ctx.database.db.insert(supplierPhotos).values({
      id: `photo-${marker}`,
      supplierId: supplier.id,
      order: 0,
      path: photoKey,
      thumbnail: photoKey,
      portrait: false,
      width: 800,
      height: 600,
    });
    return { user, supplier, marker, enquiryId };
  }

  async function readyExport(url: string, user: CreatedUser) {
    const asked = await call('POST', url, user);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<DataExportAnswer>().export).toMatchObject({ state: 'requested', downloadUrl: null });
    await runJob();
    const answer = (await call('GET', url, user)).json<DataExportAnswer>();
    expect(answer.export).toMatchObject({ state: 'ready' });
    return answer.export!;
  }

  async function download(downloadUrl: string, user: CreatedUser) {
    const res = await call('GET', downloadUrl, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    return zipEntries(res.rawPayload);
  }

  const businessUrl = (supplier: Supplier) => `/api/supplier/${supplier.id}/data-export`;

  it("builds a business's ZIP in the job, with only that business's data, and mails the requester", async () => {
    const mine = await businessWithData();
    const other = await businessWithData();
    const ready = await readyExport(businessUrl(mine.supplier), mine.user);
    expect(failures).toEqual([]);
    const entries = await download(ready.downloadUrl!, mine.user);
    for (const name of [
      'listing.json',
      'media.csv',
      'enquiries.json',
      'enquiries.csv',
      'messages.json',
      'notes.csv',
      'quotes.csv',
      'contractTemplates.json',
      'files.json',
      'reviews.json',
      'offers.json',
      'statistics.csv',
      'invoices.json',
    ])
      expect([...entries.keys()], name).toContain(name);
    expect(JSON.parse(entries.get('listing.json')!.toString()).id).toBe(mine.supplier.id);
    const enquiries = JSON.parse(entries.get('enquiries.json')!.toString()) as { id: string }[];
    expect(enquiries.map((e) => e.id)).toEqual([mine.enquiryId]);
    expect(entries.get('enquiries.csv')!.toString()).toContain(`Enquiry ${mine.marker}`);
    expect(entries.get('messages.json')!.toString()).toContain(`Reply ${mine.marker}`);
    expect(entries.get('notes.json')!.toString()).toContain(`Note ${mine.marker}`);
    const [quote] = JSON.parse(entries.get('quotes.json')!.toString()) as Record<string, unknown>[];
    expect(quote).toMatchObject({ enquiryId: mine.enquiryId, draft: { couple: `Couple ${mine.marker}` } });
    expect(quote!.versions).toEqual([
      expect.objectContaining({ version: 1, document: { couple: { name: `Couple ${mine.marker}` } } }),
    ]);
    expect(quote!.versions).toEqual([expect.not.objectContaining({ linkTokenSha256: expect.anything() })]);
    // the couple's acceptance, without the IP address and user agent kept as evidence
    expect(quote!.acceptance).toEqual({
      version: 1,
      typedName: `Couple ${mine.marker}`,
      acceptedAt: expect.any(String),
      documentSha256: 'a'.repeat(64),
    });
    expect(JSON.parse(entries.get('contractTemplates.json')!.toString())).toEqual([
      expect.objectContaining({ language: 'fr-FR', text: `Terms ${mine.marker}` }),
    ]);
    expect(entries.get(`files/enquiries/${mine.enquiryId}/a${mine.marker}-plan.pdf`)?.toString()).toBe(
      `plan ${mine.marker}`,
    );
    expect(entries.get(`files/photos/photo-${mine.marker}-photo.webp`)?.toString()).toBe(`photo ${mine.marker}`);
    // nothing of the other business, in any entry
    const everything = [...entries.entries()].map(([name, body]) => `${name}\n${body.toString()}`).join('\n');
    for (const trace of [other.supplier.id, other.marker, other.enquiryId]) expect(everything).not.toContain(trace);

    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mine.user.email));
    expect(mails.map((m) => m.subject)).toEqual(["Your business's data is ready to download"]);
    expect(mails[0]!.text).toContain('/settings/team#data-export');
  });

  it("builds a user's own ZIP: account, memberships, what they wrote; mailed in their language", async () => {
    const { user, supplier, marker } = await businessWithData();
    await ctx.database.db.execute(`update users set locale = 'de-DE' where id = '${user.id}'`);
    const ready = await readyExport('/api/account/data-export', user);
    const entries = await download(ready.downloadUrl!, user);
    expect([...entries.keys()].sort()).toEqual([
      'README.txt',
      'account.json',
      'auditEntries.csv',
      'auditEntries.json',
      'memberships.csv',
      'memberships.json',
      'messages.csv',
      'messages.json',
      'notifications.json',
      'teamChat.csv',
      'teamChat.json',
    ]);
    expect(JSON.parse(entries.get('account.json')!.toString())).toMatchObject({ id: user.id, email: user.email });
    expect(entries.get('memberships.csv')!.toString()).toContain(supplier.id);
    const messages = entries.get('messages.csv')!.toString();
    expect(messages).toContain(`Reply ${marker}`);
    expect(messages).toContain(`Note ${marker}`);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail?.subject).toBe('Ihre Daten im Anbieterportal stehen zum Download bereit');
  });

  it("refuses the link to anyone but the requester with 404, the same business's other members too", async () => {
    const { user, supplier } = await businessWithData();
    const ready = await readyExport(businessUrl(supplier), user);
    const colleague = await createUser(ctx);
    await ctx.database.db
      .insert(supplierUsers)
      .values({ supplierId: supplier.id, userId: colleague.id, role: 'admin' });
    const stranger = await createUser(ctx);
    for (const someone of [colleague, stranger])
      expect((await call('GET', ready.downloadUrl!, someone)).statusCode).toBe(404);
    const own = await readyExport('/api/account/data-export', user);
    expect((await call('GET', own.downloadUrl!, colleague)).statusCode).toBe(404);
    // no longer an admin of the business: its export is gone for them too
    await ctx.database.db
      .update(supplierUsers)
      .set({ role: 'editor' })
      .where(and(eq(supplierUsers.supplierId, supplier.id), eq(supplierUsers.userId, user.id)));
    expect((await call('GET', ready.downloadUrl!, user)).statusCode).toBe(404);
    expect((await call('GET', own.downloadUrl!, user)).statusCode).toBe(200);
  });

  it('lets only supplier admins ask for the business export, one open export at a time', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    const refused = await call('POST', businessUrl(supplier), editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('role-required');
    expect((await call('POST', businessUrl(supplier), user)).statusCode).toBe(202);
    const again = await call('POST', businessUrl(supplier), user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'export-pending', fields: { _: 'dataExport:errors.pending' } });
    const rows = await ctx.database.db.select().from(dataExports).where(eq(dataExports.supplierId, supplier.id));
    expect(rows).toHaveLength(1);
    await runJob();
  });

  it(`expires after ${exportKeptDays} days: 410 with a clear message, the file deleted by the job`, async () => {
    const { user } = await createOwnedSupplier(ctx);
    const ready = await readyExport('/api/account/data-export', user);
    // the 7 days passed
    await ctx.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    const gone = await call('GET', ready.downloadUrl!, user);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatchObject({ code: 'export-expired', fields: { _: 'dataExport:errors.expired' } });
    expect((await call('GET', '/api/account/data-export', user)).json<DataExportAnswer>().export?.state).toBe(
      'expired',
    );
    expect(await ctx.app.deps.providers.storage.get(row!.storageKey!)).not.toBeNull();
    await runJob();
    expect(await ctx.app.deps.providers.storage.get(row!.storageKey!)).toBeNull();
    const [after] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(after).toMatchObject({ status: 'expired', storageKey: null });
    // a new one may be asked for
    expect((await call('POST', '/api/account/data-export', user)).statusCode).toBe(202);
    await runJob();
  });
});
