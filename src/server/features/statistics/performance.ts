import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { zeroCounts } from '../../../domain/statistics/metrics.ts';
import { hasBenchmark, minimumCountyPeers, peerMedians } from '../../../domain/statistics/performance.ts';
import type { PeerPerformance, TierChangeHistory } from '../../../domain/statistics/performance-api.ts';
import { lastMonthOf } from '../../../domain/statistics/time-series.ts';
import type { Db } from '../../db/client.ts';
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

/** The findable suppliers of the same category in the county (or the market), the supplier itself left out. */
async function peersOf(db: Db, supplier: Supplier, county: string | null) {
  return db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.countryCode, supplier.countryCode),
        eq(suppliers.deleted, false),
        eq(suppliers.searchable, true),
        ne(suppliers.id, supplier.id),
        sql`${suppliers.types}[1] = ${supplier.types[0] ?? ''}`,
        county === null ? undefined : sql`${suppliers.adminArea}[1] = ${county}`,
      ),
    );
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

/**
 * GET …/statistics/peer-performance: the previous calendar month of the supplier beside its peers' medians,
 * read from the daily counters. Peers are the county's suppliers of the category, or the market's when
 * the county has fewer than `minimumCountyPeers`; no medians with too few peers to keep theirs private.
 */
export async function readPeerPerformance(db: Db, supplier: Supplier, now: Date): Promise<PeerPerformance> {
  const county = supplier.adminArea[0] ?? null;
  let peers = county === null ? [] : await peersOf(db, supplier, county);
  const scope = peers.length >= minimumCountyPeers ? 'county' : 'market';
  if (scope === 'market') peers = await peersOf(db, supplier, null);
  const lastMonth = lastMonthOf(now);
  const peerIds = peers.map((peer) => peer.id);
  const benchmarked = hasBenchmark(peerIds.length);
  const sums = await sumsOf(
    db,
    benchmarked ? [supplier.id, ...peerIds] : [supplier.id],
    lastMonth.start,
    lastMonth.end,
  );
  const you = zeroCounts();
  for (const row of sums)
    if (row.supplierId === supplier.id && row.metric in you) you[row.metric as keyof typeof you] = row.count;
  return {
    category: supplier.types[0] ?? '',
    scope,
    county: scope === 'county' ? county : null,
    countryCode: supplier.countryCode,
    peers: peerIds.length,
    lastMonth,
    you,
    median: benchmarked ? peerMedians(peerIds, sums) : null,
  };
}
