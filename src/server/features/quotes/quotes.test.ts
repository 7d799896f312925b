import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalQuoteDocument } from '../../../domain/quotes/canonical.ts';
import { defaultContractTemplates } from '../../../domain/quotes/contract-defaults.ts';
import { addDays } from '../../../domain/statistics/time-series.ts';
import type { SupplierRole } from '../../../domain/roles.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  contractTemplates,
  enquiries,
  quoteVersions,
  quotes,
  supplierPackages,
  supplierUsers,
} from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { quoteDraftBody as draft, quoteToday as today } from './test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const call = (user: CreatedUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const quotesOf = (supplierId: string, enquiryId: string) => `/api/supplier/${supplierId}/enquiries/${enquiryId}/quotes`;
const quoteUrl = (supplierId: string, quoteId: string) => `/api/supplier/${supplierId}/quotes/${quoteId}`;
const templateUrl = (supplierId: string, language: string) =>
  `/api/supplier/${supplierId}/contract-templates/${language}`;
const versionsOf = (quoteId: string) =>
  ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)).orderBy(quoteVersions.version);
const quoteRows = (supplierId: string) =>
  ctx.database.db.select().from(quotes).where(eq(quotes.supplierId, supplierId));

/** A GB venue on lite, its admin and one of its enquiries. */
async function venueWithEnquiry(overrides: Parameters<typeof createOwnedSupplier>[1] = {}) {
  const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite', ...overrides });
  const enquiryId = await createTestEnquiry(ctx, supplier.id);
  return { user, supplier, enquiryId };
}

async function member(supplierId: string, role: SupplierRole): Promise<CreatedUser> {
  const user = await createUser(ctx);
  await ctx.database.db.insert(supplierUsers).values({ supplierId, userId: user.id, role });
  return user;
}

describe('quote drafts', () => {
  it('creates a draft with the supplier’s currency and VAT, lists it on the enquiry and reads it', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const created = await call(user, 'POST', quotesOf(supplier.id, enquiryId), {
      ...draft(),
      // the body cannot choose them
      currency: 'USD',
      vat: { rate: 0, prices: 'net' },
      expected: { total: 263_500, deposit: 65_875 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json();
    expect(quote).toMatchObject({
      enquiryId,
      status: 'draft',
      version: 0,
      currency: 'GBP',
      total: 263_500,
      vat: { rate: 2000, prices: 'gross' },
      totals: { subtotal: 265_000, discountTotal: 1_500, gross: 263_500, vat: 43_917, net: 219_583 },
      schedule: { deposit: 65_875, balance: 197_625, balanceDueOn: addDays(today, 170), inFull: null },
      versions: [],
    });
    expect(quote.draft).not.toHaveProperty('expected');
    expect(quote.draft.items[0]).toEqual({
      description: 'Wedding day',
      quantity: 1,
      unitPrice: 250_000,
      discount: null,
      source: null,
    });

    const list = await call(user, 'GET', quotesOf(supplier.id, enquiryId));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().quotes).toEqual([
      expect.objectContaining({
        id: quote.id,
        status: 'draft',
        total: 263_500,
        validUntil: addDays(today, 14),
        acceptance: null,
      }),
    ]);
    const read = await call(user, 'GET', quoteUrl(supplier.id, quote.id));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(quote);
  });

  it('answers amounts that do not add up and unknown placeholders with field errors, writing nothing', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const refused = await call(
      user,
      'POST',
      quotesOf(supplier.id, enquiryId),
      draft({
        items: [{ description: 'Flowers', quantity: 1, unitPrice: 1_000, discount: { type: 'amount', amount: 2_000 } }],
        validUntil: addDays(today, 300),
      }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'items.0.discount.amount': 'quotes:errors.discountAboveLine',
      validUntil: 'quotes:errors.validUntilAfterWedding',
    });
    const placeholder = await call(
      user,
      'POST',
      quotesOf(supplier.id, enquiryId),
      draft({ terms: 'Dear {{partner}}' }),
    );
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().error.fields).toEqual({ terms: 'quotes:errors.unknownPlaceholder' });
    const changed = await call(user, 'POST', quotesOf(supplier.id, enquiryId), {
      ...draft(),
      expected: { total: 263_000, deposit: 65_875 },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields).toEqual({ 'expected.total': 'quotes:errors.totalChanged' });
    expect(await quoteRows(supplier.id)).toEqual([]);
  });

  it('takes a line from the supplier’s own package only', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const other = await venueWithEnquiry();
    const [own, theirs] = await ctx.database.db
      .insert(supplierPackages)
      .values([
        { id: randomUUID(), supplierId: supplier.id, name: 'Classic day', price: 250_000 },
        { id: randomUUID(), supplierId: other.supplier.id, name: 'Their day', price: 250_000 },
      ])
      .returning();
    const line = (id: string) => ({
      description: 'Classic day',
      quantity: 1,
      unitPrice: 250_000,
      source: { kind: 'package', id },
    });
    const refused = await call(
      user,
      'POST',
      quotesOf(supplier.id, enquiryId),
      draft({ items: [line(own!.id), line(theirs!.id)] }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'items.1.source': 'quotes:errors.unknownSource' });
    expect(await quoteRows(supplier.id)).toEqual([]);
    const created = await call(user, 'POST', quotesOf(supplier.id, enquiryId), draft({ items: [line(own!.id)] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().draft.items[0].source).toEqual({ kind: 'package', id: own!.id });
    // a package deleted after the draft was saved is not frozen into a version sent
    await ctx.database.db.delete(supplierPackages).where(eq(supplierPackages.id, own!.id));
    const sent = await call(user, 'POST', `${quoteUrl(supplier.id, created.json().id)}/send`, {});
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json().error.fields).toEqual({ 'items.0.source': 'quotes:errors.unknownSource' });
    expect(await versionsOf(created.json().id)).toEqual([]);
  });
});

describe('sending a quote', () => {
  it('makes a version with its document’s SHA-256 and answers the couple’s link once, keeping only its hash', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const quote = (await call(user, 'POST', quotesOf(supplier.id, enquiryId), draft())).json();
    const sent = await call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`, {
      expected: { total: 263_500, deposit: 65_875 },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { link, quote: answer } = sent.json();
    expect(link).toMatch(/^\/proposal\/[A-Za-z0-9_-]{43}$/);
    const token = link.slice('/proposal/'.length);
    expect(answer).toMatchObject({
      status: 'sent',
      version: 1,
      versions: [{ version: 1, sentOn: today, voidedAt: null }],
    });

    const [version] = await versionsOf(quote.id);
    expect(version).toMatchObject({
      version: 1,
      sentOn: today,
      validUntil: addDays(today, 14),
      linkTokenSha256: sha256(token),
      voidedAt: null,
    });
    // the document read back from the database hashes to the stored SHA-256, which the answer shows
    expect(sha256(canonicalQuoteDocument(version!.document))).toBe(version!.documentSha256);
    expect(answer.versions[0].documentSha256).toBe(version!.documentSha256);
    expect(version!.document).toMatchObject({
      quoteId: quote.id,
      version: 1,
      currency: 'GBP',
      supplier: { id: supplier.id, name: supplier.name },
      couple: { name: 'Alex Doe & Sam Doe' },
      totals: { gross: 263_500 },
      schedule: { deposit: 65_875 },
    });
    expect(version!.document.contract).toContain('Between ' + supplier.name + ' (“we”) and Alex Doe & Sam Doe');
    expect(version!.document.contract).toContain('£2,635.00');
    // the token itself is nowhere in the database's rows of the quote
    const [{ found }] = (await rawRows<{ found: number }>(
      ctx.database.db,
      sql`select count(*)::int as found from quote_versions v join quotes q on q.id = v.quote_id
          where q.id = ${quote.id} and (v::text like ${'%' + token + '%'} or q::text like ${'%' + token + '%'})`,
    )) as [{ found: number }];
    expect(found).toBe(0);

    // a version is sent once: an edit makes the next
    const again = await call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('quote-sent');
    expect(await versionsOf(quote.id)).toHaveLength(1);
  });

  it('voids the sent version’s link when the quote is edited, and sends the edit as the next version', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const quote = (await call(user, 'POST', quotesOf(supplier.id, enquiryId), draft())).json();
    const first = (await call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`)).json();

    const edited = await call(user, 'PUT', quoteUrl(supplier.id, quote.id), draft({ balanceDaysBefore: 60 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'draft',
      version: 1,
      schedule: { balanceDueOn: addDays(today, 140) },
    });
    const [voided] = await versionsOf(quote.id);
    expect(voided!.voidedAt).not.toBeNull();
    expect(edited.json().versions[0].voidedAt).toBe(voided!.voidedAt!.toISOString());

    const second = await call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().link).not.toBe(first.link);
    const [v1, v2] = await versionsOf(quote.id);
    expect(v1!.voidedAt).toEqual(voided!.voidedAt);
    expect(v2).toMatchObject({
      version: 2,
      voidedAt: null,
      document: { version: 2, terms: { balanceDaysBefore: 60 } },
    });
    expect(v2!.documentSha256).not.toBe(v1!.documentSha256);
    expect(second.json().quote).toMatchObject({ status: 'sent', version: 2 });

    // a refused edit changes nothing: the version out stays live
    const refused = await call(user, 'PUT', quoteUrl(supplier.id, quote.id), draft({ items: [] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ items: 'quotes:errors.noItems' });
    expect((await versionsOf(quote.id))[1]!.voidedAt).toBeNull();
    expect((await call(user, 'GET', quoteUrl(supplier.id, quote.id))).json().status).toBe('sent');
  });

  it('makes one version of two sends at once', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const quote = (await call(user, 'POST', quotesOf(supplier.id, enquiryId), draft())).json();
    const sends = await Promise.all([1, 2].map(() => call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`)));
    expect(sends.map((send) => send.statusCode).sort()).toEqual([200, 409]);
    expect(await versionsOf(quote.id)).toMatchObject([{ version: 1, voidedAt: null }]);
  });

  it('checks the draft again on the day it is sent: a validity that has passed is a field error', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const quote = (await call(user, 'POST', quotesOf(supplier.id, enquiryId), draft())).json();
    const [row] = await quoteRows(supplier.id);
    await ctx.database.db
      .update(quotes)
      .set({ draft: { ...row!.draft, validUntil: addDays(today, -1) } })
      .where(eq(quotes.id, quote.id));
    const refused = await call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`, {
      expected: { total: 263_500, deposit: 65_875 },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toEqual({ validUntil: 'quotes:errors.validUntilPast' });
    expect(await versionsOf(quote.id)).toEqual([]);
    const changed = await call(user, 'PUT', quoteUrl(supplier.id, quote.id), draft());
    expect(changed.statusCode).toBe(200);
    const stale = await call(user, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`, {
      expected: { total: 263_500, deposit: 60_000 },
    });
    expect(stale.json().error.fields).toEqual({ 'expected.deposit': 'quotes:errors.depositChanged' });
    expect(await versionsOf(quote.id)).toEqual([]);
  });
});

describe('who reaches a quote', () => {
  it('answers 404 for another supplier’s enquiry or quote, whoever asks', async () => {
    const mine = await venueWithEnquiry();
    const theirs = await venueWithEnquiry();
    const quote = (await call(theirs.user, 'POST', quotesOf(theirs.supplier.id, theirs.enquiryId), draft())).json();
    // their enquiry under my supplier
    const onTheirEnquiry = await call(mine.user, 'POST', quotesOf(mine.supplier.id, theirs.enquiryId), draft());
    expect(onTheirEnquiry.statusCode).toBe(404);
    expect((await call(mine.user, 'GET', quotesOf(mine.supplier.id, theirs.enquiryId))).statusCode).toBe(404);
    // their quote under my supplier
    for (const [method, url] of [
      ['GET', quoteUrl(mine.supplier.id, quote.id)],
      ['PUT', quoteUrl(mine.supplier.id, quote.id)],
      ['POST', `${quoteUrl(mine.supplier.id, quote.id)}/send`],
    ] as const)
      expect((await call(mine.user, method, url, method === 'GET' ? undefined : draft())).statusCode).toBe(404);
    // their supplier, which I have no role on
    expect((await call(mine.user, 'GET', quoteUrl(theirs.supplier.id, quote.id))).statusCode).toBe(404);
    expect(await versionsOf(quote.id)).toEqual([]);
    expect((await quoteRows(mine.supplier.id)).length).toBe(0);
    // an enquiry the retention job has anonymised takes no quote: the couple's names are gone
    await ctx.database.db.update(enquiries).set({ anonymisedAt: new Date() }).where(eq(enquiries.id, mine.enquiryId));
    expect((await call(mine.user, 'POST', quotesOf(mine.supplier.id, mine.enquiryId), draft())).statusCode).toBe(404);
  });

  it('lets a viewer read, an editor write, and refuses a supplier below lite the writes', async () => {
    const { user, supplier, enquiryId } = await venueWithEnquiry();
    const quote = (await call(user, 'POST', quotesOf(supplier.id, enquiryId), draft())).json();
    const viewer = await member(supplier.id, 'viewer');
    expect((await call(viewer, 'GET', quoteUrl(supplier.id, quote.id))).statusCode).toBe(200);
    expect((await call(viewer, 'GET', templateUrl(supplier.id, 'en-GB'))).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', quotesOf(supplier.id, enquiryId)],
      ['PUT', quoteUrl(supplier.id, quote.id)],
      ['POST', `${quoteUrl(supplier.id, quote.id)}/send`],
      ['PUT', templateUrl(supplier.id, 'en-GB')],
    ] as const) {
      const refused = await call(viewer, method, url, draft());
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('role-required');
    }
    const editor = await member(supplier.id, 'editor');
    expect((await call(editor, 'POST', `${quoteUrl(supplier.id, quote.id)}/send`)).statusCode).toBe(200);

    const free = await venueWithEnquiry({ tier: 'free' });
    const gated = await call(free.user, 'POST', quotesOf(free.supplier.id, free.enquiryId), draft());
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error).toMatchObject({
      code: 'tier-required',
      fields: { feature: 'tiers:features.quotes', tier: 'tiers:names.lite' },
    });
    expect((await call(free.user, 'GET', quotesOf(free.supplier.id, free.enquiryId))).json()).toEqual({ quotes: [] });
  });
});

describe('contract templates', () => {
  it('starts from the portal’s template, refuses unknown placeholders and keeps the supplier’s own text', async () => {
    const { user, supplier } = await venueWithEnquiry();
    const starter = await call(user, 'GET', templateUrl(supplier.id, 'de-DE'));
    expect(starter.statusCode, starter.body).toBe(200);
    expect(starter.json()).toEqual({ language: 'de-DE', text: defaultContractTemplates['de-DE'], saved: false });

    for (const [text, error] of [
      ['Vertrag mit {{paar}}', 'quotes:errors.unknownPlaceholder'],
      ['Vertrag mit {{couple}', 'quotes:errors.malformedPlaceholder'],
      ['', 'validation:required'],
    ]) {
      const refused = await call(user, 'PUT', templateUrl(supplier.id, 'de-DE'), { text });
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json().error.fields).toEqual({ text: error });
    }
    const rows = () =>
      ctx.database.db.select().from(contractTemplates).where(eq(contractTemplates.supplierId, supplier.id));
    expect(await rows()).toEqual([]);

    const own = 'Vertrag zwischen {{ supplier }} und {{couple}} über {{total}}.';
    const saved = await call(user, 'PUT', templateUrl(supplier.id, 'de-DE'), { text: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(user, 'PUT', templateUrl(supplier.id, 'de-DE'), { text: `${own}\n` })).statusCode).toBe(200);
    expect((await call(user, 'GET', templateUrl(supplier.id, 'de-DE'))).json()).toEqual({
      language: 'de-DE',
      text: own,
      saved: true,
    });
    // one per language: the English one is still the starter
    expect((await call(user, 'GET', templateUrl(supplier.id, 'en-GB'))).json().saved).toBe(false);
    expect(await rows()).toHaveLength(1);
    expect((await call(user, 'GET', templateUrl(supplier.id, 'it-IT'))).statusCode).toBe(400);
  });
});
