import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BackupRefused, isSafeEntryPath, manifestEntry, type EntryDigest } from './manifest.ts';

/** Passes the bytes on while hashing them. */
function hashing(onDone: (sha256: string, size: number) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      onDone(hash.digest('hex'), size);
      done();
    },
  });
}

export interface ArchiveWriter {
  /** Adds a file read from disk; answers its digest, taken from the very bytes written. */
  addFile(entry: string, source: string): Promise<EntryDigest>;
  addText(entry: string, text: string): Promise<void>;
  finish(): Promise<void>;
}

/** A tar file written entry by entry (a tar streams: no entry is held in memory, whatever its size). */
export function createArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(file, { mode: 0o600 }));
  // a failed write is reported by finish(); until then it must not be an unhandled rejection
  written.catch(() => undefined);
  return {
    async addFile(entry, source) {
      const { size } = await stat(source);
      let digest = { path: entry, size, sha256: '' };
      await pipeline(
        createReadStream(source),
        hashing((sha256) => (digest = { ...digest, sha256 })),
        pack.entry({ name: entry, size, mode: 0o600 }),
      );
      return digest;
    },
    async addText(entry, text) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry, mode: 0o600 }, text, (error) => (error ? reject(error) : resolve())),
      );
    },
    async finish() {
      pack.finalize();
      await written;
    },
  };
}

export interface ExtractedArchive {
  entries: EntryDigest[];
  manifestText: string | undefined;
}

/**
 * Unpacks a backup file into `dir`, hashing every entry, and answers the digests and the manifest's text for
 * checkManifest. Only plain files under safe relative names are taken; anything else is no backup of ours.
 */
export async function extractArchive(file: string, dir: string): Promise<ExtractedArchive> {
  const entries: EntryDigest[] = [];
  let manifestText: string | undefined;
  const extract = tar.extract();
  const source = createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file' || !isSafeEntryPath(name) || entries.some((e) => e.path === name))
        throw new BackupRefused(`${file} is not a backup of the supplier portal (it holds ${name}).`);
      if (name === manifestEntry) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = path.join(dir, name);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(
        entry,
        hashing((sha256, size) => entries.push({ path: name, size, sha256 })),
        createWriteStream(target),
      );
    }
  } catch (error) {
    source.destroy();
    if (error instanceof BackupRefused) throw error;
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message;
    throw new BackupRefused(`${file} cannot be read as a backup of the supplier portal (${reason}).`);
  }
  return { entries, manifestText };
}
