import { and, desc, eq, sql } from 'drizzle-orm';
import { csvBom, enquiryCsvHeader, enquiryCsvLine, type CsvText, type EnquiryCsvRecord } from '../../../domain/enquiries/csv.ts';
import { uiLocaleFor, type Locale } from '../../../domain/locales.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';
import { isLocked, lockSupplierOf, personName, selectEnquiries, weddingBudgetLabel, type SelectedEnquiry } from './enquiry-view.ts';

/** Rows read per query: the export holds one batch at a time, whatever the number of enquiries. */
export const csvBatchSize = 500;

function toCsvRecord({ enquiry: e, owner, wedding }: SelectedEnquiry, locked: boolean, locale: Locale): EnquiryCsvRecord {
  return {
    id: e.id,
    createdAt: e.createdAt,
    source: e.source,
    partnerName1: e.partnerName1,
    partnerName2: e.partnerName2,
    email: e.email,
    phone: e.phone,
    message: e.message,
    weddingDate: e.weddingDatePicker,
    guestsEstimate: e.guestsEstimate,
    budgetLabel: weddingBudgetLabel(wedding, locale),
    progress: e.progress,
    statuses: e.statuses,
    ownerName: owner ? personName(owner) : null,
    notesCount: e.notesCount,
    locked,
  };
}

/**
 * The export as text chunks: the BOM and header, then one chunk per batch of enquiries, newest first,
 * read by keyset pagination on (createdAt, id) so memory stays bounded by the batch size.
 */
export async function* enquiryCsvChunks(db: Db, supplier: Supplier, text: CsvText, batchSize = csvBatchSize): AsyncGenerator<string> {
  yield csvBom + enquiryCsvHeader(text);
  const lock = { lock: lockSupplierOf(supplier) };
  const locale = uiLocaleFor(text.locale);
  let cursor: { createdAt: string; id: string } | null = null;
  for (;;) {
    const after = cursor;
    const rows: SelectedEnquiry[] = await selectEnquiries(db, { enquiry: enquiries })
      .where(and(eq(enquiries.supplierId, supplier.id), after ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => enquiryCsvLine(toCsvRecord(row, isLocked(row.enquiry, lock), locale), text)).join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!.enquiry;
    cursor = { createdAt: last.createdAt.toISOString(), id: last.id };
  }
}

/** e.g. enquiries-the-old-barn-2026-05-14.csv */
export function csvFileName(supplier: Pick<Supplier, 'slug'>, now: Date): string {
  const slug = supplier.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'supplier';
  return `enquiries-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
