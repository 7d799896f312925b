interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** Uploaded files by key (e.g. `profile-photos/<user>/<id>.jpg`); the embedded default keeps them on disk. */
export interface StorageProvider {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Where a browser fetches the file: `/uploads/<key>`, answered by the app from the provider. */
  publicUrl(key: string): string;
  /** The key of a publicUrl, null for any other URL. */
  keyOf(url: string): string | null;
}

const uploadsPrefix = '/uploads/';

export const uploadsUrl = (key: string) => `${uploadsPrefix}${key}`;

export function uploadsKeyOf(url: string): string | null {
  const key = url.startsWith(uploadsPrefix) ? url.slice(uploadsPrefix.length) : '';
  return isSafeKey(key) ? key : null;
}

/** Keys are relative paths of segments that start with a letter or digit: no `..`, no leading slash, no backslash. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key);
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}
