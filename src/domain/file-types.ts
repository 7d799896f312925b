/**
 * The kinds of file the portal stores, by file-name extension: the content type it is served with and
 * the first bytes a real file of that kind starts with (the browser's mime type and the name are not
 * trusted). Shared by the storage's disk default, which knows a file only by its key.
 */
interface FileKind {
  contentType: string;
  /** Whether the bytes can be a file of this kind. */
  looksLike: (bytes: Uint8Array) => boolean;
}

const startsWith =
  (...magic: number[]) =>
  (bytes: Uint8Array) =>
    bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

const pdf = startsWith(0x25, 0x50, 0x44, 0x46, 0x2d); // "%PDF-"
const jpeg = startsWith(0xff, 0xd8, 0xff);
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const gif = startsWith(0x47, 0x49, 0x46, 0x38); // "GIF8"
const webp = (bytes: Uint8Array) =>
  startsWith(0x52, 0x49, 0x46, 0x46)(bytes) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP';
/** Word, Excel and PowerPoint 2007+ and OpenDocument files are ZIP archives. */
const zip = startsWith(0x50, 0x4b, 0x03, 0x04);
/** Word, Excel and PowerPoint 97-2003 files are OLE compound documents. */
const ole = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Plain text: UTF-8 without NUL bytes (a binary file renamed .txt is refused). */
function utf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const office = (subtype: string, looksLike: (bytes: Uint8Array) => boolean): FileKind => ({
  contentType: `application/${subtype}`,
  looksLike,
});

export const fileKinds = {
  pdf: { contentType: 'application/pdf', looksLike: pdf },
  jpg: { contentType: 'image/jpeg', looksLike: jpeg },
  jpeg: { contentType: 'image/jpeg', looksLike: jpeg },
  png: { contentType: 'image/png', looksLike: png },
  gif: { contentType: 'image/gif', looksLike: gif },
  webp: { contentType: 'image/webp', looksLike: webp },
  txt: { contentType: 'text/plain; charset=utf-8', looksLike: utf8Text },
  doc: office('msword', ole),
  docx: office('vnd.openxmlformats-officedocument.wordprocessingml.document', zip),
  xls: office('vnd.ms-excel', ole),
  xlsx: office('vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip),
  ppt: office('vnd.ms-powerpoint', ole),
  pptx: office('vnd.openxmlformats-officedocument.presentationml.presentation', zip),
  odt: office('vnd.oasis.opendocument.text', zip),
  ods: office('vnd.oasis.opendocument.spreadsheet', zip),
  odp: office('vnd.oasis.opendocument.presentation', zip),
} as const satisfies Record<string, FileKind>;
export type FileExtension = keyof typeof fileKinds;

/** The lower-case extension of a file name ("Plan.PDF" gives "pdf"), '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The content type a stored file is served with: by its extension, else an unknown binary. */
export function contentTypeOf(fileName: string): string {
  const extension = extensionOf(fileName);
  return Object.hasOwn(fileKinds, extension)
    ? fileKinds[extension as FileExtension].contentType
    : 'application/octet-stream';
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/**
 * A file name as sent, without its folder ("C:\\docs\\Plan.pdf" gives "Plan.pdf") and without control
 * characters (a multipart file name is not a validated JSON string, and a NUL cannot be stored).
 */
export function baseFileName(fileName: string): string {
  return (fileName.replace(controlCharacters, '').split(/[\\/]/).pop() ?? '').trim();
}
