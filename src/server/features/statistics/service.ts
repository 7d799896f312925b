import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { statisticsMetrics, zeroCounts, type StatisticsMetric } from '../../../domain/statistics/metrics.ts';
import type { Monoquery } from '../../../domain/statistics/monoquery-api.ts';
import { chartPeriods, lastMonthOf, nextPeriodStart, type Granularity } from '../../../domain/statistics/time-series.ts';
import type { Db } from '../../db/client.ts';
import { supplierDailyStats } from '../../db/schema/index.ts';

const isMetric = (value: string): value is StatisticsMetric => (statisticsMetrics as readonly string[]).includes(value);

// literals, not parameters: the grouped expression must be the selected one
const truncUnits = { month: sql.raw(`'month'`), week: sql.raw(`'week'`) } as const satisfies Record<Granularity, unknown>;

/** The counters of a supplier in [start, end), summed per metric and per period start (date_trunc weeks start on Monday, as the domain's). */
function sumsOf(db: Db, supplierId: string, start: string, end: string, granularity: Granularity | null) {
  const period = granularity ? sql<string>`date_trunc(${truncUnits[granularity]}, ${supplierDailyStats.day}::timestamp)::date::text` : sql<string>`''`;
  return db
    .select({ metric: supplierDailyStats.metric, period, count: sql<number>`sum(${supplierDailyStats.count})`.mapWith(Number) })
    .from(supplierDailyStats)
    .where(and(eq(supplierDailyStats.supplierId, supplierId), gte(supplierDailyStats.day, start), lt(supplierDailyStats.day, end)))
    .groupBy(...(granularity ? [supplierDailyStats.metric, period] : [supplierDailyStats.metric]));
}

/**
 * GET …/statistics/monoquery: the supplier's metrics per period of the chart and in the previous
 * calendar month, read from the daily counters only (never the raw events).
 */
export async function readMonoquery(db: Db, supplierId: string, granularity: Granularity, now: Date): Promise<Monoquery> {
  const periods = chartPeriods(granularity, now);
  const end = nextPeriodStart(granularity, periods.at(-1)!);
  const lastMonth = lastMonthOf(now);
  const [periodRows, lastMonthRows] = await Promise.all([sumsOf(db, supplierId, periods[0]!, end, granularity), sumsOf(db, supplierId, lastMonth.start, lastMonth.end, null)]);

  const series = Object.fromEntries(statisticsMetrics.map((metric) => [metric, periods.map(() => 0)])) as Monoquery['series'];
  const totals = zeroCounts();
  for (const row of periodRows) {
    const index = periods.indexOf(row.period);
    if (!isMetric(row.metric) || index < 0) continue;
    series[row.metric][index] = row.count;
    totals[row.metric] += row.count;
  }
  const lastMonthTotals = zeroCounts();
  for (const row of lastMonthRows) if (isMetric(row.metric)) lastMonthTotals[row.metric] = row.count;
  return { granularity, periods, series, totals, lastMonth: { ...lastMonth, totals: lastMonthTotals } };
}
