import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { restoreBackup, writeBackup, type BackupSetup } from './backup.ts';
import { askRunningPortal, portalRunsOn } from './control-socket.ts';
import { pgliteHoldsData } from './database-copy.ts';
import { BackupRefused, type BackupManifest } from './manifest.ts';

export const backupSetupOf = (config: Config): BackupSetup => ({
  dataDir: config.DATA_DIR,
  databaseUrl: config.DATABASE_URL,
  uploadsInBucket: Boolean(config.S3_ENDPOINT),
});

/** One line on what a backup holds, for the operator. */
export function describeBackup(manifest: BackupManifest): string {
  const database = manifest.database === 'pglite' ? 'the embedded database' : 'PostgreSQL';
  const files = manifest.entries.filter((entry) => entry.path.startsWith('uploads/')).length;
  const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0);
  const uploads =
    manifest.uploads === 'bucket'
      ? 'the uploads stay in the S3 bucket (its versioning keeps them)'
      : `${files} uploaded files`;
  return `${database} at migration ${manifest.migration.count}, ${uploads}, ${(bytes / 1_048_576).toFixed(1)} MiB, taken ${manifest.createdAt}`;
}

/**
 * `npm run backup -- <file>`: PostgreSQL is dumped from here (pg_dump reads a snapshot while the portal runs); the
 * embedded database by the portal running on it, or, when none runs, by opening its folder here.
 */
export async function backupCommand(config: Config, file: string): Promise<BackupManifest> {
  const setup = backupSetupOf(config);
  if (!config.DATABASE_URL) {
    const written = await askRunningPortal(config.DATA_DIR, file);
    if (written) return written;
    if (!(await pgliteHoldsData(config.DATA_DIR)))
      throw new BackupRefused(`There is no embedded database in ${config.DATA_DIR} to back up.`);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await writeBackup(database, setup, file);
  } finally {
    await database.close();
  }
}

/** `npm run restore -- <file> [--force]`. */
export function restoreCommand(config: Config, file: string, force: boolean): Promise<BackupManifest> {
  return restoreBackup(backupSetupOf(config), file, { force, portalRunning: () => portalRunsOn(config.DATA_DIR) });
}
