import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database.ts';
import { integrationWorkers } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL, one migrated database per worker (read through `testDatabaseUrl()` of test-app.ts). */
    testDatabaseUrls: string[] | undefined;
    pgliteDumpPath: string | undefined;
  }
}

/**
 * Migrates one database for the whole run. On PostgreSQL (TEST_DATABASE_URL) a fresh database is
 * migrated and copied once per worker (a template copy takes a moment), all dropped at the end; on
 * PGlite the migrated data folder is dumped once and every test file loads that dump, so no file pays
 * for migrating again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'portal_test');
    const database = await openDatabase({ databaseUrl: template.url });
    await migrateDatabase(database);
    await database.close();
    const copies: ScratchDatabase[] = [];
    const dropAll = async () => {
      for (const copy of copies) await copy.drop();
      await template.drop();
    };
    try {
      for (let worker = 1; worker <= integrationWorkers; worker++) copies.push(await template.copy(`w${worker}`));
    } catch (error) {
      await dropAll();
      throw error;
    }
    project.provide(
      'testDatabaseUrls',
      copies.map((copy) => copy.url),
    );
    project.provide('pgliteDumpPath', undefined);
    return dropAll;
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
  project.provide('testDatabaseUrls', undefined);
  project.provide('pgliteDumpPath', dumpPath);
  return undefined;
}
