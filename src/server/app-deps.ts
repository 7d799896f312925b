import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Providers } from './providers/index.ts';

/**
 * What every part of the API is built with: the settings, the database and the outside services. In a module of its
 * own so that features, jobs and tests name it without importing app.ts, which imports every feature.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  providers: Providers;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
