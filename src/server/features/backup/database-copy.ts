import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { projectPath } from '../../project-path.ts';
import { BackupRefused } from './manifest.ts';

const run = promisify(execFile);

/** The `when` stamps of this portal's migrations (drizzle's journal): a backup's level must be one of them. */
export function knownMigrations(): number[] {
  const journal = JSON.parse(readFileSync(projectPath('drizzle/meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/** How many migrations the database has applied and the last one's stamp (0 and 0 on an empty database). */
export async function migrationLevelOf(database: Database): Promise<{ count: number; last: number }> {
  const [exists] = await rawRows<{ found: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return { count: 0, last: 0 };
  const [level] = await rawRows<{ count: number; last: string | null }>(
    database.db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: level?.count ?? 0, last: Number(level?.last ?? 0) };
}

/** A tool's failure as one line for the operator: its own message on standard error, else the error's. */
const failureOf = (tool: string, error: unknown) => {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new Error(`${tool} failed: ${stderr || (error as Error).message}`);
};

/** Writes the running database into `file`: the PGlite data folder (gzip tar) or a `pg_dump -Fc` archive. */
export async function dumpDatabase(database: Database, databaseUrl: string | undefined, file: string): Promise<void> {
  if (database.dumpDataDir) {
    await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()), { mode: 0o600 });
    return;
  }
  if (!databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  // pg_dump reads one snapshot of the database while the portal goes on writing
  await run('pg_dump', ['--format=custom', '--file', file, '--dbname', databaseUrl]).catch((error: unknown) => {
    throw failureOf('pg_dump', error);
  });
}

/** Whether the embedded database's folder holds a database. */
export async function pgliteHoldsData(dataDir: string): Promise<boolean> {
  const entries = await readdir(path.join(dataDir, 'pgdata')).catch(() => []);
  return entries.length > 0;
}

/** Loads a PGlite dump into DATA_DIR/pgdata, which must be empty or absent. */
export async function loadPglite(dataDir: string, dump: string): Promise<void> {
  await rm(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
  const blob = new Blob([await readFile(dump)], { type: 'application/x-gzip' });
  const database = await openDatabase({ dataDir, loadDataDir: blob });
  await database.close();
}

/** Whether the PostgreSQL database holds anything of the portal (a table or the migrations' schema). */
export async function postgresHoldsData(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error: unknown) => {
    throw new BackupRefused(`The database of DATABASE_URL cannot be reached (${(error as Error).message}).`);
  });
  try {
    const { rows } = await client.query<{ found: boolean }>(
      `select exists (select 1 from pg_tables where schemaname = 'public')
           or exists (select 1 from pg_namespace where nspname = 'drizzle') as found`,
    );
    return rows[0]?.found ?? false;
  } finally {
    await client.end();
  }
}

/** Restores a `pg_dump -Fc` archive; with `replace`, first drops what the database holds of the portal. */
export async function restorePostgres(databaseUrl: string, dump: string, replace: boolean): Promise<void> {
  if (replace) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    } finally {
      await client.end();
    }
  }
  // one transaction: a failure half-way leaves the database as it was before pg_restore began
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    '--dbname',
    databaseUrl,
    dump,
  ]).catch((error: unknown) => {
    throw failureOf('pg_restore', error);
  });
}
