import type { Database } from '../../db/client.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { endExpiredTrials } from './trial.ts';

/**
 * The trial job: every minute, on each API node, ends the trials past their end (endExpiredTrials takes
 * a database lock, so the nodes do not run it twice at once) and tells every node the suppliers changed.
 */
export function keepEndingTrials(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = 60_000,
): { ready: Promise<void>; stop(): void } {
  const endTrials = async () => {
    for (;;) {
      const ended = await endExpiredTrials(database.db, new Date());
      for (const supplierId of ended) await database.changes.publish('supplier', supplierId);
      if (ended.length === 0) return;
    }
  };
  return repeatEvery(endTrials, everyMs, onError);
}
