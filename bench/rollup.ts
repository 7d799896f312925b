import { events } from '../src/server/db/schema/index.ts';
import type { Db } from '../src/server/db/client.ts';
import { metricOfEvent } from '../src/domain/statistics/metrics.ts';
import { rollUp } from '../src/server/features/statistics/rollup.ts';

const dayMs = 86_400_000;

/**
 * The rollup job's time to fold one day of events (issue 14): what came before folded first, then a day
 * of couples' events spread over the suppliers and the metrics inserted, and one run timed.
 */
export async function measureRollupDay(
  db: Db,
  supplierIds: string[],
  eventsPerDay: number,
): Promise<{ events: number; ms: number; counters: number }> {
  await rollUp(db, { now: true });
  const names = Object.keys(metricOfEvent);
  const dayStart = Math.floor(Date.now() / dayMs) * dayMs - dayMs;
  for (let start = 0; start < eventsPerDay; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, eventsPerDay - start) }, (_, offset) => {
      const n = start + offset;
      return {
        event: names[n % names.length]!,
        category: 'couplesActivity',
        source: 'marketplace',
        supplierId: supplierIds[(n * 7919) % supplierIds.length]!,
        createdAt: new Date(dayStart + ((n * 104_729) % dayMs)),
      };
    });
    await db.insert(events).values(rows);
  }
  const started = performance.now();
  const folded = await rollUp(db, { now: true });
  return {
    events: folded,
    ms: performance.now() - started,
    counters: Math.min(eventsPerDay, supplierIds.length * names.length),
  };
}
