import { and, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import { metricOfEvent, uncountedEventSources } from '../../../domain/statistics/metrics.ts';
import type { Db } from '../../db/client.ts';
import { events, rollupWatermarks, supplierDailyStats } from '../../db/schema/index.ts';
import { foldKeywords } from './keyword-rollup.ts';
import { rawRows } from '../../db/raw-rows.ts';

const job = 'supplierDailyStats';
/** A transaction-scoped advisory lock key of the rollup job: one node folds at a time. */
const rollupJobLock = 0x726f_6c6c; // "roll"
/** Events folded per transaction at most, so a long backlog is caught up in bounded steps. */
const rollupBatch = 50_000;

export interface RollupOptions {
  /**
   * Fold every event there is now (tests, the bench: the caller knows its events are committed), waiting
   * for another node's run; otherwise up to the highest id seen at the previous run, and nothing when
   * another node is folding.
   */
  now?: boolean;
  batch?: number;
}

const metricMap = sql.join(
  Object.entries(metricOfEvent).map(([event, metric]) => sql`(${event}, ${metric})`),
  sql`, `,
);

/**
 * One step of the rollup job (issue 14): the events after the watermark, up to a batch, added to the
 * daily counters per supplier, UTC day and metric, and the watermark moved, in one transaction. Returns
 * how many event ids it moved past (0 when caught up or another node holds the lock).
 * @internal
 */
export async function foldEvents(db: Db, options: RollupOptions = {}): Promise<number> {
  const batch = options.batch ?? rollupBatch;
  return db.transaction(async (tx) => {
    if (options.now) await tx.execute(sql`select pg_advisory_xact_lock(${rollupJobLock})`);
    else {
      const [lock] = await rawRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${rollupJobLock}) as locked`,
      );
      if (!lock?.locked) return 0;
    }
    await tx
      .insert(rollupWatermarks)
      .values({ job, lastEventId: 0, seenEventId: 0, updatedAt: new Date() })
      .onConflictDoNothing();
    const [mark] = await tx.select().from(rollupWatermarks).where(eq(rollupWatermarks.job, job)).for('update');
    const [{ highest } = { highest: 0 }] = await tx
      .select({ highest: sql<number>`coalesce(max(${events.id}), 0)`.mapWith(Number) })
      .from(events);
    const last = mark!.lastEventId;
    const settled = options.now ? highest : mark!.seenEventId;
    const upTo = Math.max(last, Math.min(settled, last + batch));
    if (upTo > last) {
      const day = sql`(${events.createdAt} at time zone 'UTC')::date`;
      await tx.execute(sql`
        insert into ${supplierDailyStats} (supplier_id, day, metric, count)
        select ${events.supplierId}, ${day}, m.metric, count(*)::int
        from ${events} join (values ${metricMap}) as m(event, metric) on m.event = ${events.event}
        where ${and(gt(events.id, last), lte(events.id, upTo), sql`${events.supplierId} is not null`, notInArray(events.source, [...uncountedEventSources]))}
        group by ${events.supplierId}, ${day}, m.metric
        on conflict (supplier_id, metric, day) do update set count = ${supplierDailyStats.count} + excluded.count`);
      await foldKeywords(tx, last, upTo);
    }
    // while catching up in batches the seen mark stays, so the events after it still wait a run
    const seen = upTo < settled ? settled : highest;
    await tx
      .update(rollupWatermarks)
      .set({ lastEventId: upTo, seenEventId: seen, updatedAt: new Date() })
      .where(eq(rollupWatermarks.job, job));
    return upTo - last;
  });
}

/** Folds until caught up (the scheduled run, and on demand). */
export async function rollUp(db: Db, options: RollupOptions = {}): Promise<number> {
  let folded = 0;
  for (;;) {
    const step = await foldEvents(db, options);
    folded += step;
    if (step < (options.batch ?? rollupBatch)) return folded;
  }
}
