import { baseFileName, fileKinds } from '../file-types.ts';
import { formatFileSize } from '../format.ts';
import type { Locale } from '../locales.ts';

/**
 * Brochures (spec "Brochure": id, name, title, file; section 5 "Brochure upload errors"): PDF files a
 * supplier offers couples to download.
 */

/** At most this many brochures per supplier. */
export const brochureLimit = 5;
/** One megabyte as the size display counts it (1024 × 1024 bytes). */
const bytesPerMegabyte = 1024 * 1024;
/** Largest brochure accepted: 10 MB. */
export const brochureMaxBytes = 10 * bytesPerMegabyte;
export const brochureTitleMaxLength = 120;

/** The spec's four upload errors: the API's error codes and their i18n keys. */
export const brochureUploadErrors = {
  limitReached: { code: 'brochure-limit-reached', key: 'pricing:brochures.errors.limitReached' },
  fileSize: { code: 'brochure-file-size', key: 'pricing:brochures.errors.fileSize' },
  fileType: { code: 'brochure-file-type', key: 'pricing:brochures.errors.fileType' },
  unknown: { code: 'brochure-unknown-error', key: 'pricing:brochures.errors.unknown' },
} as const;
export type BrochureUploadError = keyof typeof brochureUploadErrors;

/** The i18n key of an upload failure's API code; the unknown error for any other failure. */
export function brochureErrorKey(code: string | undefined): string {
  const match = Object.values(brochureUploadErrors).find((e) => e.code === code);
  return (match ?? brochureUploadErrors.unknown).key;
}

/** A PDF starts with "%PDF-" (the magic bytes; the browser's mime type is not trusted). */
export const isPdf = fileKinds.pdf.looksLike;

/** Spec: the name is the file name without folder or .pdf ("C:\\docs\\Prices 2026.PDF" gives "Prices 2026"). */
export function brochureNameOf(fileName: string): string {
  const name = baseFileName(fileName)
    .replace(/\.pdf$/i, '')
    .trim();
  return name || 'brochure';
}

/** Spec: the size in megabytes with 2 decimals, e.g. "1.50 MB" (de-DE "1,50 MB", fr-FR "1,50 Mo"). */
export function formatBrochureSize(bytes: number, locale: Locale): string {
  return formatFileSize(bytes, locale, { unit: 'megabyte', fractionDigits: 2 });
}
