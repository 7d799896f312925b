import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { projectPath } from '../project-path.ts';
import { createLocalChangeFeed, createPostgresChangeFeed, type ChangeFeed } from './change-feed.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Changes told to every node, so each drops what it cached of them. */
  changes: ChangeFeed;
  /** The embedded database's data folder as a gzip tar, taken between transactions (backups); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = projectPath('drizzle');

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (ignored with databaseUrl). */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests load a migrated copy instead of migrating again). */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL over databaseUrl, or the embedded PGlite under dataDir/pgdata (in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // a stalled connection fails (and is retried) instead of holding a node's start past its ready hook's timeout
    const changes = createPostgresChangeFeed(
      pool,
      () => new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 }),
    );
    const close = async () => {
      await changes.close();
      await pool.end();
    };
    return { db: drizzle({ client: pool, schema }) as unknown as Db, engine: 'postgres', changes, close };
  }
  const { openPgliteThread } = await import('./pglite-thread.ts');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
  }
  // on a thread of its own: its engine would otherwise run on the thread that serves HTTP
  const client = await openPgliteThread({ dataDir, loadDataDir: options.loadDataDir });
  return {
    db: drizzle({ client: client as never, schema }) as unknown as Db,
    engine: 'pglite',
    changes: createLocalChangeFeed(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** Applies the committed SQL migrations in ./drizzle. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}
