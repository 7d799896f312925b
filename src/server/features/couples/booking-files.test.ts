import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFileLimit, bookingFileMaxBytes } from '../../../domain/enquiries/booking-files.ts';
import type { BookingDetail, BookingFileView, InviteMessageView } from '../../../domain/enquiries/couples-api.ts';
import { bookings, mailOutbox, supplierUsers, type BookingFile } from '../../db/schema/index.ts';
import { tinyPdf } from '../../seed/demo-pricing.ts';
import { bookTestCouple, createTestCouple, type TestCouple } from '../../test/booking-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createOwnedSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('booking files and invite messages', () => {
  let ctx: TestContext;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-booking-files-'));
  beforeAll(async () => {
    ctx = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pdf = tinyPdf('Contract');
  const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);

  /** A supplier with one booked couple (German-speaking unless told). */
  async function booked(
    overrides: Partial<CreateSupplierOptions> = {},
    couple: Parameters<typeof createTestCouple>[2] = { partnerName1: 'Lena', partnerName2: 'Jonas', locale: 'de-DE' },
  ) {
    const { user, supplier } = await createOwnedSupplier(ctx, { name: 'Lichtwerk Studio', ...overrides });
    const created = await createTestCouple(ctx, supplier.id, couple);
    await bookTestCouple(ctx, supplier.id, created);
    return { user, supplier, couple: created };
  }

  const base = (supplierId: string, weddingId: string) => `/api/supplier/${supplierId}/bookings/${weddingId}`;
  const upload = async (
    user: CreatedUser,
    supplierId: string,
    weddingId: string,
    file: { name: string; type?: string; body: Buffer },
  ) => {
    const { payload, contentType } = await multipartBody('file', [{ type: 'application/octet-stream', ...file }]);
    return ctx.app.inject({
      method: 'POST',
      url: `${base(supplierId, weddingId)}/files`,
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload,
    });
  };
  const remove = (user: CreatedUser, supplierId: string, weddingId: string, fileId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `${base(supplierId, weddingId)}/files/${fileId}`,
      headers: { cookie: user.cookie },
    });
  const filesOf = async (user: CreatedUser, supplierId: string, weddingId: string, ownerSupplier = true) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/files/get',
        headers: { cookie: user.cookie },
        payload: { supplierId, weddingId, ownerSupplier },
      })
    ).json<{ files: BookingFileView[] }>().files;
  const bookingOf = async (user: CreatedUser, supplierId: string, weddingId: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/inbox/booking',
        headers: { cookie: user.cookie },
        payload: { supplierId, weddingId },
      })
    ).json<{ booking: BookingDetail }>().booking;
  const storedRow = async (couple: TestCouple) =>
    (await ctx.database.db.select().from(bookings).where(eq(bookings.weddingId, couple.weddingId)))[0]!;
  const storedFiles = (supplierId: string) => {
    const folder = path.join(dataDir, 'uploads', 'booking-files', supplierId);
    return existsSync(folder)
      ? readdirSync(folder, { recursive: true }).filter((entry) => String(entry).includes('.'))
      : [];
  };

  describe('files', () => {
    it("shares a file with the couple: listed as the supplier's, served as a download under its own name, then deleted with its bytes", async () => {
      const { user, supplier, couple } = await booked();
      const res = await upload(user, supplier.id, couple.weddingId, {
        name: 'C:\\Verträge\\Vertrag Müller (v2).PDF',
        type: 'application/pdf',
        body: pdf,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { file } = res.json<{ file: BookingFileView }>();
      expect(file).toMatchObject({ name: 'Vertrag Müller (v2).PDF', size: pdf.length, owner: 'supplier' });
      expect(file.url).toMatch(
        new RegExp(`^/uploads/booking-files/${supplier.id}/[0-9a-f-]+/vertrag-muller-v2\\.pdf$`),
      );
      expect(await filesOf(user, supplier.id, couple.weddingId)).toEqual([file]);
      expect(await filesOf(user, supplier.id, couple.weddingId, false)).toEqual([]);
      expect((await bookingOf(user, supplier.id, couple.weddingId)).filesCount).toBe(1);
      const [stored] = (await storedRow(couple)).files;
      expect(stored).toMatchObject({
        owner: 'supplier',
        uploadedBy: user.id,
        contentType: 'application/pdf',
        size: pdf.length,
      });

      const served = await ctx.app.inject({ url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'attachment; filename="vertrag-muller-v2.pdf"',
      });
      expect(served.headers['content-security-policy']).toContain('sandbox');

      expect((await remove(user, supplier.id, couple.weddingId, file.id)).statusCode).toBe(204);
      expect(await filesOf(user, supplier.id, couple.weddingId)).toEqual([]);
      expect((await ctx.app.inject({ url: file.url })).statusCode).toBe(404);
      expect(storedFiles(supplier.id)).toEqual([]);
    });

    it('takes Office files and text, each served with its type as a download', async () => {
      const { user, supplier, couple } = await booked();
      const word = await upload(user, supplier.id, couple.weddingId, { name: 'Ablauf.docx', body: docx });
      const text = await upload(user, supplier.id, couple.weddingId, {
        name: 'notes.txt',
        body: Buffer.from('Ankunft 14 Uhr – Sektempfang\n'),
      });
      expect([word.statusCode, text.statusCode]).toEqual([201, 201]);
      const served = await ctx.app.inject({ url: text.json<{ file: BookingFileView }>().file.url });
      expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      const wordServed = await ctx.app.inject({ url: word.json<{ file: BookingFileView }>().file.url });
      expect(wordServed.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
    });

    it('refuses forbidden types (by name and by bytes), empty files, files over 20 MB and no file, writing nothing', async () => {
      const { user, supplier, couple } = await booked();
      const refused = [
        [{ name: 'setup.exe', body: Buffer.from('MZ\x90\x00') }, 'booking-file-type', 'couples:errors.fileType'],
        [
          {
            name: 'image.svg',
            body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          },
          'booking-file-type',
          'couples:errors.fileType',
        ],
        [
          {
            name: 'contract.pdf',
            type: 'application/pdf',
            body: Buffer.from('<html><script>alert(1)</script></html>'),
          },
          'booking-file-type',
          'couples:errors.fileType',
        ],
        [{ name: 'notes.txt', body: Buffer.from([0x41, 0x00, 0x42]) }, 'booking-file-type', 'couples:errors.fileType'],
        [{ name: 'noextension', body: pdf }, 'booking-file-type', 'couples:errors.fileType'],
        [{ name: 'empty.pdf', body: Buffer.alloc(0) }, 'booking-file-size', 'couples:errors.fileSize'],
        [
          { name: 'big.pdf', body: Buffer.concat([pdf, Buffer.alloc(bookingFileMaxBytes)]) },
          'booking-file-size',
          'couples:errors.fileSize',
        ],
      ] as const;
      for (const [file, code, key] of refused) {
        const res = await upload(user, supplier.id, couple.weddingId, file);
        expect(res.statusCode, file.name).toBe(400);
        expect(res.json().error, file.name).toMatchObject({ code, fields: { file: key } });
      }
      const notMultipart = await ctx.app.inject({
        method: 'POST',
        url: `${base(supplier.id, couple.weddingId)}/files`,
        headers: { cookie: user.cookie },
        payload: { file: 'x' },
      });
      expect(notMultipart.statusCode).toBe(400);
      expect(notMultipart.json().error.fields).toEqual({ file: 'couples:errors.fileNone' });
      expect((await storedRow(couple)).files).toEqual([]);
      expect(storedFiles(supplier.id)).toEqual([]);
    });

    it(`refuses a file beyond ${bookingFileLimit} per booking, also when uploads run at once`, async () => {
      const { user, supplier } = await createOwnedSupplier(ctx);
      const couple = await createTestCouple(ctx, supplier.id);
      const existing = (id: number): BookingFile => ({
        id: `old-${id}`,
        name: `${id}.pdf`,
        path: `booking-files/old/${id}.pdf`,
        size: 10,
        uploadedAt: '2026-01-01T00:00:00.000Z',
        owner: 'couple',
      });
      await bookTestCouple(ctx, supplier.id, couple, {
        files: Array.from({ length: bookingFileLimit - 2 }, (_, i) => existing(i)),
      });
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          upload(user, supplier.id, couple.weddingId, { name: `plan-${i}.pdf`, body: pdf }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
      for (const res of results.filter((r) => r.statusCode !== 201))
        expect(res.json().error).toMatchObject({
          code: 'booking-file-limit',
          fields: { file: 'couples:errors.fileLimit' },
        });
      expect((await storedRow(couple)).files).toHaveLength(bookingFileLimit);
      expect(storedFiles(supplier.id)).toHaveLength(2);
    });

    it("deletes only the supplier's own files: the couple's gives 403, an unknown one 404, both leaving the files", async () => {
      const { user, supplier } = await createOwnedSupplier(ctx);
      const couple = await createTestCouple(ctx, supplier.id);
      const theirs: BookingFile = {
        id: 'menu',
        name: 'menu.pdf',
        path: 'booking-files/menu.pdf',
        size: 10,
        uploadedAt: '2026-01-01T00:00:00.000Z',
        owner: 'couple',
      };
      const legacy: BookingFile = { ...theirs, id: 'seating', owner: undefined };
      await bookTestCouple(ctx, supplier.id, couple, { files: [theirs, legacy] });
      for (const id of ['menu', 'seating']) {
        const res = await remove(user, supplier.id, couple.weddingId, id);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('not-your-file');
      }
      expect((await remove(user, supplier.id, couple.weddingId, 'nope')).statusCode).toBe(404);
      expect((await storedRow(couple)).files).toEqual([theirs, legacy]);
    });
  });

  describe('invite message', () => {
    it("starts as the default in the couple's language with the names filled in, saves the supplier's own and goes back to the default when emptied", async () => {
      const { user, supplier, couple } = await booked();
      const first = await bookingOf(user, supplier.id, couple.weddingId);
      expect(first).toMatchObject({ inviteMessageCustom: false, inviteSentAt: null });
      expect(first.inviteMessage).toMatch(
        /^Liebe Lena & Jonas,\n\nvielen Dank, dass Sie Lichtwerk Studio gebucht haben!/,
      );

      const save = (message: unknown) =>
        ctx.app.inject({
          method: 'PUT',
          url: `${base(supplier.id, couple.weddingId)}/invite-message`,
          headers: { cookie: user.cookie },
          payload: { message },
        });
      const saved = await save('  Hallo ihr zwei, lasst uns planen!  ');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<InviteMessageView>()).toEqual({
        inviteMessage: 'Hallo ihr zwei, lasst uns planen!',
        inviteMessageCustom: true,
        inviteSentAt: null,
      });
      expect((await bookingOf(user, supplier.id, couple.weddingId)).inviteMessage).toBe(
        'Hallo ihr zwei, lasst uns planen!',
      );

      for (const bad of ['x'.repeat(2001), 'Hallo\u0000', 42, null]) {
        const res = await save(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.message).toMatch(/^validation:/);
      }
      expect((await storedRow(couple)).inviteMessage).toBe('Hallo ihr zwei, lasst uns planen!');

      expect((await save('   ')).json<InviteMessageView>()).toMatchObject({
        inviteMessageCustom: false,
        inviteMessage: first.inviteMessage,
      });
      expect((await storedRow(couple)).inviteMessage).toBeNull();
    });

    it("sends the invite by e-mail in the couple's language with the message, switches collaboration on, and once a day only", async () => {
      const { user, supplier, couple } = await booked({}, { partnerName1: 'Amy', locale: 'en-GB' });
      await ctx.database.db
        .update(bookings)
        .set({ collaborating: false, inviteMessage: 'Dear Amy, let us plan together.' })
        .where(eq(bookings.weddingId, couple.weddingId));
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: `${base(supplier.id, couple.weddingId)}/invite`,
          headers: { cookie: user.cookie },
        });
      const sent = await send();
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ collaborating: true, inviteMessageCustom: true });
      expect(sent.json<InviteMessageView>().inviteSentAt).not.toBeNull();
      const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Lichtwerk Studio invites you to plan your wedding together');
      expect(mails[0]!.text).toContain('Dear Amy, let us plan together.');
      expect((await storedRow(couple)).collaborating).toBe(true);

      const again = await send();
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('invite-recently-sent');
      expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, couple.email))).toHaveLength(1);
    });

    it('answers 409 couple-unreachable for a couple without an e-mail address, sending nothing', async () => {
      const { user, supplier, couple } = await booked({}, { partnerName1: 'Noor', email: null });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${base(supplier.id, couple.weddingId)}/invite`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('couple-unreachable');
      expect((await storedRow(couple)).inviteSentAt).toBeNull();
    });
  });

  it("answers 404 to another supplier's user and 403 to a viewer on every file and invite call, changing nothing", async () => {
    const { user, supplier, couple } = await booked();
    const shared = (await upload(user, supplier.id, couple.weddingId, { name: 'plan.pdf', body: pdf })).json<{
      file: BookingFileView;
    }>().file;
    const { user: stranger } = await createOwnedSupplier(ctx);
    const viewer = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const calls = (who: CreatedUser) => [
      upload(who, supplier.id, couple.weddingId, { name: 'other.pdf', body: pdf }),
      remove(who, supplier.id, couple.weddingId, shared.id),
      ctx.app.inject({
        method: 'PUT',
        url: `${base(supplier.id, couple.weddingId)}/invite-message`,
        headers: { cookie: who.cookie },
        payload: { message: 'Hi' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: `${base(supplier.id, couple.weddingId)}/invite`,
        headers: { cookie: who.cookie },
      }),
    ];
    expect((await Promise.all(calls(stranger))).map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await Promise.all(calls(viewer))).map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await filesOf(viewer, supplier.id, couple.weddingId)).map((f) => f.id)).toEqual([shared.id]);
    const row = await storedRow(couple);
    expect(row).toMatchObject({ inviteMessage: null, inviteSentAt: null });
    expect(row.files.map((f) => f.id)).toEqual([shared.id]);
    // an unknown wedding of the supplier's own is 404 'could not fetch booking'
    const unknown = await upload(user, supplier.id, 'no-such-wedding', { name: 'plan.pdf', body: pdf });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('could not fetch booking');
  });
});
