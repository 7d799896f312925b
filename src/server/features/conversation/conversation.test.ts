import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationResponse, ReplySentResponse } from '../../../domain/enquiries/conversation-api.ts';
import { enquiries, enquiryMessages, mailOutbox, supplierUsers } from '../../db/schema/index.ts';
import { tinyPdf } from '../../seed/demo-pricing.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { formTokenKey, minFillMs, signFormToken } from '../../http/form-token.ts';
import { expiryDayOf, replyAddress, replyAddressKey, signReplyToken } from './reply-address.ts';

const domain = 'reply.test.example';
const postmarkPassword = 'postmark-inbound-secret-1234';

describe('the conversation inside an enquiry', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      REPLY_MAIL_DOMAIN: domain,
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      POSTMARK_INBOUND_PASSWORD: postmarkPassword,
    });
  });
  afterAll(() => ctx.close());

  const url = (supplierId: string, enquiryId: string) => `/api/inbox/wedding/${supplierId}/${enquiryId}/messages`;
  const send = (user: CreatedUser, supplierId: string, enquiryId: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: url(supplierId, enquiryId), headers: { cookie: user.cookie }, payload });
  const sendOk = async (user: CreatedUser, supplierId: string, enquiryId: string, text: string) => {
    const res = await send(user, supplierId, enquiryId, { text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ReplySentResponse>().message;
  };
  const conversation = async (user: CreatedUser, supplierId: string, enquiryId: string) => {
    const res = await ctx.app.inject({ url: url(supplierId, enquiryId), headers: { cookie: user.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConversationResponse>();
  };
  const storedEnquiry = async (id: string) =>
    (await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
  const outboxTo = (to: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
  const messagesOf = (enquiryId: string) =>
    ctx.database.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, enquiryId));

  /** A supplier with one enquiry from a German couple, already opened (read). */
  async function enquiryWithCouple() {
    const { user, supplier } = await createOwnedSupplier(ctx, { name: 'Lichtwerk Studio', tier: 'classic' });
    const email = `paar-${randomUUID().slice(0, 8)}@test.example`;
    const enquiryId = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Lena', partnerName2: 'Jonas', email, locale: 'de-DE' },
      changes: [{ kind: 'progress', value: 'read', action: 'set' }],
    });
    return { user, supplier, enquiryId, email };
  }

  /** A reply sent from the enquiry, and the reply address the couple answers. */
  async function replied() {
    const setup = await enquiryWithCouple();
    const message = await sendOk(
      setup.user,
      setup.supplier.id,
      setup.enquiryId,
      'Hallo Lena, der Termin ist noch frei.',
    );
    const [mail] = await outboxTo(setup.email);
    return { ...setup, message, replyTo: mail!.replyTo!, messageIdHeader: mail!.headers['Message-ID']! };
  }

  describe('replies', () => {
    it('sends the reply from the reply address with threading headers, marks the enquiry replied and shows who wrote what', async () => {
      const { user, supplier, enquiryId, email } = await enquiryWithCouple();
      const before = Date.now();
      const first = await sendOk(user, supplier.id, enquiryId, '  Hallo Lena,\nder Termin ist noch frei.  ');
      expect(first).toMatchObject({
        direction: 'out',
        author: { id: user.id, name: 'Test User' },
        automatic: false,
        flagged: false,
        text: 'Hallo Lena,\nder Termin ist noch frei.',
      });

      const [mail] = await outboxTo(email);
      expect(mail).toMatchObject({
        subject: 'Ihre Anfrage an Lichtwerk Studio',
        fromName: 'Lichtwerk Studio',
        text: 'Hallo Lena,\nder Termin ist noch frei.',
      });
      expect(mail!.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{56}@${domain.replaceAll('.', '\\.')}$`));
      expect(mail!.replyTo!.split('@')[0]!.length).toBeLessThanOrEqual(64);
      const root = `<enquiry-${enquiryId}@${domain}>`;
      expect(mail!.headers).toEqual({ 'Message-ID': `<${first.id}@${domain}>`, 'In-Reply-To': root, References: root });

      const enquiry = await storedEnquiry(enquiryId);
      expect(enquiry.progress).toContain('replied');
      expect(new Date(enquiry.timestamps.replied!).getTime()).toBeGreaterThanOrEqual(before);

      // a colleague's second reply answers the first one
      const colleague = await createUser(ctx, { firstName: 'Mia', lastName: 'Kollegin' });
      await ctx.database.db
        .insert(supplierUsers)
        .values({ supplierId: supplier.id, userId: colleague.id, role: 'editor' });
      const second = await sendOk(colleague, supplier.id, enquiryId, 'Und hier unsere Preise.');
      const [, secondMail] = await outboxTo(email);
      expect(secondMail!.headers).toEqual({
        'Message-ID': `<${second.id}@${domain}>`,
        'In-Reply-To': `<${first.id}@${domain}>`,
        References: `${root} <${first.id}@${domain}>`,
      });
      expect(secondMail!.replyTo).not.toBe(mail!.replyTo);

      const thread = await conversation(user, supplier.id, enquiryId);
      expect(thread.coupleEmail).toBe(email);
      expect(thread.messages.map((m) => [m.direction, m.author?.name, m.text])).toEqual([
        ['out', 'Test User', 'Hallo Lena,\nder Termin ist noch frei.'],
        ['out', 'Mia Kollegin', 'Und hier unsere Preise.'],
      ]);
    });

    it('refuses bad input, viewers, strangers and locked enquiries, writing nothing', async () => {
      const { user, supplier, enquiryId, email } = await enquiryWithCouple();
      const empty = await send(user, supplier.id, enquiryId, { text: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({ text: 'validation:required' });
      expect((await send(user, supplier.id, enquiryId, { text: 'x'.repeat(10_001) })).json().error.fields).toEqual({
        text: 'validation:maxLength',
      });
      expect((await send(user, supplier.id, enquiryId, {})).statusCode).toBe(400);

      const stranger = await createOwnedSupplier(ctx);
      expect((await send(stranger.user, supplier.id, enquiryId, { text: 'Hallo' })).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ url: url(supplier.id, enquiryId), headers: { cookie: stranger.user.cookie } }))
          .statusCode,
      ).toBe(404);
      // another supplier's enquiry through one's own supplier
      expect((await send(stranger.user, stranger.supplier.id, enquiryId, { text: 'Hallo' })).statusCode).toBe(404);

      const viewer = await createUser(ctx);
      await ctx.database.db
        .insert(supplierUsers)
        .values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
      const refused = await send(viewer, supplier.id, enquiryId, { text: 'Hallo' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('role-required');
      expect((await conversation(viewer, supplier.id, enquiryId)).messages).toEqual([]);

      expect(await messagesOf(enquiryId)).toEqual([]);
      expect(await outboxTo(email)).toEqual([]);
      expect((await storedEnquiry(enquiryId)).progress).not.toContain('replied');

      const ppeOwner = await createUser(ctx);
      const ppe = await createSupplier(ctx, { ownerId: ppeOwner.id, tier: 'free', payPerEnquiry: true });
      const locked = await createTestEnquiry(ctx, ppe.id, { isPayPerEnquiry: true });
      const lockedReply = await send(ppeOwner, ppe.id, locked, { text: 'Hallo' });
      expect(lockedReply.statusCode).toBe(409);
      expect(lockedReply.json().error.code).toBe('enquiry-locked');
      expect(
        (await ctx.app.inject({ url: url(ppe.id, locked), headers: { cookie: ppeOwner.cookie } })).statusCode,
      ).toBe(409);
      expect(await messagesOf(locked)).toEqual([]);

      const noEmail = await createTestEnquiry(ctx, supplier.id, { couple: { partnerName1: 'Ohne Mail', email: null } });
      const noAddress = await send(user, supplier.id, noEmail, { text: 'Hallo' });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().error).toMatchObject({
        code: 'no-couple-email',
        fields: { text: 'enquiries:errors.noCoupleEmail' },
      });
      expect(await messagesOf(noEmail)).toEqual([]);
    });
  });

  describe('answers through the embedded SMTP listener', () => {
    const smtp = () =>
      nodemailer.createTransport({
        host: '127.0.0.1',
        port: ctx.app.inboundSmtpPort!(),
        secure: false,
        ignoreTLS: true,
      });
    const quoted =
      'Danke, Samstag passt uns gut!\n\nViele Grüße\nLena\n\nAm Mo., 3. März 2026 um 10:00 schrieb Lichtwerk Studio <reply+abc@x>:\n> Hallo Lena, der Termin ist noch frei.\n';

    it('lands in the right enquiry without the quoted history, with its attachment, and marks the enquiry unread', async () => {
      const { user, supplier, enquiryId, email, replyTo, messageIdHeader } = await replied();
      const other = await replied(); // another enquiry's conversation stays as it was
      const pdf = tinyPdf('Grundriss');
      await smtp().sendMail({
        from: `Lena <${email.toUpperCase()}>`,
        to: replyTo,
        subject: 'Re: Ihre Anfrage an Lichtwerk Studio',
        text: quoted,
        inReplyTo: messageIdHeader,
        references: messageIdHeader,
        attachments: [
          { filename: 'Grundriss.pdf', content: pdf, contentType: 'application/pdf' },
          { filename: 'virus.exe', content: Buffer.from('MZ...'), contentType: 'application/octet-stream' },
        ],
      });
      const thread = await conversation(user, supplier.id, enquiryId);
      expect(thread.messages).toHaveLength(2);
      const answer = thread.messages[1]!;
      // the couple's address in other letter case is the couple's
      expect(answer.fromAddress?.toLowerCase()).toBe(email);
      expect(answer).toMatchObject({
        direction: 'in',
        author: null,
        flagged: false,
        text: 'Danke, Samstag passt uns gut!\n\nViele Grüße\nLena',
      });
      expect(answer.attachments.map((a) => [a.name, a.contentType, a.size])).toEqual([
        ['Grundriss.pdf', 'application/pdf', pdf.length],
      ]);
      const served = await ctx.app.inject({ url: answer.attachments[0]!.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);

      const enquiry = await storedEnquiry(enquiryId);
      expect(enquiry.enquiryRead).toBe(false);
      expect(enquiry.progress).toEqual(['replied']);
      expect((await messagesOf(other.enquiryId)).map((m) => m.direction)).toEqual(['out']);
      expect((await storedEnquiry(other.enquiryId)).enquiryRead).toBe(true);
    });

    it('keeps mail from another address but flags it', async () => {
      const { user, supplier, enquiryId, replyTo } = await replied();
      await smtp().sendMail({
        from: 'trauzeugin@test.example',
        to: replyTo,
        subject: 'Frage',
        text: 'Ich bin die Trauzeugin, passt auch Sonntag?',
      });
      const [, answer] = (await conversation(user, supplier.id, enquiryId)).messages;
      expect(answer).toMatchObject({
        direction: 'in',
        fromAddress: 'trauzeugin@test.example',
        flagged: true,
        text: 'Ich bin die Trauzeugin, passt auch Sonntag?',
      });
    });

    it('refuses forged, foreign and expired reply addresses (550) and oversized mail (552), keeping nothing', async () => {
      const { enquiryId, email, replyTo, message } = await replied();
      const [local] = replyTo.split('@');
      const forged = `${local!.slice(0, -1)}${local!.endsWith('0') ? '1' : '0'}@${domain}`;
      const expiredToken = signReplyToken(replyAddressKey(ctx.app.deps), {
        messageId: message.id,
        expiresDay: expiryDayOf(new Date(), -1),
      });
      for (const to of [forged, `${local}@other.example`, `someone@${domain}`, replyAddress(expiredToken, domain)]) {
        const refused = await smtp()
          .sendMail({ from: email, to, subject: 'Re', text: 'Hallo' })
          .then(
            () => null,
            (error: { responseCode?: number; response?: string }) => error,
          );
        expect(refused?.responseCode, to).toBe(550);
        if (to.includes(expiredToken)) expect(refused?.response).toContain('expired');
      }
      const oversized = await smtp()
        .sendMail({
          from: email,
          to: replyTo,
          subject: 'Fotos',
          text: 'Hier',
          attachments: [{ filename: 'gross.pdf', content: Buffer.alloc(11 * 1024 * 1024, 1) }],
        })
        .then(
          () => null,
          (error: { responseCode?: number }) => error,
        );
      expect(oversized?.responseCode).toBe(552);
      expect((await messagesOf(enquiryId)).map((m) => m.direction)).toEqual(['out']);
    });
  });

  describe("answers through Postmark's inbound webhook", () => {
    const auth = `Basic ${Buffer.from(`postmark:${postmarkPassword}`).toString('base64')}`;
    const postmark = (payload: Record<string, unknown>, authorization = auth) =>
      ctx.app.inject({ method: 'POST', url: '/api/inbound/postmark', headers: { authorization }, payload });
    const inbound = (from: string, to: string, extra: Record<string, unknown> = {}) => ({
      FromFull: { Email: from, Name: 'Lena' },
      ToFull: [{ Email: to, Name: '', MailboxHash: '' }],
      OriginalRecipient: to,
      Subject: 'Re: Ihre Anfrage',
      TextBody: 'Wir nehmen das Paket M!\n\nLe lun. 3 mars 2026 à 10:00, Studio <a@b.fr> a écrit :\n> Bonjour\n',
      Headers: [{ Name: 'Message-ID', Value: `<${randomUUID()}@mail.test.example>` }],
      Attachments: [
        {
          Name: 'Notiz.txt',
          Content: Buffer.from('Samstag, 14 Uhr').toString('base64'),
          ContentType: 'text/plain',
          ContentLength: 15,
        },
      ],
      ...extra,
    });

    it('lands in the right enquiry once, however often Postmark delivers it', async () => {
      const { user, supplier, enquiryId, email, replyTo } = await replied();
      const payload = inbound(email, replyTo);
      const res = await postmark(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ enquiryId, flagged: false });
      expect((await postmark(payload)).statusCode).toBe(200);
      const answers = (await conversation(user, supplier.id, enquiryId)).messages.filter((m) => m.direction === 'in');
      expect(answers.map((m) => [m.text, m.attachments.map((a) => a.name)])).toEqual([
        ['Wir nehmen das Paket M!', ['Notiz.txt']],
      ]);
      expect((await storedEnquiry(enquiryId)).enquiryRead).toBe(false);
    });

    it('refuses a missing or wrong password (401), a forged address (403) and bad input (400), keeping nothing', async () => {
      const { enquiryId, email, replyTo } = await replied();
      expect((await postmark(inbound(email, replyTo), '')).statusCode).toBe(401);
      expect(
        (
          await postmark(
            inbound(email, replyTo),
            `Basic ${Buffer.from('postmark:wrong-password-123456').toString('base64')}`,
          )
        ).statusCode,
      ).toBe(401);
      const forged = await postmark(
        inbound(
          email,
          replyTo.replace(/[0-9a-f]@/, (m) => (m[0] === 'a' ? 'b@' : 'a@')),
        ),
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('reply-address-refused');
      expect((await postmark({ FromFull: {} })).statusCode).toBe(400);
      expect((await messagesOf(enquiryId)).map((m) => m.direction)).toEqual(['out']);
      const stored = await ctx.database.db
        .select()
        .from(enquiryMessages)
        .where(and(eq(enquiryMessages.enquiryId, enquiryId), eq(enquiryMessages.direction, 'in')));
      expect(stored).toEqual([]);
    });
  });

  describe('reply templates', () => {
    const templatesUrl = (supplierId: string) => `/api/supplier/${supplierId}/reply-templates`;
    const call = (
      user: CreatedUser,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      payload?: Record<string, unknown>,
    ) => ctx.app.inject({ method, url: path, headers: { cookie: user.cookie }, payload });

    it('keeps templates per supplier in three languages, refusing unknown placeholders, other roles and strangers', async () => {
      const { user, supplier } = await createOwnedSupplier(ctx);
      const input = {
        name: 'Termin frei',
        texts: {
          'de-DE': 'Hallo {coupleNames}, {weddingDate} sind wir frei. {supplierName}',
          'en-GB': 'Hello {coupleNames}',
        },
      };
      const created = await call(user, 'POST', templatesUrl(supplier.id), input);
      expect(created.statusCode, created.body).toBe(201);
      const { template } = created.json<{ template: { id: string } }>();
      expect(template).toEqual({ id: template.id, name: 'Termin frei', texts: { ...input.texts, 'fr-FR': '' } });

      const unknown = await call(user, 'POST', templatesUrl(supplier.id), {
        name: 'Kaputt',
        texts: { 'de-DE': 'Hallo {paar}' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ 'texts.de-DE': 'enquiries:errors.templatePlaceholder' });
      const changed = await call(user, 'PUT', `${templatesUrl(supplier.id)}/${template.id}`, {
        name: 'Termin frei',
        texts: { 'fr-FR': 'Bonjour {coupleNames} {prix}' },
      });
      expect(changed.statusCode).toBe(400);

      const viewer = await createUser(ctx);
      await ctx.database.db
        .insert(supplierUsers)
        .values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
      expect((await call(viewer, 'POST', templatesUrl(supplier.id), input)).statusCode).toBe(403);
      expect((await call(viewer, 'GET', templatesUrl(supplier.id))).json().templates).toHaveLength(1);

      const stranger = await createOwnedSupplier(ctx);
      expect((await call(stranger.user, 'GET', templatesUrl(supplier.id))).statusCode).toBe(404);
      expect(
        (await call(stranger.user, 'DELETE', `${templatesUrl(stranger.supplier.id)}/${template.id}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(stranger.user, 'PUT', `${templatesUrl(stranger.supplier.id)}/${template.id}`, input)).statusCode,
      ).toBe(404);

      const renamed = await call(user, 'PUT', `${templatesUrl(supplier.id)}/${template.id}`, {
        ...input,
        name: 'Termin noch frei',
      });
      expect(renamed.json().template.name).toBe('Termin noch frei');
      expect((await call(user, 'DELETE', `${templatesUrl(supplier.id)}/${template.id}`)).statusCode).toBe(204);
      expect((await call(user, 'GET', templatesUrl(supplier.id))).json().templates).toEqual([]);
    });
  });

  describe('the automatic acknowledgement', () => {
    const settingsUrl = (supplierId: string) => `/api/supplier/${supplierId}/auto-acknowledge`;
    const call = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST', path: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method, url: path, headers: { cookie: user.cookie }, payload });
    let ip = 0;
    /** A couple's enquiry through the supplier's widget, as a browser sends it. */
    const widgetEnquiry = (
      publicId: string,
      email: string,
      message = 'Wir heiraten im Juni und suchen noch einen Fotografen.',
    ) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/widget/enquiry',
        headers: { 'x-forwarded-for': `203.0.113.${++ip}` },
        payload: {
          publicId,
          token: signFormToken(formTokenKey(ctx.app.deps), {
            publicId,
            fields: ['email', 'partnerName', 'message'],
            issuedAt: Date.now() - minFillMs - 2_000,
          }),
          website: '',
          email,
          partnerName: 'Mia',
          message,
        },
      });

    it('is off until switched on with one of the supplier’s templates; then each new enquiry gets it at once, spam never', async () => {
      const { user, supplier } = await createOwnedSupplier(ctx, {
        name: 'Studio Morgenlicht',
        countryCode: 'DE',
        tier: 'classic',
      });
      expect((await call(user, 'GET', settingsUrl(supplier.id))).json()).toEqual({ enabled: false, templateId: null });
      const created = await call(user, 'POST', `/api/supplier/${supplier.id}/reply-templates`, {
        name: 'Danke',
        texts: {
          'de-DE': 'Hallo {coupleNames}, danke für Ihre Anfrage! Wir freuen uns {weddingDate}. {supplierName}',
          'en-GB': 'Hello {coupleNames}',
        },
      });
      const templateId = created.json<{ template: { id: string } }>().template.id;

      const quiet = `mia-${randomUUID().slice(0, 8)}@test.example`;
      expect((await widgetEnquiry(supplier.publicId, quiet)).statusCode).toBe(201);
      expect(await outboxTo(quiet)).toEqual([]);

      // refused, nothing written: switched on without a template, or with another supplier's
      const other = await createOwnedSupplier(ctx);
      const foreign = (
        await call(other.user, 'POST', `/api/supplier/${other.supplier.id}/reply-templates`, {
          name: 'X',
          texts: { 'en-GB': 'Hi' },
        })
      ).json<{ template: { id: string } }>().template.id;
      for (const body of [
        { enabled: true, templateId: null },
        { enabled: true, templateId: foreign },
      ]) {
        const refused = await call(user, 'PUT', settingsUrl(supplier.id), body);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().error.fields).toEqual({ templateId: 'enquiries:errors.autoAcknowledgeTemplate' });
      }
      expect((await call(user, 'GET', settingsUrl(supplier.id))).json()).toEqual({ enabled: false, templateId: null });
      expect((await call(other.user, 'PUT', settingsUrl(supplier.id), { enabled: true, templateId })).statusCode).toBe(
        404,
      );
      const viewer = await createUser(ctx);
      await ctx.database.db
        .insert(supplierUsers)
        .values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
      expect((await call(viewer, 'PUT', settingsUrl(supplier.id), { enabled: true, templateId })).statusCode).toBe(403);

      const saved = await call(user, 'PUT', settingsUrl(supplier.id), { enabled: true, templateId });
      expect(saved.statusCode, saved.body).toBe(200);
      const couple = `mia-${randomUUID().slice(0, 8)}@test.example`;
      expect((await widgetEnquiry(supplier.publicId, couple)).statusCode).toBe(201);
      const [mail] = await outboxTo(couple);
      expect(mail).toMatchObject({
        text: 'Hallo Mia, danke für Ihre Anfrage! Wir freuen uns an Ihrem Hochzeitstag. Studio Morgenlicht',
      });
      expect(mail!.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]+@${domain.replace(/\./g, '\\.')}$`));
      const [enquiry] = await ctx.database.db
        .select()
        .from(enquiries)
        .where(and(eq(enquiries.supplierId, supplier.id), eq(enquiries.email, couple)));
      const [message] = await messagesOf(enquiry!.id);
      expect(message).toMatchObject({ direction: 'out', automatic: true, authorId: null });
      // the portal's own message is no reply of the team: the response figures wait for theirs
      expect(enquiry!.progress).not.toContain('replied');

      const spammer = `promo-${randomUUID().slice(0, 8)}@mailinator.com`;
      expect(
        (
          await widgetEnquiry(
            supplier.publicId,
            spammer,
            'Cheap leads: https://bit.ly/a1 https://bit.ly/b2 https://tinyurl.com/c3',
          )
        ).statusCode,
      ).toBe(201);
      expect(await outboxTo(spammer)).toEqual([]);

      // its template deleted, it has nothing to send: it reads as off, and the next couple gets nothing
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `/api/supplier/${supplier.id}/reply-templates/${templateId}`,
            headers: { cookie: user.cookie },
          })
        ).statusCode,
      ).toBe(204);
      expect((await call(user, 'GET', settingsUrl(supplier.id))).json()).toEqual({ enabled: false, templateId: null });
      const later = `mia-${randomUUID().slice(0, 8)}@test.example`;
      expect((await widgetEnquiry(supplier.publicId, later)).statusCode).toBe(201);
      expect(await outboxTo(later)).toEqual([]);
    });
  });
});
