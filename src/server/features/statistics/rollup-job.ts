import type { Database } from '../../db/client.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { rollUp } from './rollup.ts';

/**
 * The rollup job: every minute, on each API node, folds the new events into the daily counters (under a
 * database lock, so one node at a time; the others skip that minute).
 */
export function keepRollingUp(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = 60_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(() => rollUp(database.db), everyMs, onError);
}
