import { eq, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { supplierRankings } from '../../db/schema/index.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { listedIn, rankedMarkets, rankingOf } from './county-rankings.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** A transaction-scoped advisory lock key of the ranking job: one node at a time writes a day. */
const rankingJobLock = 0x7261_6e6b; // "rank"

/** The UTC day a ranking recorded at `now` belongs to. */
export const rankingDayOf = (now: Date): string => now.toISOString().slice(0, 10);

const recordedOn = async (db: Db | Tx, day: string) =>
  (await db.select({ day: supplierRankings.day }).from(supplierRankings).where(eq(supplierRankings.day, day)).limit(1))
    .length > 0;

/**
 * Records the day's ranks of every findable supplier in every county it is found in (the historic
 * rankings). Once a day: a day already recorded is left alone, so running it again changes nothing, and the
 * day is written in one transaction under an advisory lock, so two nodes never both write it. Answers the
 * ranks written.
 */
export async function recordRankings(db: Db, now: Date): Promise<number> {
  const day = rankingDayOf(now);
  if (await recordedOn(db, day)) return 0;
  const rows: (typeof supplierRankings.$inferInsert)[] = [];
  for (const market of await rankedMarkets(db, now)) {
    const listed = await listedIn(db, market, now);
    for (const county of market.counties) {
      const ranking = rankingOf(listed, county);
      for (const { candidate, rank } of ranking)
        rows.push({ supplierId: candidate.id, day, county, category: market.category, rank, total: ranking.length });
    }
  }
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${rankingJobLock}) as locked`,
    );
    if (!lock?.locked || (await recordedOn(tx, day))) return 0;
    // in slices, well below the bind-parameter limit of one statement
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(supplierRankings)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    return rows.length;
  });
}

/** The ranking job: every hour on each node, records the day's rankings once the day has none. */
export function keepRecordingRankings(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(() => recordRankings(database.db, new Date()), everyMs, onError);
}
