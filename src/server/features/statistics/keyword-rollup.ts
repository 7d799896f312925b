import { and, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import { uncountedEventSources } from '../../../domain/statistics/metrics.ts';
import { searchAppearedEvent, searchKeywordProp } from '../../../domain/statistics/keywords.ts';
import type { Tx } from '../../db/client.ts';
import { events, supplierKeywordDailyStats } from '../../db/schema/index.ts';

/**
 * The keywords of the search appearances in (last, upTo], added to the keyword counters per supplier and UTC
 * day. Called by the rollup job's step in its transaction, for the same events as the daily counters and
 * before the watermark moves: a failed run adds nothing, a re-run never counts an appearance twice.
 */
export async function foldKeywords(tx: Tx, last: number, upTo: number): Promise<void> {
  const day = sql`(${events.createdAt} at time zone 'UTC')::date`;
  // a literal, not a parameter: the grouped expression must be the selected one
  const keyword = sql`${events.specificEventProps} ->> ${sql.raw(`'${searchKeywordProp}'`)}`;
  await tx.execute(sql`
    insert into ${supplierKeywordDailyStats} (supplier_id, day, keyword, count)
    select ${events.supplierId}, ${day}, ${keyword}, count(*)::int
    from ${events}
    where ${and(
      gt(events.id, last),
      lte(events.id, upTo),
      eq(events.event, searchAppearedEvent),
      sql`${events.supplierId} is not null`,
      sql`${keyword} <> ''`,
      notInArray(events.source, [...uncountedEventSources]),
    )}
    group by ${events.supplierId}, ${day}, ${keyword}
    on conflict (supplier_id, day, keyword) do update set count = ${supplierKeywordDailyStats.count} + excluded.count`);
}
