import { randomUUID } from 'node:crypto';
import type { QuoteDraft } from '../../../domain/quotes/quote-api.ts';
import { quoteVersions, quotes } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';

/** A quote with one version sent, written straight to the tables (the privacy tests need its rows, not the calls). */
export async function insertTestQuote(
  ctx: TestContext,
  { supplierId, enquiryId, couple }: { supplierId: string; enquiryId: string; couple: string },
): Promise<{ quoteId: string }> {
  const quoteId = randomUUID();
  const draft: QuoteDraft = {
    language: 'en-GB',
    couple,
    weddingDate: '2027-06-12',
    venue: 'Kew Gardens',
    validUntil: '2027-01-15',
    items: [{ description: 'Wedding day', quantity: 1, unitPrice: 100_000, discount: null, source: null }],
    deposit: { type: 'percent', percent: 25 },
    balanceDaysBefore: 30,
    terms: 'Between {{supplier}} and {{couple}}.',
  };
  await ctx.database.db.insert(quotes).values({
    id: quoteId,
    supplierId,
    enquiryId,
    status: 'sent',
    version: 1,
    draft,
    currency: 'GBP',
    vat: { rate: 2000, prices: 'gross' },
    total: 100_000,
  });
  await ctx.database.db.insert(quoteVersions).values({
    id: randomUUID(),
    supplierId,
    quoteId,
    version: 1,
    // the part of the document the privacy tests look for: the couple's name
    document: { couple: { name: couple } } as typeof quoteVersions.$inferInsert.document,
    documentSha256: 'a'.repeat(64),
    sentOn: '2027-01-01',
    validUntil: draft.validUntil,
    linkTokenSha256: randomUUID(),
  });
  return { quoteId };
}
