/**
 * Issue 14, /profile-performance: the rules of the figures beside the rollups' series — conversion, the
 * tier changes drawn on a chart, and how a supplier compares with its peers.
 */
import { median } from './median.ts';
import { statisticsMetrics, zeroCounts, type MetricCounts } from './metrics.ts';
import { nextPeriodStart, periodStartOf, utcDayOf, type Granularity } from './time-series.ts';

/** Enquiries per hundred profile views, one decimal; null without views (no rate to speak of). */
export function conversionPercent(enquiries: number, views: number): number | null {
  if (views <= 0) return null;
  return Math.round((enquiries * 1000) / views) / 10;
}

/** One change of a supplier's tier; `from` is null for the tier it was listed with. */
export interface TierChange<T extends string = string> {
  at: string;
  from: T | null;
  to: T;
}

/**
 * The tier changes a chart of these periods draws, each at the first day of the period it fell in; the
 * tier a supplier was listed with is not a change. Several in one period are all kept, in order.
 */
export function tierChangesInPeriods<T extends string>(
  changes: readonly TierChange<T>[],
  periods: readonly string[],
  granularity: Granularity,
): Array<TierChange<T> & { period: string }> {
  if (periods.length === 0) return [];
  const end = nextPeriodStart(granularity, periods.at(-1)!);
  return changes
    .filter((change) => change.from !== null)
    .map((change) => ({ ...change, period: periodStartOf(granularity, utcDayOf(new Date(change.at))) }))
    .filter((change) => change.period >= periods[0]! && change.period < end)
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Fewer peers than this in the supplier's county and category, and the comparison takes the whole market's. */
export const minimumCountyPeers = 5;

/**
 * Issue 34: fewer peers than this and there is no "typical supplier" to show or send: a median of one or two
 * suppliers is their own figure, which another supplier must not read.
 */
const minimumBenchmarkPeers = 3;

export function hasBenchmark(peers: number): boolean {
  return peers >= minimumBenchmarkPeers;
}

/**
 * Each metric's median over the peers, a peer without any counted event counting as zero (quiet suppliers
 * are part of the market, leaving them out would flatter it).
 */
export function peerMedians(
  peerIds: readonly string[],
  sums: ReadonlyArray<{ supplierId: string; metric: string; count: number }>,
): MetricCounts {
  const byPeer = new Map(peerIds.map((id) => [id, zeroCounts()]));
  for (const { supplierId, metric, count } of sums) {
    const counts = byPeer.get(supplierId);
    if (counts && (statisticsMetrics as readonly string[]).includes(metric))
      counts[metric as keyof MetricCounts] += count;
  }
  const medians = zeroCounts();
  for (const metric of statisticsMetrics)
    medians[metric] = median([...byPeer.values()].map((counts) => counts[metric]));
  return medians;
}
