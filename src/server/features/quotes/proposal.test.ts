import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/locales.ts';
import { canonicalQuoteDocument } from '../../../domain/quotes/canonical.ts';
import { defaultContractTemplates } from '../../../domain/quotes/contract-defaults.ts';
import { addDays } from '../../../domain/statistics/time-series.ts';
import { quoteAcceptances, quoteVersions, quotes } from '../../db/schema/index.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { quoteDraftBody, quoteToday } from './test-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const call = (user: CreatedUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const quoteUrl = (supplierId: string, quoteId: string) => `/api/supplier/${supplierId}/quotes/${quoteId}`;

/** A GB venue on lite that sent a quote in `language`: the couple's link and the quote. */
async function sentQuote(language: Locale = 'en-GB', overrides: object = {}) {
  const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite', name: 'Rosewood Hall' });
  const enquiryId = await createTestEnquiry(ctx, supplier.id);
  const body = quoteDraftBody({ language, terms: defaultContractTemplates[language], ...overrides });
  const created = await call(user, 'POST', `/api/supplier/${supplier.id}/enquiries/${enquiryId}/quotes`, body);
  expect(created.statusCode, created.body).toBe(201);
  const quoteId = created.json<{ id: string }>().id;
  const sent = await call(user, 'POST', `${quoteUrl(supplier.id, quoteId)}/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  return { user, supplier, enquiryId, quoteId, body, link: sent.json<{ link: string }>().link };
}

const open = (link: string, headers: Record<string, string> = {}) => ctx.app.inject({ url: link, headers });
const accept = (link: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `${link}/accept`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Couple browser/1.0', ...headers },
  });
const acceptancesOf = (quoteId: string) =>
  ctx.database.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId));
const versionOf = async (quoteId: string) =>
  (await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)))[0]!;

describe('the proposal page', () => {
  it.each([
    [
      'en-GB',
      ['<html lang="en-GB"', 'Quote from Rosewood Hall', '£2,635.00', 'Including VAT at 20%', 'Accept and sign'],
    ],
    ['de-DE', ['<html lang="de-DE"', 'Angebot von Rosewood Hall', '2.635,00', 'Enthaltene MwSt. 20', 'Annehmen']],
    ['fr-FR', ['<html lang="fr-FR"', 'Devis de Rosewood Hall', '2 635,00', 'Dont TVA à 20', 'Accepter et signer']],
  ] as const)('shows the quote in its language, %s, with strict headers', async (language, texts) => {
    const { link } = await sentQuote(language);
    expect(link).toMatch(/^\/proposal\/[\w-]{43}$/);
    const page = await open(link);
    expect(page.statusCode).toBe(200);
    for (const text of texts) expect(page.body.replace(/\s/g, ' ')).toContain(text.replace(/\s/g, ' '));
    // the couple, the lines, the schedule's balance day and the rendered terms
    expect(page.body).toContain('Alex Doe &amp; Sam Doe');
    expect(page.body).toContain('Extra hour');
    expect(page.body).toContain(`action="${link}/accept" method="post"`);
    expect(page.body).not.toContain('{{');
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ["default-src 'none'", "frame-ancestors 'none'", "form-action 'self'", "base-uri 'none'"])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    expect(page.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'same-origin' });
  });

  it('asks the whole total on acceptance when the wedding is near', async () => {
    const { link } = await sentQuote('en-GB', { weddingDate: addDays(quoteToday, 20) });
    const page = await open(link);
    expect(page.body).toContain('The whole total, £2,635.00, is due on acceptance.');
    expect(page.body).not.toContain('Balance:');
  });

  it('escapes the supplier’s terms', async () => {
    const { link } = await sentQuote('en-GB', {
      terms: 'Between {{supplier}} and {{couple}}. <script>alert(1)</script>',
    });
    const page = await open(link);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert');
  });

  it('answers an unknown link 404 in the reader’s language, telling nothing', async () => {
    await sentQuote();
    const page = await open('/proposal/' + 'x'.repeat(43), { 'accept-language': 'de-DE,de;q=0.9' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Angebot nicht gefunden');
    expect(page.body).not.toContain('Rosewood');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await accept('/proposal/unknown', { fullName: 'Alex', accept: 'on' })).statusCode).toBe(404);
  });

  it('answers a voided link 410 and accepts nothing through it', async () => {
    const { user, supplier, quoteId, body, link } = await sentQuote();
    const edited = await call(user, 'PUT', quoteUrl(supplier.id, quoteId), { ...body, balanceDaysBefore: 60 });
    expect(edited.statusCode, edited.body).toBe(200);
    const page = await open(link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This quote was withdrawn');
    expect(page.body).toContain('Ask Rosewood Hall to send you the new version');
    expect(page.body).not.toContain('<form');
    const refused = await accept(link, { fullName: 'Alex Doe', accept: 'on' });
    expect(refused.statusCode).toBe(410);
    expect(await acceptancesOf(quoteId)).toEqual([]);
  });

  it('answers a link past its last valid day 410 and accepts nothing through it', async () => {
    const { quoteId, link } = await sentQuote('fr-FR');
    await ctx.database.db
      .update(quoteVersions)
      .set({ validUntil: addDays(quoteToday, -1) })
      .where(eq(quoteVersions.quoteId, quoteId));
    const page = await open(link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Ce devis a expiré');
    expect((await accept(link, { fullName: 'Alex Doe', accept: 'on' })).statusCode).toBe(410);
    expect(await acceptancesOf(quoteId)).toEqual([]);
  });
});

describe('accepting a proposal', () => {
  it('records the typed name, time, address, user agent and the version’s hash, and the quote is accepted', async () => {
    const { user, supplier, enquiryId, quoteId, link } = await sentQuote();
    const before = new Date();
    const accepted = await accept(link, { fullName: '  Alex Doe ', accept: 'on' });
    expect(accepted.statusCode, accepted.body).toBe(303);
    expect(accepted.headers.location).toBe(link);

    const version = await versionOf(quoteId);
    const [record] = await acceptancesOf(quoteId);
    expect(record).toMatchObject({
      supplierId: supplier.id,
      versionId: version.id,
      typedName: 'Alex Doe',
      ipAddress: '127.0.0.1',
      userAgent: 'Couple browser/1.0',
      documentSha256: version.documentSha256,
    });
    // the stored hash is the canonical document's
    expect(record!.documentSha256).toBe(sha256(canonicalQuoteDocument(version.document)));
    expect(record!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const page = await open(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Accepted by Alex Doe on');
    expect(page.body).toContain('Deposit: £658.75, due on acceptance');
    expect(page.body).not.toContain('<form');

    const read = await call(user, 'GET', quoteUrl(supplier.id, quoteId));
    expect(read.json()).toMatchObject({
      status: 'accepted',
      acceptance: { version: 1, typedName: 'Alex Doe', documentSha256: version.documentSha256 },
    });
    expect(read.body).not.toContain('127.0.0.1');
    expect(read.body).not.toContain('Couple browser');
    // the enquiry's list says who accepted and when
    const list = await call(user, 'GET', `/api/supplier/${supplier.id}/enquiries/${enquiryId}/quotes`);
    expect(list.json().quotes).toEqual([
      expect.objectContaining({
        id: quoteId,
        status: 'accepted',
        acceptance: { typedName: 'Alex Doe', acceptedAt: record!.acceptedAt.toISOString() },
      }),
    ]);
    expect(list.body).not.toContain('127.0.0.1');
  });

  it('answers field errors in the quote’s language with status 400, keeping the name, and writes nothing', async () => {
    const { quoteId, link } = await sentQuote('de-DE');
    const empty = await accept(link, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Geben Sie Ihren vollständigen Namen ein.');
    expect(empty.body).toContain('Setzen Sie das Häkchen');
    const unticked = await accept(link, { fullName: 'Alex Doe' });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain('value="Alex Doe"');
    expect(unticked.body).toContain('aria-invalid="true"');
    expect(await acceptancesOf(quoteId)).toEqual([]);
    const [quote] = await ctx.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.status).toBe('sent');
  });

  it('makes one record of two acceptances at once, and a second acceptance answers as the first', async () => {
    const { quoteId, link } = await sentQuote();
    const answers = await Promise.all([
      accept(link, { fullName: 'Alex Doe', accept: 'on' }),
      accept(link, { fullName: 'Sam Doe', accept: 'on' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    expect(await acceptancesOf(quoteId)).toHaveLength(1);
    const [first] = await acceptancesOf(quoteId);

    const again = await accept(link, { fullName: 'Someone Else', accept: 'on' });
    expect(again.statusCode).toBe(303);
    expect(await acceptancesOf(quoteId)).toEqual([first]);
  });

  it('refuses to edit or send an accepted quote', async () => {
    const { user, supplier, quoteId, body, link } = await sentQuote();
    expect((await accept(link, { fullName: 'Alex Doe', accept: 'on' })).statusCode).toBe(303);
    const edited = await call(user, 'PUT', quoteUrl(supplier.id, quoteId), body);
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toMatchObject({ error: { code: 'quote-accepted' } });
    const sent = await call(user, 'POST', `${quoteUrl(supplier.id, quoteId)}/send`, {});
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ error: { code: 'quote-accepted' } });
    expect((await open(link)).statusCode).toBe(200);
    expect((await versionOf(quoteId)).voidedAt).toBeNull();
  });

  it('refuses the eleventh attempt within an hour from one address, writing nothing', async () => {
    const { quoteId, link } = await sentQuote();
    for (let i = 0; i < 10; i++) expect((await accept(link, { fullName: `Try ${i}` })).statusCode).toBe(400);
    const limited = await accept(link, { fullName: 'Alex Doe', accept: 'on' });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
    expect(await acceptancesOf(quoteId)).toEqual([]);
  });

  it('refuses a form posted from another site', async () => {
    const { quoteId, link } = await sentQuote();
    const foreign = await accept(link, { fullName: 'Alex Doe', accept: 'on' }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await acceptancesOf(quoteId)).toEqual([]);
  });
});
