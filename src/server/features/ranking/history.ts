import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DayRank } from '../../../domain/competitors/competitors.ts';
import { rankHistoryDays, type HistoricRankings, type OwnRankHistory } from '../../../domain/statistics/ranking-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import type { JsonText } from '../../http/json-text.ts';
import { supplierRankings, suppliers } from '../../db/schema/index.ts';
import { rankingDayOf } from './ranking-job.ts';
import { requireCountyOf, requireRankingFeatures } from './service.ts';
import { rawRows } from '../../db/raw-rows.ts';

const sinceOf = (now: Date) => rankingDayOf(new Date(now.getTime() - rankHistoryDays * 86_400_000));

const r = supplierRankings;

/**
 * A recorded rank as the answer's JSON object, written by PostgreSQL from a lateral row of its columns
 * (`json_agg(point)`): the same text as json_build_object at a third of its cost (issue 14's bench).
 */
const pointOf = (...columns: SQL[]) => sql`cross join lateral (select ${sql.join(columns, sql`, `)}) as point`;

/**
 * The supplier's recorded ranks of the last year in every county it was found in, oldest first. A year
 * is hundreds of rows: the database writes them as one JSON array, which the driver parses natively
 * (as the CSV export's rows), instead of the driver and the query builder handling each row.
 */
export async function readOwnRankHistory(db: Db, access: SupplierAccess, now: Date): Promise<OwnRankHistory> {
  requireRankingFeatures(access, false);
  const since = sinceOf(now);
  const rows = await rawRows<{ rankings: OwnRankHistory['rankings'] | null }>(
    db,
    sql`
    select json_agg(point order by point.day, point.county) as rankings
    from ${r} ${pointOf(sql`${r.day}`, sql`${r.county}`, sql`${r.category}`, sql`${r.rank}`, sql`${r.total}`)}
    where ${and(eq(r.supplierId, access.supplier.id), gte(r.day, since))}`,
  );
  return { since, rankings: rows[0]?.rankings ?? [] };
}

/**
 * The recorded ranks of several suppliers in one county, side by side (the competitors page): names and
 * ranks only, for the suppliers with ranks there, in the order asked. PostgreSQL writes the whole answer
 * as JSON text, sent as it is: a year of days for six suppliers is some two thousand points, which the
 * driver parsed and the serializer wrote again, a third of the call's time in a profile (issue 14).
 */
export async function readHistoricRankings(
  db: Db,
  access: SupplierAccess,
  request: { supplierIds: string[]; county: string },
  now: Date,
): Promise<JsonText<HistoricRankings>> {
  const ids = [...new Set(request.supplierIds)];
  requireRankingFeatures(
    access,
    ids.some((id) => id !== access.supplier.id),
  );
  requireCountyOf(access.supplier.countryCode, [request.county], () => 'county');
  const [row] = await historicRankingsStatement(db).execute({ ids, county: request.county, since: sinceOf(now) });
  return row!.answer;
}

/**
 * One prepared statement: each supplier asked for (in the order asked) with its name by key and its year
 * as one JSON array from the history index, in its order; those without ranks in the county left out.
 */
function historicRankingsStatement(db: Db) {
  return preparedOnce(db, 'historic-rankings', (name) => {
    const county = sql`${sql.placeholder('county')}::text`;
    const since = sql`${sql.placeholder('since')}::date`;
    const asked = sql.raw('asked');
    const history = sql.raw('history');
    return db
      .select({
        answer: sql<
          JsonText<HistoricRankings>
        >`json_build_object('county', ${county}, 'since', ${sql.placeholder('since')}::text, 'suppliers',
          coalesce(json_agg(json_build_object('id', ${suppliers.id}, 'name', ${suppliers.name}, 'rankings', ${history}.rankings) order by ${asked}.n), '[]'))::text`,
      })
      .from(sql`unnest(${sql.placeholder('ids')}::text[]) with ordinality as ${asked}(id, n)`)
      .innerJoin(suppliers, eq(suppliers.id, sql`${asked}.id`))
      .crossJoinLateral(
        sql`(select json_agg(point order by point.day) as rankings
          from ${r} ${pointOf(sql`${r.day}`, sql`${r.rank}`, sql`${r.total}`)}
          where ${r.supplierId} = ${asked}.id and ${r.county} = ${county} and ${r.day} >= ${since}) as ${history}`,
      )
      .where(sql`${history}.rankings is not null`)
      .prepare(name);
  });
}

/**
 * Each supplier's last recorded rank of every month from `firstMonth` to `lastMonth` (month starts) in one
 * county (the competitors page's monthly points): per supplier and month one backward step in the history
 * index, not a year of days read and sorted; one prepared statement.
 */
export async function readLastRanksPerMonth(
  db: Db,
  supplierIds: readonly string[],
  county: string,
  months: { first: string; last: string },
): Promise<Map<string, DayRank[]>> {
  if (supplierIds.length === 0) return new Map();
  const rows = await lastRanksPerMonthStatement(db).execute({ ids: supplierIds, county, ...months });
  const bySupplier = new Map<string, DayRank[]>();
  for (const { supplierId, ...ranked } of rows)
    bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), ranked]);
  return bySupplier;
}

function lastRanksPerMonthStatement(db: Db) {
  return preparedOnce(db, 'last-ranks-per-month', (name) => {
    const [month, point] = [sql.raw('month'), sql.raw('point')];
    return db
      .select({
        supplierId: suppliers.id,
        day: sql<string>`${point}.day`,
        rank: sql<number>`${point}.rank`,
        total: sql<number>`${point}.total`,
      })
      .from(suppliers)
      .crossJoin(
        sql`generate_series(${sql.placeholder('first')}::timestamp, ${sql.placeholder('last')}::timestamp, interval '1 month') as ${month}(start)`,
      )
      .crossJoinLateral(
        sql`(select ${r.day}, ${r.rank}, ${r.total} from ${r}
          where ${r.supplierId} = ${suppliers.id} and ${r.county} = ${sql.placeholder('county')}::text and ${r.day} >= ${month}.start::date and ${r.day} < (${month}.start + interval '1 month')::date
          order by ${r.day} desc limit 1) as ${point}`,
      )
      .where(sql`${suppliers.id} = any(${sql.placeholder('ids')}::text[])`)
      .orderBy(sql`${point}.day`)
      .prepare(name);
  });
}

/** The supplier's ranks the ranking job recorded on `day` in the counties asked for, in the category, by county. */
export async function readRanksOn(
  db: Db,
  { supplierId, category, counties, day }: { supplierId: string; category: string; counties: string[]; day: string },
): Promise<Map<string, { rank: number; total: number }>> {
  if (counties.length === 0) return new Map();
  const rows = await db
    .select({ county: r.county, rank: r.rank, total: r.total })
    .from(r)
    .where(and(eq(r.supplierId, supplierId), inArray(r.county, counties), eq(r.day, day), eq(r.category, category)));
  return new Map(rows.map(({ county, ...place }) => [county, place]));
}
