import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createProviders } from '../providers/index.ts';

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, this worker's copy of the run's migrated database; undefined on PGlite. Files of one worker run one
 * after the other on its copy, as they all did on one database before; workers run side by side.
 */
export function testDatabaseUrl(): string | undefined {
  const urls = inject('testDatabaseUrls');
  if (!urls) return undefined;
  const url = urls[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  // two workers on one database would meet each other's rows: more workers than copies is a setup error
  if (!url) throw new Error(`no test database for worker ${process.env.VITEST_POOL_ID} (${urls.length} made)`);
  return url;
}

/** Opens the run's migrated test database (a PGlite copy, or this worker's PostgreSQL database). */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = testDatabaseUrl();
  if (databaseUrl) return openDatabase({ databaseUrl });
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('the integration global setup did not run');
  return openDatabase({ loadDataDir: new Blob([readFileSync(dumpPath)]) });
}

export interface TestAppOptions {
  /** Adds test-only routes or hooks to the app before it is ready. */
  beforeReady?: (app: App) => void;
  /** Serves a web build from this folder. */
  webRoot?: string;
  /** Fastify's logger options (the app is silent otherwise). */
  logger?: BuildAppOptions['logger'];
  /** Receives the unexpected errors instead of the log. */
  errorReporter?: BuildAppOptions['errorReporter'];
}

/** The app on the run's test database, configured by `env` over quiet defaults (no demo seed). */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
  const database = await openTestDatabase();
  const providers = createProviders(config, database);
  const app = await buildApp(
    { config, database, providers },
    { webRoot: options.webRoot, logger: options.logger, errorReporter: options.errorReporter },
  );
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
