import { availableParallelism } from 'node:os';

/** The integration suite's workers: one per core, each on its own database (see global-setup.ts). */
export const integrationWorkers = availableParallelism();
