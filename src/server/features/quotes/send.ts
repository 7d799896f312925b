import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '../../../domain/countries.ts';
import { z } from '../../../domain/zod.ts';
import { canonicalQuoteDocument, type QuoteDocument } from '../../../domain/quotes/canonical.ts';
import { renderContract } from '../../../domain/quotes/contract-template.ts';
import type { QuoteResponse } from '../../../domain/quotes/quote-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { quoteVersions, quotes } from '../../db/schema/index.ts';
import { hashSecret } from '../../auth/secret-hash.ts';
import { AppError } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import {
  checkSources,
  parseDraft,
  readQuote,
  refuseAccepted,
  requireQuote,
  supplierToday,
  type QuoteRow,
} from './service.ts';

/**
 * Sending a quote (docs/decisions/quotes.md, "Sending makes a version"): the draft checked again on the day it is sent,
 * frozen as the next version's document with its canonical SHA-256, and a fresh link for the couple whose token only
 * the answer carries; the database keeps its SHA-256.
 */

/** Hex SHA-256: of a version's canonical document, and of its link token (the proposal page finds it by that). */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The send's body: the figures the supplier's preview showed, when the form sends them (checked, never stored). */
const sendBodySchema = z
  .object({ expected: z.object({ total: z.number().int(), deposit: z.number().int() }).nullable().default(null) })
  .default({ expected: null });

/** The couple's page of a version, for the conversation's message. */
const proposalPath = (token: string) => `/proposal/${token}`;

/** The version's document: the draft as checked today, with the supplier, the figures and the rendered contract. */
function documentOf(
  row: QuoteRow,
  access: SupplierAccess,
  version: number,
  checked: ReturnType<typeof parseDraft>,
  today: string,
): QuoteDocument {
  const { language, couple, weddingDate, venue, validUntil, items, deposit, balanceDaysBefore, terms } = checked;
  const { totals, schedule } = checked;
  const supplier = { id: access.supplier.id, name: access.supplier.name };
  const contract = renderContract(
    terms,
    {
      couple,
      supplier: supplier.name,
      venue,
      weddingDate,
      validUntil,
      currency: row.currency,
      total: totals.gross,
      deposit: schedule.deposit,
      balance: schedule.balance,
      balanceDueOn: schedule.balanceDueOn,
    },
    language,
  );
  return {
    quoteId: row.id,
    version,
    language,
    currency: row.currency as CurrencyCode,
    supplier,
    couple: { name: couple },
    weddingDate,
    venue,
    sentOn: today,
    validUntil,
    vat: row.vat,
    items,
    totals,
    terms: { deposit, balanceDaysBefore },
    schedule,
    contract,
  };
}

/**
 * Sends the draft as the next version: 400 with field errors when its days have passed since it was saved (or the
 * preview's figures differ), 409 `quote-sent` when this version is out already (an edit makes the next one). Two sends
 * at once make one version: the quote row is locked.
 */
export async function sendQuote(
  db: Db,
  access: SupplierAccess,
  quoteId: string,
  body: unknown,
  now: Date,
): Promise<{ quote: QuoteResponse; link: string }> {
  requireFeature(access, 'quotes');
  const { expected } = parseForm(sendBodySchema, body ?? undefined);
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const row = await requireQuote(tx, access.supplier.id, quoteId, true);
    refuseAccepted(row);
    if (row.status === 'sent')
      throw new AppError(409, 'quote-sent', 'This version is sent already: edit the quote to send a new one');
    const today = supplierToday(access.supplier, now);
    // the rule it was saved with: a quote keeps the VAT it was made with
    const checked = parseDraft(access.supplier, row.vat, { ...row.draft, expected }, now);
    // a package or price scheme deleted since the draft was saved is said, not frozen into the version
    await checkSources(tx, access.supplier.id, checked.items);
    const version = row.version + 1;
    const document = documentOf(row, access, version, checked, today);
    await tx.insert(quoteVersions).values({
      id: randomUUID(),
      supplierId: access.supplier.id,
      quoteId: row.id,
      version,
      document,
      documentSha256: sha256Hex(canonicalQuoteDocument(document)),
      sentOn: today,
      validUntil: document.validUntil,
      linkTokenSha256: hashSecret(token),
      sentBy: access.user.id,
      createdAt: now,
    });
    await tx.update(quotes).set({ status: 'sent', version, updatedAt: now }).where(eq(quotes.id, row.id));
    return { quote: await readQuote(tx, access, row.id), link: proposalPath(token) };
  });
}
