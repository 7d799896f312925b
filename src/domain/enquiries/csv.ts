import { lockedEnquiryFields } from './locking.ts';
import { hasMark, type ProgressStep, type StatusFlag } from './progress.ts';
import type { EnquirySource } from './source.ts';
import { weddingDateDisplay, type WeddingDatePicker } from './wedding-date.ts';

/**
 * The enquiries export (spec section 7, exportCSV): RFC 4180 lines, safe to open in a spreadsheet.
 * The server writes `csvBom`, the header line and one line per enquiry as it reads them.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

// OWASP CSV injection: a text cell starting with one of these is read as a formula by spreadsheets.
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: text starting with = + - @ tab or CR gets a leading single quote; a cell with a comma,
 * quote, CR or LF is quoted with inner quotes doubled. Numbers stay numbers (-5 is not a formula).
 */
export function escapeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** @internal */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(escapeCsvCell).join(',')}\r\n`;
}

/** Lets spreadsheet programs read the file as UTF-8. */
export const csvBom = '\uFEFF';

/** @internal */
export const enquiryCsvColumns = [
  'receivedAt',
  'partnerName1',
  'partnerName2',
  'email',
  'phone',
  'weddingDate',
  'guests',
  'budget',
  'preferredLocations',
  'message',
  'source',
  'status',
  'progress',
  'important',
  'owner',
  'notesCount',
  'locked',
  'id',
] as const;
type EnquiryCsvColumn = (typeof enquiryCsvColumns)[number];

export interface EnquiryCsvRecord {
  id: string;
  createdAt: Date | string;
  source: EnquirySource;
  partnerName1: string | null;
  partnerName2: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  weddingDate: WeddingDatePicker | null;
  guestsEstimate: number | null;
  /** budget.ts `budgetRangeLabel`, or null without a budget. */
  budgetLabel: string | null;
  /** The couple's counties; empty when the tier does not show them (preferred-locations.ts). */
  preferredLocations: readonly string[];
  progress: readonly ProgressStep[];
  statuses: readonly StatusFlag[];
  ownerName: string | null;
  notesCount: number;
  /** locking.ts `isEnquiryLocked`: a locked enquiry's contact details are left empty. */
  locked: boolean;
}

/** A translator of `enquiries` keys in the reader's locale, and that locale for month names. */
export interface CsvText {
  t: (key: string) => string;
  locale: string;
}

export function enquiryCsvHeader({ t }: CsvText): string {
  return csvLine(enquiryCsvColumns.map((column) => t(`csv.columns.${column}`)));
}

const monthNames = new Map<string, string>();

/** A month's name in the locale, remembered (a formatter is slow to make; the export asks per row). */
function monthNameIn(locale: string, month: number): string {
  const key = `${locale} ${month}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
    monthNames.set(key, name);
  }
  return name;
}

/** An exact day as 2026-06-13; otherwise words, e.g. "June 2026 (Saturday)", "Summer 2026". */
export function weddingDateText(picker: WeddingDatePicker | null, { t, locale }: CsvText): string {
  if (picker === null) return '';
  const d = weddingDateDisplay(picker);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d.precision === 'day') return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
  const year = 'year' in d && d.year !== null ? ` ${d.year}` : '';
  const monthName = (month: number) => monthNameIn(locale, month);
  const main =
    d.precision === 'month'
      ? `${monthName(d.month)}${year}`
      : d.precision === 'season'
        ? `${t(`seasons.${d.season}`)}${year}`
        : d.precision === 'year'
          ? String(d.year)
          : t('weddingDate.undecided');
  return d.weekDay ? `${main} (${t(`weekDays.${d.weekDay}`)})` : main;
}

function statusText(record: EnquiryCsvRecord, t: CsvText['t']): string {
  if (hasMark(record, 'booked')) return t('views.booked');
  if (hasMark(record, 'lost')) return t('views.lost');
  if (hasMark(record, 'dismissed')) return t('statusFlags.dismissed');
  return t('views.inprogress');
}

export function enquiryCsvLine(record: EnquiryCsvRecord, text: CsvText): string {
  const { t } = text;
  const hidden = (field: (typeof lockedEnquiryFields)[number]) => (record.locked ? null : record[field]);
  const yesNo = (on: boolean) => t(on ? 'csv.yes' : 'csv.no');
  const cells: Record<EnquiryCsvColumn, CsvValue> = {
    receivedAt: new Date(record.createdAt),
    partnerName1: hidden('partnerName1'),
    partnerName2: hidden('partnerName2'),
    email: hidden('email'),
    phone: hidden('phone'),
    weddingDate: weddingDateText(record.weddingDate, text),
    guests: record.guestsEstimate,
    budget: record.budgetLabel,
    preferredLocations: record.preferredLocations.join('; '),
    message: hidden('message'),
    source: t(`sources.${record.source}`),
    status: statusText(record, t),
    progress: record.progress.map((step) => t(`progress.${step}`)).join('; '),
    important: yesNo(hasMark(record, 'important')),
    owner: record.ownerName,
    notesCount: record.notesCount,
    locked: yesNo(record.locked),
    id: record.id,
  };
  return csvLine(enquiryCsvColumns.map((column) => cells[column]));
}
