import { escapeCsvCell } from '../enquiries/csv.ts';

/**
 * Issue 35 "Data export": a user's own data, or a business's data for one of its admins, as a ZIP built by a
 * background job, downloadable by the requester alone for `exportKeptDays` after it is ready.
 */
export const dataExportKinds = ['user', 'business'] as const;
export type DataExportKind = (typeof dataExportKinds)[number];

/** Stored status: pending (asked), building (a job node has it), ready (file stored), failed, expired (file deleted). */
export type DataExportStatus = 'pending' | 'building' | 'ready' | 'failed' | 'expired';

/** What the requester sees: requested (waiting or being built), ready to download, expired, failed. */
export const dataExportStates = ['requested', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/**
 * Days a ready export can be downloaded: long enough for a holiday, short for a file full of personal data.
 * @internal
 */
export const exportKeptDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

export function exportExpiresAt(readyAt: Date): Date {
  return new Date(readyAt.getTime() + exportKeptDays * dayMs);
}

/**
 * The download stops working from its expiry instant on.
 * @internal
 */
export function isExportExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

/** A build a node started and did not finish within this time (the node stopped) is taken up again. */
export const exportBuildTimeoutMs = 60 * 60 * 1000;

export function exportStateOf(row: { status: DataExportStatus; expiresAt: Date | null }, now: Date): DataExportState {
  if (row.status === 'pending' || row.status === 'building') return 'requested';
  if (row.status === 'failed') return 'failed';
  if (row.status === 'expired' || isExportExpired(row.expiresAt, now)) return 'expired';
  return 'ready';
}

/**
 * What goes into the ZIP, entity by entity: `<name>.json` for each; `<name>.csv` beside it for the tables (lists of
 * rows); files (photos, enquiry files, message attachments) in the folder `files/`. The screens list these entities.
 */
export const exportEntities = {
  user: [
    { name: 'account', table: false },
    { name: 'memberships', table: true },
    { name: 'messages', table: true },
    { name: 'teamChat', table: true },
    { name: 'notifications', table: false },
    { name: 'auditEntries', table: true },
  ],
  business: [
    { name: 'listing', table: false },
    { name: 'media', table: true },
    { name: 'enquiries', table: true },
    { name: 'messages', table: true },
    { name: 'notes', table: true },
    { name: 'quotes', table: true },
    { name: 'contractTemplates', table: true },
    { name: 'files', table: true },
    { name: 'reviews', table: true },
    { name: 'offers', table: true },
    { name: 'statistics', table: true },
    { name: 'invoices', table: true },
  ],
} as const satisfies Record<DataExportKind, readonly { name: string; table: boolean }[]>;

export type ExportEntityName = (typeof exportEntities)[DataExportKind][number]['name'];

/** The ZIP entries of one entity: its JSON, and its CSV when it is a table. */
export function entityEntryNames(entity: { name: string; table: boolean }): string[] {
  return entity.table ? [`${entity.name}.json`, `${entity.name}.csv`] : [`${entity.name}.json`];
}

/**
 * A file's place in the ZIP: `files/<folder>/<id>-<name>`, each part reduced to characters every unzip tool takes (no
 * `..`, no leading dot), so a couple's file name cannot place a file outside the folder.
 */
export function exportFilePath(folder: string, id: string, name: string): string {
  const safe = (part: string) => part.replace(/[^a-zA-Z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'file';
  return `files/${folder.split('/').map(safe).join('/')}/${safe(id)}-${safe(name)}`;
}

/** One cell of a generic table: a nested value (a list, a JSON column) as its JSON text. */
function cellOf(value: unknown) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return escapeCsvCell(value);
  return escapeCsvCell(JSON.stringify(value));
}

/**
 * A table's CSV (RFC 4180, the enquiries export's spreadsheet-safe cells): a header of every key the rows have, in
 * order of first appearance, then one line per row. No rows: the empty file (the JSON says `[]`).
 */
export function tableCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return '';
  const line = (cells: string[]) => `${cells.join(',')}\r\n`;
  return (
    line(columns.map((c) => escapeCsvCell(c))) + rows.map((row) => line(columns.map((c) => cellOf(row[c])))).join('')
  );
}
