import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch-database.ts';
import { createDiskStorage } from '../../providers/storage/disk.ts';
import { seedDemo } from '../../seed/demo.ts';
import { restoreBackup, writeBackup, type BackupSetup } from './backup.ts';
import { takeDailyBackup } from './backup-job.ts';
import { askRunningPortal, portalRunsOn, serveBackupRequests } from './control-socket.ts';
import { BackupRefused } from './manifest.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';

const serverUrl = testDatabaseUrl();

/** Per table: its rows' count and a checksum over every row, in one order. */
async function snapshotRows(database: Database): Promise<Record<string, string>> {
  const tables = await rawRows<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rawRows<{ count: number; sum: string | null }>(
      database.db,
      sql.raw(`select count(*)::int as count, md5(string_agg(t::text, '|' order by t::text)) as sum from ${name} t`),
    );
    snapshot[name] = `${row?.count} ${row?.sum ?? ''}`;
  }
  return snapshot;
}

async function snapshotFiles(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

let work: string;
let setup: BackupSetup;
let scratch: ScratchDatabase | undefined;
let rowsBefore: Record<string, string>;
let filesBefore: Record<string, string>;
let backupFile: string;

/** The configured database of `setup` (the restored PGlite folder, or the scratch PostgreSQL database). */
const openTarget = () => openDatabase({ databaseUrl: setup.databaseUrl, dataDir: setup.dataDir });

async function wipe(): Promise<void> {
  if (setup.databaseUrl) {
    const client = new pg.Client({ connectionString: setup.databaseUrl });
    await client.connect();
    await client.query('drop schema drizzle cascade; drop schema public cascade; create schema public');
    await client.end();
  } else await rm(path.join(setup.dataDir, 'pgdata'), { recursive: true, force: true });
  await rm(path.join(setup.dataDir, 'uploads'), { recursive: true, force: true });
  await rm(path.join(setup.dataDir, 'auth-secret'), { force: true });
}

async function expectTargetUnchanged(): Promise<void> {
  const database = await openTarget();
  try {
    expect(await snapshotRows(database)).toEqual(rowsBefore);
  } finally {
    await database.close();
  }
  expect(await snapshotFiles(path.join(setup.dataDir, 'uploads'))).toEqual(filesBefore);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
  const dataDir = path.join(work, 'data');
  if (serverUrl) scratch = await createScratchDatabase(serverUrl, 'backup_test');
  setup = { dataDir, databaseUrl: scratch?.url, uploadsInBucket: false };
  const source = await openTarget();
  try {
    await migrateDatabase(source);
    await seedDemo(source.db, createDiskStorage(path.join(dataDir, 'uploads')));
    await writeFile(path.join(dataDir, 'auth-secret'), 'the-install-secret-of-this-test-0123456789');
    rowsBefore = await snapshotRows(source);
    filesBefore = await snapshotFiles(path.join(dataDir, 'uploads'));
    backupFile = path.join(work, 'backups', 'portal.tar');
    await writeBackup(source, setup, backupFile);
  } finally {
    await source.close();
  }
}, 120_000);

afterAll(async () => {
  await scratch?.drop();
  await rm(work, { recursive: true, force: true });
});

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('backs up, and after a wipe restores the same rows of every table and the same files', async () => {
    expect(Object.keys(rowsBefore).length).toBeGreaterThan(50);
    expect(Object.keys(filesBefore).length).toBeGreaterThan(0);
    await wipe();
    const manifest = await restoreBackup(setup, backupFile, { force: false });
    expect(manifest.database).toBe(serverUrl ? 'postgres' : 'pglite');
    await expectTargetUnchanged();
    expect(await readFile(path.join(setup.dataDir, 'auth-secret'), 'utf8')).toBe(
      'the-install-secret-of-this-test-0123456789',
    );
  }, 120_000);

  it('refuses a target holding data without --force, and replaces it with --force', async () => {
    await expect(restoreBackup(setup, backupFile, { force: false })).rejects.toThrow(/already hold.*--force/);
    await expectTargetUnchanged();
    await writeFile(path.join(setup.dataDir, 'uploads', 'stray.txt'), 'not in the backup');
    await restoreBackup(setup, backupFile, { force: true });
    await expectTargetUnchanged();
  }, 120_000);

  it('refuses a corrupt file and leaves the target unchanged', async () => {
    const corrupt = path.join(work, 'corrupt.tar');
    const bytes = await readFile(backupFile);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    await writeFile(corrupt, bytes);
    await expect(restoreBackup(setup, corrupt, { force: true })).rejects.toThrow(BackupRefused);
    await expect(restoreBackup(setup, corrupt, { force: true })).rejects.toThrow(/corrupt|cannot be read/);

    const truncated = path.join(work, 'truncated.tar');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 3)));
    await expect(restoreBackup(setup, truncated, { force: true })).rejects.toThrow(BackupRefused);
    await expectTargetUnchanged();
  }, 120_000);

  it('refuses a foreign tar, a zip and a missing file with a clear message, and leaves the target unchanged', async () => {
    const foreignTar = path.join(work, 'photos.tar');
    const pack = tar.pack();
    pack.entry({ name: 'holiday.jpg' }, 'not a backup');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    await writeFile(foreignTar, Buffer.concat(chunks));
    await expect(restoreBackup(setup, foreignTar, { force: true })).rejects.toThrow(
      'photos.tar is not a backup of the supplier portal (it has no manifest.json).',
    );

    const zip = path.join(work, 'export.zip');
    await writeFile(zip, Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2000, 7)]));
    await expect(restoreBackup(setup, zip, { force: true })).rejects.toThrow(
      /export\.zip cannot be read as a backup of the supplier portal/,
    );
    await expect(restoreBackup(setup, path.join(work, 'absent.tar'), { force: true })).rejects.toThrow(
      /absent\.tar cannot be read as a backup of the supplier portal \(it does not exist\)/,
    );
    await expectTargetUnchanged();
  }, 120_000);

  it('takes the daily backup once a day and keeps the newest', async () => {
    const database = await openTarget();
    try {
      const backups = path.join(setup.dataDir, 'backups');
      const day = new Date('2031-05-04T03:00:00Z');
      const written = await takeDailyBackup(database, setup, 2, day);
      expect(written).toBe(path.join(backups, 'supplier-portal-2031-05-04.tar'));
      expect(await takeDailyBackup(database, setup, 2, new Date('2031-05-04T23:00:00Z'))).toBeNull();
      await copyFile(written!, path.join(backups, 'supplier-portal-2031-05-01.tar'));
      expect(await takeDailyBackup(database, setup, 2, new Date('2031-05-05T03:00:00Z'))).not.toBeNull();
      expect((await readdir(backups)).sort()).toEqual([
        'supplier-portal-2031-05-04.tar',
        'supplier-portal-2031-05-05.tar',
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it.skipIf(serverUrl)(
    'writes the backup of the running portal on request, and refuses a restore while it runs',
    async () => {
      const database = await openTarget();
      const requests = await serveBackupRequests(database, setup);
      try {
        const file = path.join(work, 'asked.tar');
        const manifest = await askRunningPortal(setup.dataDir, file);
        expect(manifest?.database).toBe('pglite');
        expect(existsSync(file)).toBe(true);
        expect(await portalRunsOn(setup.dataDir)).toBe(true);
        await expect(
          restoreBackup(setup, file, { force: true, portalRunning: () => portalRunsOn(setup.dataDir) }),
        ).rejects.toThrow(/The portal is running on .*: stop it before restoring/);
      } finally {
        await requests.close();
        await database.close();
      }
      expect(await portalRunsOn(setup.dataDir)).toBe(false);
      expect(await askRunningPortal(setup.dataDir, path.join(work, 'nobody.tar'))).toBeNull();
    },
    120_000,
  );
});
