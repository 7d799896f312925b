import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { localDayIn } from '../../../domain/local-day.ts';
import type { QuoteDraft, QuoteResponse } from '../../../domain/quotes/quote-api.ts';
import { quoteDraftSchemaFor } from '../../../domain/quotes/quote-draft-schema.ts';
import { quoteError } from '../../../domain/quotes/quote-errors.ts';
import { paymentSchedule } from '../../../domain/quotes/schedule.ts';
import { quoteTotals } from '../../../domain/quotes/totals.ts';
import { supplierVatRule, type VatRule } from '../../../domain/quotes/vat.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { enquiries, quoteAcceptances, quoteVersions, quotes } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { ownedPricingIds } from '../pricing/read.ts';

/**
 * The supplier's quotes (docs/decisions/quotes.md, "The supplier's calls"): a draft per quote, parsed by the domain's
 * schema on the supplier's day under its VAT rule, on one of the supplier's own enquiries. Sending makes a version
 * (send.ts).
 */

export type QuoteRow = typeof quotes.$inferSelect;
type VersionRow = typeof quoteVersions.$inferSelect;

/** The VAT rule of the supplier's quotes (the editor's preview uses the same). */
const vatRuleOf = (supplier: Supplier): VatRule => supplierVatRule(supplier.countryCode);

/** The supplier's calendar day, which the quote's days are checked against. */
export const supplierToday = (supplier: Supplier, now: Date) => localDayIn(supplier.countryCode, now);

/** The draft checked on the supplier's day under `vat`: field errors (400) or the draft with its figures. */
export function parseDraft(supplier: Supplier, vat: VatRule, body: unknown, now: Date) {
  return parseForm(quoteDraftSchemaFor({ today: supplierToday(supplier, now), vat }), body);
}

/** A line's source must be one of the supplier's own packages or price schemes: else a field error of that line. */
export async function checkSources(db: Db | Tx, supplierId: string, items: QuoteDraft['items']): Promise<void> {
  const idsOf = (kind: 'package' | 'priceScheme') =>
    items.flatMap(({ source }) => (source?.kind === kind ? [source.id] : []));
  const owned = await ownedPricingIds(db, supplierId, { package: idsOf('package'), priceScheme: idsOf('priceScheme') });
  const fields: Record<string, string> = {};
  items.forEach(({ source }, i) => {
    if (source && !owned[source.kind].has(source.id)) fields[`items.${i}.source`] = quoteError('unknownSource');
  });
  if (Object.keys(fields).length > 0) throw badRequest('validation', 'Some fields are not valid', fields);
}

/** A new or edited draft, checked: what the quote row stores of it. Nothing is written before this passes. */
async function checkedDraft(db: Db | Tx, access: SupplierAccess, body: unknown, now: Date) {
  const vat = vatRuleOf(access.supplier);
  const { expected: _expected, totals, schedule: _schedule, ...draft } = parseDraft(access.supplier, vat, body, now);
  await checkSources(db, access.supplier.id, draft.items);
  return { draft, vat, currency: access.supplier.currency, total: totals.gross };
}

/**
 * One of the supplier's enquiries that still holds the couple's data; another supplier's is not found. `lock` holds it
 * against the retention job until the transaction ends: its anonymising waits, then deletes the quote written meanwhile,
 * or it went first and the enquiry is not found.
 */
async function requireEnquiry(db: Db | Tx, supplierId: string, enquiryId: string, lock = false): Promise<void> {
  const query = db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.supplierId, supplierId), isNull(enquiries.anonymisedAt)));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw notFound('enquiry not found');
}

/** One of the supplier's quotes, locked for the transaction's write when `tx` is given; another supplier's is 404. */
export async function requireQuote(db: Db | Tx, supplierId: string, quoteId: string, lock = false): Promise<QuoteRow> {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.supplierId, supplierId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('quote not found');
  return row;
}

/** An accepted quote is a contract: it is not edited or sent again (409 `quote-accepted`). */
export function refuseAccepted(row: QuoteRow): void {
  if (row.status === 'accepted')
    throw new AppError(409, 'quote-accepted', 'The couple accepted this quote: an accepted contract is not edited');
}

const summaryOf = (row: QuoteRow) => ({
  id: row.id,
  enquiryId: row.enquiryId,
  status: row.status,
  version: row.version,
  currency: row.currency,
  total: row.total,
  validUntil: row.draft.validUntil,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The couple's acceptance as the supplier reads it: who, when, which version; the IP and user agent stay evidence. */
type AcceptanceView = QuoteResponse['acceptance'];

/** The quote with its figures, worked out again from the stored draft and rule (the same every time), and versions. */
function quoteView(row: QuoteRow, versions: readonly VersionRow[], acceptance: AcceptanceView = null): QuoteResponse {
  const totals = quoteTotals(row.draft.items, row.vat);
  return {
    ...summaryOf(row),
    vat: row.vat,
    draft: row.draft,
    totals,
    schedule: paymentSchedule(totals.gross, row.draft, row.draft),
    versions: versions.map((version) => ({
      version: version.version,
      sentOn: version.sentOn,
      validUntil: version.validUntil,
      documentSha256: version.documentSha256,
      voidedAt: version.voidedAt?.toISOString() ?? null,
    })),
    acceptance,
  };
}

/**
 * The couple's acceptances of the quotes `where` picks (through the quote's index), as the business reads them: the
 * version, the typed name, when, and the SHA-256 accepted. Not the IP address and user agent, kept as evidence only.
 */
export const acceptancesWhere = (db: Db | Tx, where: SQL) =>
  db
    .select({
      quoteId: quoteAcceptances.quoteId,
      version: quoteVersions.version,
      typedName: quoteAcceptances.typedName,
      acceptedAt: quoteAcceptances.acceptedAt,
      documentSha256: quoteAcceptances.documentSha256,
    })
    .from(quoteAcceptances)
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteAcceptances.versionId))
    .innerJoin(quotes, eq(quotes.id, quoteAcceptances.quoteId))
    .where(where);

export async function readQuote(db: Db | Tx, access: SupplierAccess, quoteId: string): Promise<QuoteResponse> {
  const row = await requireQuote(db, access.supplier.id, quoteId);
  const versions = await db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, row.id))
    .orderBy(asc(quoteVersions.version));
  const [accepted] = await acceptancesWhere(db, eq(quotes.id, row.id));
  return quoteView(
    row,
    versions,
    accepted && {
      version: accepted.version,
      typedName: accepted.typedName,
      acceptedAt: accepted.acceptedAt.toISOString(),
      documentSha256: accepted.documentSha256,
    },
  );
}

/** The quotes of one of the supplier's enquiries, newest first, each with who accepted it and when. */
export async function listQuotes(db: Db, access: SupplierAccess, enquiryId: string) {
  await requireEnquiry(db, access.supplier.id, enquiryId);
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.supplierId, access.supplier.id)))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  const accepted = new Map(
    (await acceptancesWhere(db, and(eq(quotes.enquiryId, enquiryId), eq(quotes.supplierId, access.supplier.id))!)).map(
      (row) => [row.quoteId, { typedName: row.typedName, acceptedAt: row.acceptedAt.toISOString() }],
    ),
  );
  return { quotes: rows.map((row) => ({ ...summaryOf(row), acceptance: accepted.get(row.id) ?? null })) };
}

/** A new draft on one of the supplier's enquiries. */
export async function createQuote(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  body: unknown,
  now: Date,
): Promise<QuoteResponse> {
  requireFeature(access, 'quotes');
  return db.transaction(async (tx) => {
    await requireEnquiry(tx, access.supplier.id, enquiryId, true);
    const checked = await checkedDraft(tx, access, body, now);
    const [row] = await tx
      .insert(quotes)
      .values({
        id: randomUUID(),
        supplierId: access.supplier.id,
        enquiryId,
        ...checked,
        createdBy: access.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return quoteView(row!, []);
  });
}

/**
 * Saves the draft. Editing a sent quote withdraws it: the version out with the couple has its link voided now, and the
 * edit becomes the next version when sent, so the couple can never accept terms the supplier is changing.
 */
export async function updateQuote(
  db: Db,
  access: SupplierAccess,
  quoteId: string,
  body: unknown,
  now: Date,
): Promise<QuoteResponse> {
  requireFeature(access, 'quotes');
  refuseAccepted(await requireQuote(db, access.supplier.id, quoteId));
  const checked = await checkedDraft(db, access, body, now);
  return db.transaction(async (tx) => {
    // locked as an acceptance locks it: an acceptance first is refused here, an edit first voids what it would accept
    const row = await requireQuote(tx, access.supplier.id, quoteId, true);
    refuseAccepted(row);
    if (row.status === 'sent')
      await tx
        .update(quoteVersions)
        .set({ voidedAt: now })
        .where(and(eq(quoteVersions.quoteId, row.id), isNull(quoteVersions.voidedAt)));
    await tx
      .update(quotes)
      .set({ ...checked, status: 'draft', updatedAt: now })
      .where(eq(quotes.id, row.id));
    return readQuote(tx, access, row.id);
  });
}
