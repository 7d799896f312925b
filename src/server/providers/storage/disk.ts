import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from '../../../domain/file-types.ts';
import { assertSafeKey, uploadsKeyOf, uploadsUrl, type StorageProvider } from './types.ts';

/** Embedded default: files under DATA_DIR/uploads, served by the app at /uploads/<key>. */
export function createDiskStorage(root: string): StorageProvider {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        const body = await readFile(fileOf(key));
        return { body, contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: uploadsUrl,
    keyOf: uploadsKeyOf,
  };
}
