import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { createArchive, extractArchive } from './archive.ts';
import {
  dumpDatabase,
  knownMigrations,
  loadPglite,
  migrationLevelOf,
  pgliteHoldsData,
  postgresHoldsData,
  restorePostgres,
} from './database-copy.ts';
import {
  BackupRefused,
  buildManifest,
  checkManifest,
  checkTargetKind,
  databaseEntryOf,
  manifestEntry,
  type BackupManifest,
  type EntryDigest,
} from './manifest.ts';

/** Where the portal keeps its data: the settings a backup and a restore read. */
export interface BackupSetup {
  dataDir: string;
  /** PostgreSQL's URL; the embedded database under dataDir/pgdata without it. */
  databaseUrl?: string;
  /** The files are in an S3 bucket (S3_ENDPOINT): the bucket's versioning keeps them, not the backup. */
  uploadsInBucket: boolean;
}

/**
 * Files of DATA_DIR that belong with the database: the generated AUTH_SECRET (sessions, reply addresses and the
 * secrets encrypted at rest are keyed from it) and the demo accounts' passwords.
 */
const dataFiles = ['auth-secret', 'vapid-keys.json', 'demo-accounts.json'];

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes a backup of the database in use and the uploads into `file` (a tar: the database, uploads/…, data/… and
 * manifest.json last). The database first, then the files: uploads never change under their key, so every file a
 * row of the copy names is there unless it was deleted during the backup. Written beside `file` and renamed at the
 * end: a failed backup leaves no half file under its name.
 */
export async function writeBackup(
  database: Database,
  setup: BackupSetup,
  file: string,
  now = new Date(),
): Promise<BackupManifest> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  const partial = path.join(staging, 'backup.tar');
  try {
    const kind = database.engine;
    const migration = await migrationLevelOf(database);
    const dump = path.join(staging, 'database');
    await dumpDatabase(database, setup.databaseUrl, dump);

    const archive = createArchive(partial);
    const entries: EntryDigest[] = [await archive.addFile(databaseEntryOf(kind), dump)];
    await rm(dump);
    if (!setup.uploadsInBucket) {
      const uploads = path.join(setup.dataDir, 'uploads');
      for (const key of await filesUnder(uploads))
        entries.push(await archive.addFile(`uploads/${key}`, path.join(uploads, key)));
    }
    for (const name of dataFiles) {
      const source = path.join(setup.dataDir, name);
      if (await exists(source)) entries.push(await archive.addFile(`data/${name}`, source));
    }
    const manifest = buildManifest({
      database: kind,
      migration,
      createdAt: now.toISOString(),
      uploads: setup.uploadsInBucket ? 'bucket' : 'folder',
      entries,
    });
    await archive.addText(manifestEntry, JSON.stringify(manifest, null, 2));
    await archive.finish();
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What of the target already holds data, named for the operator; empty when the target is empty. */
async function occupied(setup: BackupSetup, staged: string, manifest: BackupManifest): Promise<string[]> {
  const found: string[] = [];
  if (setup.databaseUrl ? await postgresHoldsData(setup.databaseUrl) : await pgliteHoldsData(setup.dataDir))
    found.push(setup.databaseUrl ? 'the database of DATABASE_URL' : path.join(setup.dataDir, 'pgdata'));
  const uploads = path.join(setup.dataDir, 'uploads');
  if (manifest.uploads === 'folder' && (await filesUnder(uploads)).length > 0) found.push(uploads);
  for (const name of dataFiles) {
    const current = await readFile(path.join(setup.dataDir, name)).catch(() => null);
    const restored = await readFile(path.join(staged, 'data', name)).catch(() => null);
    // an identical file is no conflict (the same install's AUTH_SECRET)
    if (current && restored && !current.equals(restored)) found.push(path.join(setup.dataDir, name));
  }
  return found;
}

export interface RestoreOptions {
  /** Replace a target that holds data (the command's --force). */
  force: boolean;
  /** Whether a portal runs on this data folder now (it owns the embedded database: a restore must wait). */
  portalRunning?: () => Promise<boolean>;
}

/**
 * Restores a backup into the configured database and DATA_DIR. The whole file is unpacked and checked against its
 * manifest first; a foreign or corrupt file, another kind of database, or a target holding data (without `force`) is
 * refused with BackupRefused before anything of the target changes.
 */
export async function restoreBackup(
  setup: BackupSetup,
  file: string,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'portal-restore-'));
  try {
    const read = await extractArchive(path.resolve(file), staging);
    const manifest = checkManifest(file, read.manifestText, read.entries, knownMigrations());
    checkTargetKind(file, manifest, setup.databaseUrl ? 'postgres' : 'pglite');
    if (!setup.databaseUrl && (await options.portalRunning?.()))
      throw new BackupRefused(`The portal is running on ${setup.dataDir}: stop it before restoring.`);
    const conflicts = await occupied(setup, staging, manifest);
    if (conflicts.length > 0 && !options.force)
      throw new BackupRefused(
        `Not restored: ${conflicts.join(', ')} already hold${conflicts.length === 1 ? 's' : ''} data. Restore into an empty data folder or database, or add --force to replace it.`,
      );

    const dump = path.join(staging, databaseEntryOf(manifest.database));
    if (setup.databaseUrl) await restorePostgres(setup.databaseUrl, dump, conflicts.length > 0);
    else await loadPglite(setup.dataDir, dump);
    if (manifest.uploads === 'folder') {
      const uploads = path.join(setup.dataDir, 'uploads');
      await rm(uploads, { recursive: true, force: true });
      await mkdir(uploads, { recursive: true });
      if (await exists(path.join(staging, 'uploads')))
        await cp(path.join(staging, 'uploads'), uploads, { recursive: true });
    }
    await mkdir(setup.dataDir, { recursive: true });
    for (const name of dataFiles) {
      const restored = path.join(staging, 'data', name);
      if (await exists(restored))
        await writeFile(path.join(setup.dataDir, name), await readFile(restored), { mode: 0o600 });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
