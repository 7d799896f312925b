import { and, eq, sql } from 'drizzle-orm';
import { csvBom, enquiryCsvHeader, enquiryCsvLine, type CsvText, type EnquiryCsvRecord } from '../../../domain/enquiries/csv.ts';
import { uiLocaleFor, type Locale } from '../../../domain/locales.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { enquiries } from '../../db/schema/index.ts';
import { isLocked, listedEnquiryColumns, lockSupplierOf, newestFirst, personName, selectEnquiries, weddingBudgetLabel, type EnquiryRow, type SelectedEnquiry } from './enquiry-view.ts';

/** Rows read per query: the export holds one batch and the one being read at a time, whatever the number of enquiries. */
export const csvBatchSize = 500;

/** The enquiry columns the export writes or decides by: the list's and the couple's message. */
const exportedColumns = { ...listedEnquiryColumns, message: enquiries.message };
type ExportedRow = SelectedEnquiry<Pick<EnquiryRow, keyof typeof exportedColumns>>;

function toCsvRecord({ enquiry: e, owner, wedding }: ExportedRow, locked: boolean, locale: Locale): EnquiryCsvRecord {
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

interface Cursor {
  createdAt: string;
  id: string;
}

/** One batch, newest first, after `cursor` (keyset pagination on (createdAt, id)): two prepared statements, the first batch's and the others'. */
function readBatch(db: Db, supplierId: string, cursor: Cursor | null, batchSize: number): Promise<ExportedRow[]> {
  const after = cursor !== null;
  const statement = preparedOnce(db, after ? 'csv-next-batch' : 'csv-first-batch', (name) =>
    selectEnquiries(db, { enquiry: exportedColumns })
      .where(
        and(
          eq(enquiries.supplierId, sql.placeholder('supplierId')),
          after ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')})` : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return statement.execute({ supplierId, limit: batchSize, ...cursor });
}

/**
 * The export as text chunks: the BOM and header, then one chunk per batch of enquiries, newest first.
 * The next batch is read while this one is written and sent, so the database and the formatting overlap;
 * memory stays bounded by two batches.
 */
export async function* enquiryCsvChunks(db: Db, supplier: Supplier, text: CsvText, batchSize = csvBatchSize): AsyncGenerator<string> {
  yield csvBom + enquiryCsvHeader(text);
  const lock = { lock: lockSupplierOf(supplier) };
  const locale = uiLocaleFor(text.locale);
  const read = (cursor: Cursor | null) => {
    const batch = readBatch(db, supplier.id, cursor, batchSize);
    // a download given up leaves the batch read ahead unawaited: its failure must not go unhandled
    batch.catch(() => undefined);
    return batch;
  };
  let next = read(null);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1)?.enquiry;
    const more = last !== undefined && rows.length === batchSize;
    if (more) next = read({ createdAt: last.createdAt.toISOString(), id: last.id });
    if (rows.length > 0) yield rows.map((row) => enquiryCsvLine(toCsvRecord(row, isLocked(row.enquiry, lock), locale), text)).join('');
    if (!more) return;
  }
}

/** e.g. enquiries-the-old-barn-2026-05-14.csv */
export function csvFileName(supplier: Pick<Supplier, 'slug'>, now: Date): string {
  const slug = supplier.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'supplier';
  return `enquiries-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
