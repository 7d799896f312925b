import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { zeroCounts } from '../../../domain/statistics/metrics.ts';
import { hasBenchmark, minimumCountyPeers, peerMedians } from '../../../domain/statistics/performance.ts';
import type { PeerPerformance, TierChangeHistory } from '../../../domain/statistics/performance-api.ts';
import { lastMonthOf } from '../../../domain/statistics/time-series.ts';
import type { Db } from '../../db/client.ts';
import { keptReads } from '../../db/kept-reads.ts';
import { supplierDailyStats, suppliers, supplierTierChanges } from '../../db/schema/index.ts';
import { readTier } from '../../../domain/tiers.ts';

/** GET …/tier-change-history: the supplier's tier changes as the database recorded them, oldest first. */
export async function readTierChanges(db: Db, supplierId: string): Promise<TierChangeHistory> {
  const rows = await db
    .select()
    .from(supplierTierChanges)
    .where(eq(supplierTierChanges.supplierId, supplierId))
    .orderBy(asc(supplierTierChanges.at), asc(supplierTierChanges.id));
  return {
    changes: rows.map((row) => ({
      at: row.at.toISOString(),
      from: row.fromTier === null ? null : readTier(row.fromTier),
      to: readTier(row.toTier),
    })),
  };
}

type Supplier = Pick<typeof suppliers.$inferSelect, 'id' | 'types' | 'adminArea' | 'countryCode'>;

/** The findable suppliers of the same category in the county (or the market, county null). */
async function findableIn(db: Db, supplier: Supplier, county: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.countryCode, supplier.countryCode),
        eq(suppliers.deleted, false),
        eq(suppliers.searchable, true),
        sql`${suppliers.types}[1] = ${supplier.types[0] ?? ''}`,
        county === null ? undefined : sql`${suppliers.adminArea}[1] = ${county}`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The counters of the suppliers in [start, end), summed per supplier and metric. */
function sumsOf(db: Db, supplierIds: readonly string[], start: string, end: string) {
  if (supplierIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      supplierId: supplierDailyStats.supplierId,
      metric: supplierDailyStats.metric,
      count: sql<number>`sum(${supplierDailyStats.count})`.mapWith(Number),
    })
    .from(supplierDailyStats)
    .where(
      and(
        inArray(supplierDailyStats.supplierId, [...supplierIds]),
        gte(supplierDailyStats.day, start),
        lt(supplierDailyStats.day, end),
      ),
    )
    .groupBy(supplierDailyStats.supplierId, supplierDailyStats.metric);
}

/** A county's (or market's) findable suppliers of a category and their sums of one month. */
interface PeerMonth {
  ids: string[];
  sums: Awaited<ReturnType<typeof sumsOf>>;
}

/**
 * The peers' month, kept per node for five minutes (`keptReads`): it sums the counters of every supplier of the
 * county or market, the same read for each of them, of a month that is over.
 */
export function createPeerMonths() {
  return keptReads<PeerMonth>({ max: 2_000, maxAgeMs: 5 * 60_000 });
}
export type PeerMonths = ReturnType<typeof createPeerMonths>;

/**
 * GET …/statistics/peer-performance: the previous calendar month of the supplier beside its peers' medians,
 * read from the daily counters. Peers are the county's suppliers of the category (the supplier itself left out), or
 * the market's when the county has fewer than `minimumCountyPeers`; no medians with too few peers to keep theirs
 * private.
 */
export async function readPeerPerformance(
  db: Db,
  kept: PeerMonths,
  supplier: Supplier,
  now: Date,
): Promise<PeerPerformance> {
  const county = supplier.adminArea[0] ?? null;
  const lastMonth = lastMonthOf(now);
  const peerMonth = (area: string | null) =>
    kept(`${supplier.countryCode}:${supplier.types[0] ?? ''}:${area ?? ''}:${lastMonth.start}`, async () => {
      const ids = await findableIn(db, supplier, area);
      return { ids, sums: await sumsOf(db, ids, lastMonth.start, lastMonth.end) };
    });
  const peersIn = (month: PeerMonth) => month.ids.filter((id) => id !== supplier.id);
  let month = county === null ? undefined : await peerMonth(county);
  const scope = month && peersIn(month).length >= minimumCountyPeers ? 'county' : 'market';
  if (scope === 'market') month = await peerMonth(null);
  const peerIds = peersIn(month!);
  const benchmarked = hasBenchmark(peerIds.length);
  const you = zeroCounts();
  for (const row of await sumsOf(db, [supplier.id], lastMonth.start, lastMonth.end))
    if (row.metric in you) you[row.metric as keyof typeof you] = row.count;
  return {
    category: supplier.types[0] ?? '',
    scope,
    county: scope === 'county' ? county : null,
    countryCode: supplier.countryCode,
    peers: peerIds.length,
    lastMonth,
    you,
    median: benchmarked ? peerMedians(peerIds, month!.sums) : null,
  };
}
