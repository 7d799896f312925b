import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { writeBackup, type BackupSetup } from './backup.ts';
import { scheduledBackupName, scheduledBackupsToDelete } from './manifest.ts';

const scheduledBackupsDir = (dataDir: string) => path.resolve(dataDir, 'backups');

/**
 * Takes the day's backup into DATA_DIR/backups unless one was taken (on any node: the node that inserts the day's
 * row in backup_runs writes it), then deletes all but the `kept` newest. A failed backup gives its day back, so the
 * next tick tries again. Answers the file written, or null.
 * @internal
 */
export async function takeDailyBackup(
  database: Database,
  setup: BackupSetup,
  kept: number,
  now: Date,
): Promise<string | null> {
  const day = now.toISOString().slice(0, 10);
  const claimed = await database.db.insert(backupRuns).values({ day }).onConflictDoNothing().returning();
  if (claimed.length === 0) return null;
  const dir = scheduledBackupsDir(setup.dataDir);
  const file = path.join(dir, scheduledBackupName(day));
  try {
    await writeBackup(database, setup, file, now);
  } catch (error) {
    await database.db.delete(backupRuns).where(eq(backupRuns.day, day));
    throw error;
  }
  for (const old of scheduledBackupsToDelete(await readdir(dir), kept)) await rm(path.join(dir, old), { force: true });
  return file;
}

/** The backup schedule: every hour on each node, the day's backup once it has none (BACKUPS_KEPT=0: off). */
export function keepBackingUp(
  database: Database,
  setup: BackupSetup,
  kept: number,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): { ready: Promise<void>; stop(): void } {
  if (kept === 0) return { ready: Promise.resolve(), stop: () => undefined };
  return repeatEvery(() => takeDailyBackup(database, setup, kept, new Date()), everyMs, onError);
}
