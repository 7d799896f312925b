import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractTemplates, quoteVersions, quotes } from '../../db/schema/index.ts';
import { acceptancesWhere } from './service.ts';

/**
 * A business's quotes for its data export: each quote with its draft and the versions sent (the documents the couples
 * were sent), the couple's acceptance, and its contract templates. Not the link tokens' hashes: they open nothing
 * without the token, and mean nothing to the business. Not the acceptance's IP address and user agent: the couple's, kept
 * as evidence of the signature, not business data to copy out (docs/decisions/quotes.md, "The couple's proposal").
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
  const acceptanceRows = await acceptancesWhere(db, eq(quotes.supplierId, supplierId));
  const acceptanceOf = new Map(acceptanceRows.map(({ quoteId, ...acceptance }) => [quoteId, acceptance]));
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
      acceptance: acceptanceOf.get(row.id) ?? null,
    })),
    contractTemplates: templates,
  };
}
