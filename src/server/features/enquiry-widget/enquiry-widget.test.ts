import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../../domain/enquiries/enquiry-widget-api.ts';
import {
  defaultWidgetSettings,
  enabledWidgetFields,
  widgetFields,
  type WidgetField,
} from '../../../domain/enquiries/enquiry-widget.ts';
import { couples, enquiries, events, mailOutbox, weddings } from '../../db/schema/index.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier, type CreateSupplierOptions } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { formTokenKey, minFillMs, signFormToken } from '../../http/form-token.ts';
import { widgetEnquiryLimit } from './submission.ts';

describe('enquiry widget', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ APP_URL: 'https://portal.example.com' });
  });
  afterAll(() => ctx.close());

  const supplierWithUser = (overrides: Partial<CreateSupplierOptions> = {}) => createOwnedSupplier(ctx, overrides);

  /** A token of a page served long enough ago (people need a few seconds to fill in the form). */
  const tokenFor = (publicId: string, fields: WidgetField[] = ['email', 'partnerName'], ageMs = minFillMs + 2_000) =>
    signFormToken(formTokenKey(ctx.app.deps), { publicId, fields, issuedAt: Date.now() - ageMs });

  let ipCounter = 0;
  /** A client address of its own per test, so the rate limit of one test does not touch another. */
  const freshIp = () => `198.51.100.${++ipCounter}`;

  const submit = (payload: Record<string, unknown>, ip = freshIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/widget/enquiry', payload, headers: { 'x-forwarded-for': ip } });

  const enquiryCount = async (supplierId: string) =>
    (await ctx.database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.supplierId, supplierId)))[0]!.n;

  const uniqueEmail = () => `couple-${randomUUID().slice(0, 8)}@test.example`;

  describe('settings: GET/PUT /api/supplier/{id}/enquiry-widget', () => {
    const get = (user: CreatedUser, id: string) =>
      ctx.app.inject({ url: `/api/supplier/${id}/enquiry-widget`, headers: { cookie: user.cookie } });
    const put = (user: CreatedUser, id: string, payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/supplier/${id}/enquiry-widget`,
        payload: payload as object,
        headers: { cookie: user.cookie },
      });

    it('gives the defaults with the URL, height and embed code', async () => {
      const { user, supplier } = await supplierWithUser();
      const res = await get(user, supplier.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<WidgetConfig>();
      expect(body.settings).toEqual(defaultWidgetSettings);
      expect(body.fields).toEqual(['email', 'partnerName']);
      expect(body.url).toBe(
        `https://portal.example.com/widget?publicId=${supplier.publicId}&fields=email&fields=partnerName`,
      );
      expect(body.height).toBe(270 + 60 + 60);
      // no enquiry has come through the widget yet (the inbox's call-to-action popup)
      expect(body.hasEnquiry).toBe(false);
      expect(body.embedCode).toBe(
        `<iframe src="https://portal.example.com/widget?publicId=${supplier.publicId}&#38;fields=email&#38;fields=partnerName" title="Enquiry form" width="100%" height="390" style="border:0;max-width:100%" loading="lazy"></iframe>`,
      );
    });

    it('saves the toggles; a German supplier gets the /de page and a German frame title', async () => {
      const { user, supplier } = await supplierWithUser({ countryCode: 'DE', locale: 'de-DE' });
      const settings = { ...defaultWidgetSettings, phone: true, weddingDate: true, message: true };
      const res = await put(user, supplier.id, settings);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<WidgetConfig>();
      expect(body.settings).toEqual(settings);
      expect(body.url).toBe(
        `https://portal.example.com/widget/de?publicId=${supplier.publicId}&fields=email&fields=partnerName&fields=phone&fields=weddingDate&fields=message`,
      );
      expect(body.height).toBe(270 + 60 * 3 + 150 + 182 - 70);
      expect(body.embedCode).toContain('title="Anfrageformular"');
      expect((await get(user, supplier.id)).json<WidgetConfig>().settings).toEqual(settings);
    });

    it('refuses a form without e-mail and phone (400, nothing saved) and a missing toggle', async () => {
      const { user, supplier } = await supplierWithUser();
      const res = await put(user, supplier.id, { ...defaultWidgetSettings, email: false, phone: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'enquiries:errors.widgetContactField' });
      const { email: _email, ...missing } = defaultWidgetSettings;
      expect((await put(user, supplier.id, missing)).statusCode).toBe(400);
      expect((await get(user, supplier.id)).json<WidgetConfig>().settings).toEqual(defaultWidgetSettings);
    });

    it('lets viewers read but not save, and answers 404 for another supplier', async () => {
      const { supplier } = await supplierWithUser();
      const { user: stranger } = await supplierWithUser();
      expect((await get(stranger, supplier.id)).statusCode).toBe(404);
      expect((await put(stranger, supplier.id, defaultWidgetSettings)).statusCode).toBe(404);
      const { user: onlyViewer, supplier: viewed } = await supplierWithUser({ role: 'viewer' });
      expect((await get(onlyViewer, viewed.id)).statusCode).toBe(200);
      expect((await put(onlyViewer, viewed.id, defaultWidgetSettings)).statusCode).toBe(403);
    });
  });

  describe('public page: GET /widget', () => {
    it('renders only the fields of the URL, each with its label, in the language of the prefix', async () => {
      const { supplier } = await supplierWithUser({ name: 'The Old Barn <Cotswolds>' });
      const res = await ctx.app.inject({
        url: `/widget?publicId=${supplier.publicId}&fields=email&fields=guestsInitialTarget&fields=message`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      const html = res.body;
      expect(html).toContain('<html lang="en-GB">');
      expect(html).toContain('Send The Old Barn &#60;Cotswolds&#62; an enquiry');
      expect(html).toContain('<label for="f-email">E-mail address');
      expect(html).toContain('<label for="f-guestsInitialTarget">Number of guests');
      expect(html).toContain('<textarea id="f-message" name="message"');
      for (const field of ['partnerName', 'phone', 'partnerName2'] as const)
        expect(html).not.toContain(`name="${field}"`);
      expect(html).not.toContain('name="year"');
      expect(html).toMatch(/<input id="f-hp" name="website"[^>]*tabindex="-1"/);
      expect(html).toMatch(/<input type="hidden" name="token" value="[\w-]+\.[\w-]+">/);
    });

    it('shows the defaults without fields, the date selects when asked, and German on /widget/de', async () => {
      const { supplier } = await supplierWithUser({ countryCode: 'DE' });
      const plain = await ctx.app.inject({ url: `/widget?publicId=${supplier.publicId}` });
      const shown = widgetFields.filter((f) => plain.body.includes(`name="${f}"`));
      expect(shown).toEqual(enabledWidgetFields(defaultWidgetSettings));
      const german = await ctx.app.inject({
        url: `/widget/de?publicId=${supplier.publicId}&fields=email&fields=weddingDate`,
      });
      expect(german.body).toContain('<html lang="de-DE">');
      expect(german.body).toContain('Anfrage senden');
      expect(german.body).toContain('<legend>Hochzeitsdatum</legend>');
      expect(german.body).toContain('<label for="f-month">Monat</label>');
      expect(german.body).toContain('>Dezember</option>');
    });

    it('answers a translated 404 page for an unknown or missing publicId', async () => {
      const unknown = await ctx.app.inject({ url: '/widget/fr?publicId=nobody' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Ce formulaire de demande n’est plus disponible.');
      expect((await ctx.app.inject({ url: '/widget' })).statusCode).toBe(404);
    });
  });

  describe('submission: POST /api/widget/enquiry', () => {
    it('creates couple, wedding and enquiry (source widget), records the activity and e-mails the supplier', async () => {
      const { user, supplier } = await supplierWithUser({
        name: 'Old Barn',
        email: `barn-${randomUUID().slice(0, 8)}@venue.example`,
      });
      const fields: WidgetField[] = [
        'email',
        'partnerName',
        'partnerName2',
        'guestsInitialTarget',
        'weddingDate',
        'message',
      ];
      const email = uniqueEmail();
      const res = await submit({
        publicId: supplier.publicId,
        token: tokenFor(supplier.publicId, fields),
        website: '',
        email,
        partnerName: 'Emma Stone',
        partnerName2: 'Liam Field',
        guestsInitialTarget: 'about 120',
        weddingDate: {
          day: 13,
          month: 6,
          year: 2026,
          dayUndecided: false,
          monthUndecided: false,
          yearUndecided: false,
        },
        message: 'Is 13 June free?',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ ok: true });

      const [enquiry] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.supplierId, supplier.id));
      expect(enquiry).toMatchObject({
        source: 'widget',
        email,
        partnerName1: 'Emma Stone',
        partnerName2: 'Liam Field',
        guestsInitialTarget: 'about 120',
        guestsEstimate: 120,
        weddingDate: Date.UTC(2026, 5, 13),
        message: 'Is 13 June free?',
        isPayPerEnquiry: false,
      });
      const [couple] = await ctx.database.db.select().from(couples).where(eq(couples.id, enquiry!.coupleId));
      expect(couple).toMatchObject({ partnerName1: 'Emma Stone', email, countryCode: 'GB', locale: 'en-GB' });
      const activity = await ctx.database.db
        .select()
        .from(events)
        .where(and(eq(events.supplierId, supplier.id), eq(events.event, 'enquirySent')));
      expect(activity).toHaveLength(1);
      expect(activity[0]!.specificEventProps).toEqual({ weddingId: enquiry!.weddingId, enquiryId: enquiry!.id });

      const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, supplier.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('New enquiry from Emma Stone & Liam Field via your website');
      expect(mails[0]!.text).toContain('Hello Old Barn,');
      expect(mails[0]!.text).toContain('Number of guests: about 120');
      expect(mails[0]!.text).toContain('Wedding date: 2026-06-13');
      expect(mails[0]!.text).toContain(`Open the enquiry: https://portal.example.com/enquiry-manager/${enquiry!.id}`);
      // the widget has now brought an enquiry
      const config = await ctx.app.inject({
        url: `/api/supplier/${supplier.id}/enquiry-widget`,
        headers: { cookie: user.cookie },
      });
      expect(config.json<WidgetConfig>().hasEnquiry).toBe(true);
    });

    it("mails a German supplier in German, and a couple's second enquiry keeps the first without a second mail", async () => {
      const { supplier } = await supplierWithUser({
        countryCode: 'DE',
        locale: 'de-DE',
        email: `foto-${randomUUID().slice(0, 8)}@foto.example`,
      });
      const email = uniqueEmail();
      const send = () =>
        submit({ publicId: supplier.publicId, token: tokenFor(supplier.publicId), email, partnerName: 'Lena' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect(await enquiryCount(supplier.id)).toBe(1);
      const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, supplier.email));
      expect(mails.map((m) => m.subject)).toEqual(['Neue Anfrage von Lena über Ihre Website']);
    });

    it("does not let a submission with a couple's address rewrite that couple's wedding", async () => {
      const first = await supplierWithUser();
      const second = await supplierWithUser();
      const email = uniqueEmail();
      const fields: WidgetField[] = ['email', 'partnerName', 'guestsInitialTarget'];
      const send = (publicId: string, guestsInitialTarget: string) =>
        submit({ publicId, token: tokenFor(publicId, fields), email, partnerName: 'Ann', guestsInitialTarget });
      expect((await send(first.supplier.publicId, '80')).statusCode).toBe(201);
      expect((await send(second.supplier.publicId, '250')).statusCode).toBe(201);
      const [couple] = await ctx.database.db.select({ id: couples.id }).from(couples).where(eq(couples.email, email));
      const [wedding] = await ctx.database.db
        .select({ guests: weddings.guestsEstimate })
        .from(weddings)
        .where(eq(weddings.coupleId, couple!.id));
      expect(wedding!.guests).toBe(80);
      const [secondEnquiry] = await ctx.database.db
        .select({ guests: enquiries.guestsEstimate })
        .from(enquiries)
        .where(eq(enquiries.supplierId, second.supplier.id));
      expect(secondEnquiry!.guests).toBe(250);
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const { supplier } = await supplierWithUser();
      const fields: WidgetField[] = ['email', 'partnerName', 'phone', 'weddingDate'];
      const email = 'not-an-address';
      const res = await submit({
        publicId: supplier.publicId,
        token: tokenFor(supplier.publicId, fields),
        email,
        partnerName: '   ',
        phone: 'call me',
        weddingDate: { day: 31, month: 2, year: 2027 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation',
        fields: {
          email: 'validation:email',
          partnerName: 'validation:required',
          phone: 'validation:phone',
          weddingDate: 'enquiries:errors.weddingDate',
        },
      });
      expect(await enquiryCount(supplier.id)).toBe(0);
      expect(await ctx.database.db.select().from(couples).where(eq(couples.email, email))).toEqual([]);
      expect(
        (await ctx.database.db.select({ n: count() }).from(events).where(eq(events.supplierId, supplier.id)))[0]!.n,
      ).toBe(0);
    });

    it('validates against the fields of the page: a field the page did not show is ignored, e-mail stays required', async () => {
      const { supplier } = await supplierWithUser();
      const missing = await submit({
        publicId: supplier.publicId,
        token: tokenFor(supplier.publicId, ['email', 'partnerName']),
        partnerName: 'Ann',
        phone: '+44 20 7946 0018',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ email: 'validation:required' });
      const ok = await submit({
        publicId: supplier.publicId,
        token: tokenFor(supplier.publicId, ['email', 'partnerName']),
        email: uniqueEmail(),
        partnerName: 'Ann',
        message: 'not on the form',
      });
      expect(ok.statusCode).toBe(201);
      const [enquiry] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.supplierId, supplier.id));
      expect(enquiry!.message).toBeNull();
    });

    it('refuses a filled honeypot, a form sent too fast, a foreign, forged or old token — writing nothing', async () => {
      const { supplier } = await supplierWithUser();
      const { supplier: other } = await supplierWithUser();
      const fields = { email: uniqueEmail(), partnerName: 'Bot' };
      const expectRefused = async (payload: Record<string, unknown>, code: string) => {
        const res = await submit({ publicId: supplier.publicId, ...fields, ...payload });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.code).toBe(code);
      };
      await expectRefused({ token: tokenFor(supplier.publicId), website: 'https://spam.example' }, 'spam');
      await expectRefused({ token: tokenFor(supplier.publicId, ['email', 'partnerName'], 500) }, 'too-fast');
      await expectRefused({ token: tokenFor(other.publicId) }, 'form-expired');
      await expectRefused({ token: `${tokenFor(supplier.publicId).split('.')[0]}.forged` }, 'form-expired');
      await expectRefused(
        { token: tokenFor(supplier.publicId, ['email', 'partnerName'], 25 * 60 * 60_000) },
        'form-expired',
      );
      expect(await enquiryCount(supplier.id)).toBe(0);
    });

    it('refuses the token of a page sent back at once (too fast)', async () => {
      const { supplier } = await supplierWithUser();
      const page = await ctx.app.inject({ url: `/widget?publicId=${supplier.publicId}` });
      const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
      const res = await submit({ publicId: supplier.publicId, token, email: uniqueEmail(), partnerName: 'Quick' });
      expect(res.json().error.code).toBe('too-fast');
    });

    it(`accepts ${widgetEnquiryLimit.max} enquiries per address and widget in ${widgetEnquiryLimit.windowMs / 60_000} minutes, then answers 429`, async () => {
      const { supplier } = await supplierWithUser();
      const ip = freshIp();
      const send = (from: string) =>
        submit(
          {
            publicId: supplier.publicId,
            token: tokenFor(supplier.publicId),
            email: uniqueEmail(),
            partnerName: 'Flood',
          },
          from,
        );
      for (let i = 0; i < widgetEnquiryLimit.max; i++) expect((await send(ip)).statusCode).toBe(201);
      const limited = await send(ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('too-many-requests');
      expect(await enquiryCount(supplier.id)).toBe(widgetEnquiryLimit.max);
      expect((await send(freshIp())).statusCode).toBe(201);
    });

    it('answers 404 for an unknown widget and 400 without publicId or token', async () => {
      expect((await submit({ publicId: 'nobody-here', token: 'x.y', email: uniqueEmail() })).statusCode).toBe(404);
      const res = await submit({ email: uniqueEmail() });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ publicId: 'validation:required', token: 'validation:required' });
    });
  });
});
