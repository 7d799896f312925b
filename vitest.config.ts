import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/workers.ts';
import { integrationWorkers } from './src/server/test/workers.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'src/server/**/*.unit.test.ts'],
          environment: 'node',
          // Vitest's default leaves a core idle (one worker on a 2-core machine); pure rules share nothing
          maxWorkers: availableParallelism(),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // a worker loads the app's modules once for all its files, not once per file: a file's import cost ~2 s (9 s
          // on a loaded machine) of its own. Files share no state through modules: each builds its own app over its
          // own database (PGlite copy) or its worker's (PostgreSQL), and the suite passes in any order
          isolate: false,
          // each file loads its own copy of the migrated database on PGlite; on PostgreSQL each worker has its own
          // database, on which its files run one after the other (src/server/test/global-setup.ts)
          maxWorkers: integrationWorkers,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // each worker has its own portal (e2e/portal.ts)
          maxWorkers: e2eWorkers,
          // a browser state is awaited, never read once: expect.poll retries until it holds (1 s by default is too
          // short for a render on a busy 2-core machine, and cuts Playwright's own auto-wait inside the poll)
          expect: { poll: { timeout: 15_000, interval: 50 } },
        },
      },
    ],
  },
});
