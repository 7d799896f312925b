import { randomUUID } from 'node:crypto';
import type { QuoteDraft } from '../../../domain/quotes/quote-api.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { defaultContractTemplates } from '../../../domain/quotes/contract-defaults.ts';
import { addDays } from '../../../domain/statistics/time-series.ts';
import { quoteAcceptances, quoteVersions, quotes } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';

/**
 * A quote with one version sent and accepted by the couple, written straight to the tables (the privacy tests need its
 * rows, not the calls).
 */
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
    status: 'accepted',
    version: 1,
    draft,
    currency: 'GBP',
    vat: { rate: 2000, prices: 'gross' },
    total: 100_000,
  });
  const versionId = randomUUID();
  await ctx.database.db.insert(quoteVersions).values({
    id: versionId,
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
  await ctx.database.db.insert(quoteAcceptances).values({
    id: randomUUID(),
    supplierId,
    quoteId,
    versionId,
    typedName: couple,
    documentSha256: 'a'.repeat(64),
    ipAddress: '203.0.113.7',
    userAgent: 'Test browser',
  });
  return { quoteId };
}

/** Today in GB, where the test suppliers are. */
export const quoteToday = localDayIn('GB', new Date());
/**
 * A draft's body for the API: 2,500.00 for the day and 1.5 extra hours at 100.00 less 10 %: 2,635.00 gross, VAT 20 %
 * included.
 */
export const quoteDraftBody = (overrides: object = {}) => ({
  language: 'en-GB',
  couple: 'Alex Doe & Sam Doe',
  weddingDate: addDays(quoteToday, 200),
  venue: 'Kew Gardens',
  validUntil: addDays(quoteToday, 14),
  items: [
    { description: 'Wedding day', quantity: 1, unitPrice: 250_000 },
    { description: 'Extra hour', quantity: 1.5, unitPrice: 10_000, discount: { type: 'percent', percent: 10 } },
  ],
  deposit: { type: 'percent', percent: 25 },
  balanceDaysBefore: 30,
  terms: defaultContractTemplates['en-GB'],
  ...overrides,
});
