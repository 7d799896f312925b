import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { topKeywordsShown } from '../../../domain/statistics/keywords.ts';
import type { KeywordInsights } from '../../../domain/statistics/keyword-insights-api.ts';
import type { Db } from '../../db/client.ts';
import { supplierKeywordDailyStats } from '../../db/schema/index.ts';
import { readMonoquery } from '../statistics/service.ts';

/**
 * GET …/statistics/keyword-insights: the supplier's top keywords over the chart's 12 months and its search
 * appearances per month, read from the keyword and daily counters of the rollup job, never the events.
 */
export async function readKeywordInsights(db: Db, supplierId: string, now: Date): Promise<KeywordInsights> {
  const monthly = await readMonoquery(db, supplierId, 'month', now);
  const since = monthly.periods[0]!;
  const inRange = and(eq(supplierKeywordDailyStats.supplierId, supplierId), gte(supplierKeywordDailyStats.day, since));
  const count = sql<number>`sum(${supplierKeywordDailyStats.count})`.mapWith(Number);
  const [keywords, [all]] = await Promise.all([
    db
      .select({ keyword: supplierKeywordDailyStats.keyword, count })
      .from(supplierKeywordDailyStats)
      .where(inRange)
      .groupBy(supplierKeywordDailyStats.keyword)
      // ties by code point, the same on every database (not the collation's order)
      .orderBy(desc(count), sql`${supplierKeywordDailyStats.keyword} collate "C"`)
      .limit(topKeywordsShown),
    db
      .select({ count: sql<number>`coalesce(sum(${supplierKeywordDailyStats.count}), 0)`.mapWith(Number) })
      .from(supplierKeywordDailyStats)
      .where(inRange),
  ]);
  const counts = monthly.series.searchAppearances;
  return {
    since,
    top: topKeywordsShown,
    keywords,
    withKeyword: all?.count ?? 0,
    appearances: { periods: monthly.periods, counts, total: monthly.totals.searchAppearances },
  };
}
