import { baseFileName, extensionOf, fileKinds, type FileExtension } from '../file-types.ts';

/**
 * Files a booked couple and its supplier exchange (contracts, timelines, mood boards; docs/decisions/couples.md,
 * "What a booking file may be"): PDF, images, Office and OpenDocument files and plain text, at most 20 MB each and 50
 * per booking. A supplier deletes only the files its side shared.
 */
const bookingFileExtensions = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'txt',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
] as const satisfies readonly FileExtension[];
export type BookingFileExtension = (typeof bookingFileExtensions)[number];

const bookingFileMaxMegabytes = 20;
export const bookingFileMaxBytes = bookingFileMaxMegabytes * 1024 * 1024;
export const bookingFileLimit = 50;
/**
 * The longest file name kept (a longer one is cut before its extension).
 * @internal
 */
export const bookingFileNameMaxLength = 120;

/** What the file input offers: the extensions, as its `accept` attribute takes them. */
export const bookingFileAccept = bookingFileExtensions.map((extension) => `.${extension}`).join(',');

/** Refused uploads: the API's error codes and their i18n keys (the file field's error). */
export const bookingFileErrors = {
  type: { code: 'booking-file-type', key: 'couples:errors.fileType' },
  size: { code: 'booking-file-size', key: 'couples:errors.fileSize' },
  limit: { code: 'booking-file-limit', key: 'couples:errors.fileLimit' },
  none: { code: 'validation', key: 'couples:errors.fileNone' },
} as const;
export type BookingFileError = keyof typeof bookingFileErrors;

export const isBookingFileExtension = (extension: string): extension is BookingFileExtension =>
  (bookingFileExtensions as readonly string[]).includes(extension);

/** The i18n key of a refused upload's API code, null for any other failure. */
export function bookingFileErrorKey(code: string | undefined): string | null {
  return Object.values(bookingFileErrors).find((e) => e.code === code && e.code !== 'validation')?.key ?? null;
}

/**
 * The kind of an uploaded file, or why it is refused: an allowed extension whose bytes match it
 * (a script renamed .pdf is refused), not empty and not over the limit.
 */
export function checkBookingFile(
  fileName: string,
  bytes: Uint8Array,
): { extension: BookingFileExtension; contentType: string } | { error: BookingFileError } {
  const extension = extensionOf(baseFileName(fileName));
  if (bytes.length === 0 || bytes.length > bookingFileMaxBytes) return { error: 'size' };
  if (!isBookingFileExtension(extension) || !fileKinds[extension].looksLike(bytes)) return { error: 'type' };
  return { extension, contentType: fileKinds[extension].contentType };
}

/** The name shown: the sent name without folder or control characters, cut to the limit with its extension kept. */
export function bookingFileNameOf(fileName: string, extension: BookingFileExtension): string {
  const base = baseFileName(fileName);
  if (base.length <= bookingFileNameMaxLength) return base || `file.${extension}`;
  const suffix = `.${extension}`;
  return `${base.slice(0, bookingFileNameMaxLength - suffix.length).trimEnd()}${suffix}`;
}

/**
 * The last segment of the storage key: the name in safe letters ("Seating plan (v2).PDF" gives
 * "seating-plan-v2.pdf"), so a download is named like the file and a key never escapes its folder.
 */
export function bookingFileSlug(name: string, extension: BookingFileExtension): string {
  const stem = name
    .slice(0, name.length - extension.length - 1)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${stem || 'file'}.${extension}`;
}
