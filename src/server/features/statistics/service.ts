import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { statisticsMetrics, zeroCounts, type StatisticsMetric } from '../../../domain/statistics/metrics.ts';
import type { Monoquery } from '../../../domain/statistics/monoquery-api.ts';
import {
  chartPeriods,
  lastMonthOf,
  monthBefore,
  nextPeriodStart,
  type Granularity,
} from '../../../domain/statistics/time-series.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { supplierDailyStats } from '../../db/schema/index.ts';

const isMetric = (value: string): value is StatisticsMetric => (statisticsMetrics as readonly string[]).includes(value);

// literals, not parameters: the grouped expression must be the selected one
const truncUnits = { month: sql.raw(`'month'`), week: sql.raw(`'week'`) } as const satisfies Record<
  Granularity,
  unknown
>;

/**
 * The counters of a supplier in [start, end), summed per metric and period start (date_trunc weeks start
 * on Monday, as the domain's), with the part of each sum in [lastStart, lastEnd) (the previous calendar
 * month) and in [beforeStart, lastStart) (the month before it): one prepared statement per granularity, read
 * by the covering index on (supplier, day).
 */
function sumsOf(db: Db, granularity: Granularity) {
  return preparedOnce(db, `monoquery-${granularity}`, (name) => {
    const period = sql<string>`date_trunc(${truncUnits[granularity]}, ${supplierDailyStats.day}::timestamp)::date::text`;
    const between = (from: string, to: string) =>
      sql`${supplierDailyStats.day} >= ${sql.placeholder(from)}::date and ${supplierDailyStats.day} < ${sql.placeholder(to)}::date`;
    const sumIn = (from: string, to: string) =>
      sql<number>`coalesce(sum(${supplierDailyStats.count}) filter (where ${between(from, to)}), 0)`.mapWith(Number);
    return db
      .select({
        metric: supplierDailyStats.metric,
        period,
        count: sql<number>`sum(${supplierDailyStats.count})`.mapWith(Number),
        lastMonth: sumIn('lastStart', 'lastEnd'),
        monthBefore: sumIn('beforeStart', 'lastStart'),
      })
      .from(supplierDailyStats)
      .where(
        and(
          eq(supplierDailyStats.supplierId, sql.placeholder('supplierId')),
          gte(supplierDailyStats.day, sql`${sql.placeholder('start')}::date`),
          lt(supplierDailyStats.day, sql`${sql.placeholder('end')}::date`),
        ),
      )
      .groupBy(supplierDailyStats.metric, period)
      .prepare(name);
  });
}

/**
 * GET …/statistics/monoquery: the supplier's metrics per period of the chart, in the previous calendar
 * month and in the month before it, read from the daily counters only (never the raw events).
 */
export async function readMonoquery(
  db: Db,
  supplierId: string,
  granularity: Granularity,
  now: Date,
): Promise<Monoquery> {
  const periods = chartPeriods(granularity, now);
  const end = nextPeriodStart(granularity, periods.at(-1)!);
  const lastMonth = lastMonthOf(now);
  const before = monthBefore(lastMonth);
  // the weekly chart starts after the month before last; the range covers both months whatever the chart
  const start = before.start < periods[0]! ? before.start : periods[0]!;
  const rows = await sumsOf(db, granularity).execute({
    supplierId,
    start,
    end: lastMonth.end > end ? lastMonth.end : end,
    beforeStart: before.start,
    lastStart: lastMonth.start,
    lastEnd: lastMonth.end,
  });

  const series = Object.fromEntries(
    statisticsMetrics.map((metric) => [metric, periods.map(() => 0)]),
  ) as Monoquery['series'];
  const totals = zeroCounts();
  const lastMonthTotals = zeroCounts();
  const beforeTotals = zeroCounts();
  for (const row of rows) {
    if (!isMetric(row.metric)) continue;
    lastMonthTotals[row.metric] += row.lastMonth;
    beforeTotals[row.metric] += row.monthBefore;
    const index = periods.indexOf(row.period);
    if (index < 0) continue;
    series[row.metric][index] = row.count;
    totals[row.metric] += row.count;
  }
  return {
    granularity,
    periods,
    series,
    totals,
    lastMonth: { ...lastMonth, totals: lastMonthTotals },
    monthBefore: { ...before, totals: beforeTotals },
  };
}

/**
 * The supplier's totals of some metrics per day range [start, end) of UTC days, from the daily counters (the
 * dashboard's month against last month): one read of the covering (supplier, day) index over both ranges.
 */
export async function readMetricTotals<M extends StatisticsMetric, R extends string>(
  db: Db,
  supplierId: string,
  metrics: readonly M[],
  ranges: Record<R, { start: string; end: string }>,
): Promise<Record<R, Record<M, number>>> {
  const entries = Object.entries(ranges) as [R, { start: string; end: string }][];
  const from = entries.map(([, range]) => range.start).sort()[0]!;
  const to = entries
    .map(([, range]) => range.end)
    .sort()
    .at(-1)!;
  const rows = await db
    .select({ metric: supplierDailyStats.metric, day: supplierDailyStats.day, count: supplierDailyStats.count })
    .from(supplierDailyStats)
    .where(
      and(
        eq(supplierDailyStats.supplierId, supplierId),
        gte(supplierDailyStats.day, from),
        lt(supplierDailyStats.day, to),
        inArray(supplierDailyStats.metric, [...metrics]),
      ),
    );
  const totals = Object.fromEntries(
    entries.map(([name]) => [name, Object.fromEntries(metrics.map((metric) => [metric, 0]))]),
  ) as Record<R, Record<M, number>>;
  for (const row of rows)
    for (const [name, range] of entries)
      if (row.day >= range.start && row.day < range.end) totals[name][row.metric as M] += row.count;
  return totals;
}
