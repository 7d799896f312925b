import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractTemplates, quoteVersions, quotes } from '../../db/schema/index.ts';

/**
 * A business's quotes for its data export: each quote with its draft and the versions sent (the documents the couples
 * were sent), and its contract templates. Not the link tokens' hashes: they open nothing without the token, and mean
 * nothing to the business.
 */
export async function businessQuotesExport(db: Db, supplierId: string) {
  const quoteRows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.supplierId, supplierId))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  const versionRows = await db
    .select({
      quoteId: quoteVersions.quoteId,
      version: quoteVersions.version,
      document: quoteVersions.document,
      documentSha256: quoteVersions.documentSha256,
      sentOn: quoteVersions.sentOn,
      validUntil: quoteVersions.validUntil,
      voidedAt: quoteVersions.voidedAt,
      sentBy: quoteVersions.sentBy,
    })
    .from(quoteVersions)
    // through the supplier's quotes, so each quote's versions are read by the (quote, version) index
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(eq(quotes.supplierId, supplierId))
    .orderBy(asc(quoteVersions.version));
  const versionsOf = new Map<string, Omit<(typeof versionRows)[number], 'quoteId'>[]>();
  for (const { quoteId, ...version } of versionRows)
    versionsOf.set(quoteId, [...(versionsOf.get(quoteId) ?? []), version]);
  const templates = await db
    .select({
      language: contractTemplates.language,
      text: contractTemplates.text,
      updatedAt: contractTemplates.updatedAt,
    })
    .from(contractTemplates)
    .where(eq(contractTemplates.supplierId, supplierId))
    .orderBy(asc(contractTemplates.language));
  return {
    quotes: quoteRows.map((row) => ({
      ...row,
      versions: versionsOf.get(row.id) ?? [],
    })),
    contractTemplates: templates,
  };
}
