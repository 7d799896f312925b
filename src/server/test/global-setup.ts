import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | undefined;
    pgliteDumpPath: string | undefined;
  }
}

/**
 * Migrates one database for the whole run. On PostgreSQL (TEST_DATABASE_URL) a fresh database is
 * created and dropped at the end; on PGlite the migrated data folder is dumped once and every test
 * file loads that dump, so no file pays for migrating again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'portal_test');
    const database = await openDatabase({ databaseUrl: scratch.url });
    await migrateDatabase(database);
    await database.close();
    project.provide('testDatabaseUrl', scratch.url);
    project.provide('pgliteDumpPath', undefined);
    return scratch.drop;
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = path.resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const dumpPath = path.join(dir, `migrated-${process.pid}.tar`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseUrl', undefined);
  project.provide('pgliteDumpPath', dumpPath);
  return undefined;
}
