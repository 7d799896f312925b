import { and, eq, sql } from 'drizzle-orm';
import {
  csvBom,
  enquiryCsvHeader,
  enquiryCsvLine,
  type CsvText,
  type EnquiryCsvRecord,
} from '../../../domain/enquiries/csv.ts';
import { uiLocaleFor, type Locale } from '../../../domain/locales.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { jsonArrayRow } from '../../db/json-array-row.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { enquiries } from '../../db/schema/index.ts';
import {
  isLocked,
  joinedPersonName,
  lockSupplierOf,
  newestFirst,
  ownerAndBudgetColumns,
  selectEnquiryRows,
  weddingBudgetLabel,
  type EnquiryRow,
  type OwnerAndBudget,
} from './enquiry-view.ts';

/**
 * Rows read per query: the export holds one batch and the one being read at a time, whatever the number of enquiries.
 * @internal
 */
export const csvBatchSize = 500;

/** An exported enquiry: its columns' values as JSON has them (a time as its ISO text; the owner's null without one). */
interface ExportedRow extends OwnerAndBudget {
  id: string;
  createdAt: string;
  source: EnquiryRow['source'];
  partnerName1: string | null;
  partnerName2: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  weddingDatePicker: EnquiryRow['weddingDatePicker'];
  guestsEstimate: number | null;
  progress: EnquiryRow['progress'];
  statuses: EnquiryRow['statuses'];
  notesCount: number;
  revealed: boolean;
  isPayPerEnquiry: boolean;
}

/** The columns of one exported enquiry, read as one JSON array per row (`jsonArrayRow`). */
const exportedRow = jsonArrayRow<ExportedRow>({
  id: enquiries.id,
  /** ISO 8601 as the database writes it (milliseconds, the column's precision): the next batch's cursor as is. */
  createdAt: enquiries.createdAt,
  source: enquiries.source,
  partnerName1: enquiries.partnerName1,
  partnerName2: enquiries.partnerName2,
  email: enquiries.email,
  phone: enquiries.phone,
  message: enquiries.message,
  weddingDatePicker: enquiries.weddingDatePicker,
  guestsEstimate: enquiries.guestsEstimate,
  progress: enquiries.progress,
  statuses: enquiries.statuses,
  notesCount: enquiries.notesCount,
  revealed: enquiries.revealed,
  isPayPerEnquiry: enquiries.isPayPerEnquiry,
  ...ownerAndBudgetColumns,
});

function toCsvRecord(e: ExportedRow, locked: boolean, showLocations: boolean, locale: Locale): EnquiryCsvRecord {
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
    budgetLabel: weddingBudgetLabel(e, locale),
    preferredLocations: showLocations ? e.venueCounties : [],
    progress: e.progress,
    statuses: e.statuses,
    ownerName:
      joinedPersonName({ firstName: e.ownerFirstName, lastName: e.ownerLastName, email: e.ownerEmail }) || null,
    notesCount: e.notesCount,
    locked,
  };
}

interface Cursor {
  createdAt: string;
  id: string;
}

/**
 * One batch, newest first, after `cursor` (keyset pagination on (createdAt, id)): two prepared statements, the first
 * batch's and the others'.
 */
async function readBatch(db: Db, supplierId: string, cursor: Cursor | null, batchSize: number): Promise<ExportedRow[]> {
  const after = cursor !== null;
  const statement = preparedOnce(db, after ? 'csv-next-batch' : 'csv-first-batch', (name) =>
    selectEnquiryRows(db, exportedRow)
      .where(
        and(
          eq(enquiries.supplierId, sql.placeholder('supplierId')),
          after
            ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (${sql.placeholder('createdAt')}::timestamptz, ${sql.placeholder('id')})`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  const rows = await statement.execute({ supplierId, limit: batchSize, ...cursor });
  return rows.map(({ row }) => exportedRow.decode(row));
}

/**
 * The export as text chunks: the BOM and header, then one chunk per batch of enquiries, newest first; the couple's
 * counties only when `showLocations` (the tier's "preferred locations").
 * The next batch is read while this one is written and sent, so the database and the formatting overlap;
 * memory stays bounded by two batches.
 */
export async function* enquiryCsvChunks(
  db: Db,
  supplier: Supplier,
  showLocations: boolean,
  text: CsvText,
  batchSize = csvBatchSize,
): AsyncGenerator<string> {
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
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === batchSize;
    if (more) next = read({ createdAt: last.createdAt, id: last.id });
    if (rows.length > 0)
      yield rows
        .map((row) => enquiryCsvLine(toCsvRecord(row, isLocked(row, lock), showLocations, locale), text))
        .join('');
    if (!more) return;
  }
}

/** e.g. enquiries-the-old-barn-2026-05-14.csv */
export function csvFileName(supplier: Pick<Supplier, 'slug'>, now: Date): string {
  const slug =
    supplier.slug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'supplier';
  return `enquiries-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
