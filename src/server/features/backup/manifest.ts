import { z } from '../../../domain/zod.ts';

/**
 * The manifest of a backup file (its last entry, manifest.json): what the file holds and how to check it. A restore
 * reads every entry, hashes it, and trusts nothing until `checkManifest` passes: a foreign or corrupt file is refused
 * before the target is touched.
 */
const backupFormat = 'supplier-portal-backup';
const backupFormatVersion = 1;
export const manifestEntry = 'manifest.json';

export type DatabaseKind = 'pglite' | 'postgres';

/** The entry holding the database: a PGlite data-folder dump (gzip tar) or a `pg_dump -Fc` archive. */
export const databaseEntryOf = (kind: DatabaseKind) =>
  kind === 'pglite' ? 'database/pgdata.tar.gz' : 'database/postgres.dump';

export interface EntryDigest {
  path: string;
  size: number;
  sha256: string;
}

const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.number().int(),
  database: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the database (drizzle journal's `when`) and how many were applied. */
  migration: z.object({ count: z.number().int().min(0), last: z.number().int() }),
  createdAt: z.string().datetime(),
  /** `folder`: DATA_DIR/uploads is in the file; `bucket`: the files stayed in the S3 bucket (its versioning). */
  uploads: z.enum(['folder', 'bucket']),
  entries: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup file that must not be restored; the message says why, for the operator. */
export class BackupRefused extends Error {}

export function buildManifest(input: Omit<BackupManifest, 'format' | 'version'>): BackupManifest {
  return { format: backupFormat, version: backupFormatVersion, ...input };
}

/** Entry paths a backup may hold: relative, no `..`, no absolute or empty segment (a tar can name anything). */
export function isSafeEntryPath(entry: string): boolean {
  const segments = entry.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..') && !entry.includes('\\') && !entry.includes('\0');
}

/**
 * Judges a backup file from its manifest's text and the digests of the entries actually read: answers the manifest,
 * or throws BackupRefused naming what is wrong. `knownMigrations` are the `when` stamps this portal's migrations have:
 * a database at a migration this portal does not know was written by a newer portal, which this one cannot run.
 */
export function checkManifest(
  file: string,
  manifestText: string | undefined,
  read: readonly EntryDigest[],
  knownMigrations: readonly number[],
): BackupManifest {
  if (manifestText === undefined)
    throw new BackupRefused(`${file} is not a backup of the supplier portal (it has no ${manifestEntry}).`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupRefused(`${file} is not a backup of the supplier portal (its ${manifestEntry} is not JSON).`);
  }
  if ((parsed as { format?: unknown } | null)?.format !== backupFormat)
    throw new BackupRefused(`${file} is not a backup of the supplier portal (its manifest names another format).`);
  if ((parsed as { version?: unknown }).version !== backupFormatVersion)
    throw new BackupRefused(
      `${file} is a backup in format version ${String((parsed as { version?: unknown }).version)}; this portal reads version ${backupFormatVersion}.`,
    );
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupRefused(`${file} is corrupt: its manifest is incomplete.`);
  const manifest = result.data;

  const actual = new Map(read.map((entry) => [entry.path, entry]));
  for (const expected of manifest.entries) {
    const found = actual.get(expected.path);
    if (!found) throw new BackupRefused(`${file} is corrupt or incomplete: ${expected.path} is missing.`);
    if (found.size !== expected.size || found.sha256 !== expected.sha256)
      throw new BackupRefused(`${file} is corrupt: ${expected.path} does not match its checksum.`);
    actual.delete(expected.path);
  }
  const extra = [...actual.keys()].find((entry) => entry !== manifestEntry);
  if (extra) throw new BackupRefused(`${file} is corrupt: ${extra} is not in its manifest.`);
  if (!manifest.entries.some((entry) => entry.path === databaseEntryOf(manifest.database)))
    throw new BackupRefused(`${file} is corrupt: it holds no database.`);
  if (manifest.entries.some((entry) => !isSafeEntryPath(entry.path)))
    throw new BackupRefused(`${file} is not a backup of the supplier portal (it names files outside its folders).`);
  if (manifest.migration.count > 0 && !knownMigrations.includes(manifest.migration.last))
    throw new BackupRefused(
      `${file} was made by a newer version of the portal (its database has a migration this version does not know): restore it with that version.`,
    );
  return manifest;
}

/** Refuses restoring one kind of database into the other: the dumps are of different tools. */
export function checkTargetKind(file: string, manifest: BackupManifest, target: DatabaseKind): void {
  if (manifest.database === target) return;
  const name = (kind: DatabaseKind) => (kind === 'pglite' ? 'the embedded database' : 'PostgreSQL');
  throw new BackupRefused(
    `${file} is a backup of ${name(manifest.database)}; the portal is configured for ${name(target)} (${target === 'postgres' ? 'unset DATABASE_URL' : 'set DATABASE_URL'} to restore it).`,
  );
}

/** The scheduled backups' file names (one a day), and which to delete so that `kept` newest stay. */
export const scheduledBackupName = (day: string) => `supplier-portal-${day}.tar`;
const scheduledPattern = /^supplier-portal-\d{4}-\d{2}-\d{2}\.tar$/;

export function scheduledBackupsToDelete(names: readonly string[], kept: number): string[] {
  return names
    .filter((name) => scheduledPattern.test(name))
    .sort()
    .reverse()
    .slice(kept);
}
