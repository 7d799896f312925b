import { ZipFile } from 'yazl';
import {
  entityEntryNames,
  exportEntities,
  tableCsv,
  type DataExportKind,
} from '../../../domain/data-export/data-export.ts';
import { csvBom } from '../../../domain/enquiries/csv.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { ExportContents } from './contents.ts';

/** Collects a stream's chunks: the storage adapter takes a whole body. */
async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const asRows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []) as never;

/**
 * The export's ZIP (yazl: a streaming writer that compresses entry by entry): per entity `<name>.json` and, for
 * tables, `<name>.csv`; each stored file under `files/`, fetched one at a time. A file gone from storage is left out
 * (its row still lists it). `README.txt` says what is where.
 */
export async function buildExportZip(
  kind: DataExportKind,
  contents: ExportContents,
  storage: StorageProvider,
  now: Date,
): Promise<Buffer> {
  const zip = new ZipFile();
  const output = bufferOf(zip.outputStream);
  const mtime = now;
  const entries: string[] = [];
  for (const entity of exportEntities[kind]) {
    const value = contents.entities[entity.name] ?? (entity.table ? [] : {});
    const [jsonName, csvName] = entityEntryNames(entity);
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), jsonName!, { mtime });
    entries.push(jsonName!);
    if (csvName) {
      zip.addBuffer(Buffer.from(csvBom + tableCsv(asRows(value))), csvName, { mtime });
      entries.push(csvName);
    }
  }
  for (const file of contents.files) {
    const stored = await storage.get(file.storageKey);
    if (!stored) continue;
    // photos and documents are compressed already: stored as they are
    zip.addBuffer(stored.body, file.zipPath, { mtime, compress: false });
    entries.push(file.zipPath);
  }
  zip.addBuffer(Buffer.from(`Exported ${now.toISOString()}\n\n${entries.join('\n')}\n`), 'README.txt', { mtime });
  zip.end();
  return output;
}
