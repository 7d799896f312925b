import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { supplierUsers } from '../src/server/db/schema/index.ts';
import { metricOfEvent } from '../src/domain/statistics/metrics.ts';
import { regionsByCountry } from '../src/domain/locations/regions.ts';
import { maxComparedSuppliers } from '../src/domain/statistics/ranking-api.ts';
import { rollUp } from '../src/server/features/statistics/rollup.ts';
import { recordRankings } from '../src/server/features/ranking/ranking-job.ts';
import { rankHistoryDays } from '../src/domain/statistics/ranking-api.ts';
import { rawRows } from '../src/server/db/raw-rows.ts';
import { withBulkLoadOf } from './bulk-load.ts';

/**
 * Issue 14's statistics run: 5 million events over two years on PostgreSQL, where its budget is
 * (`BENCH_STATISTICS_EVENTS` scales it down for a quick run); a tenth of that on the embedded database,
 * whose single engine would take the better part of an hour to write and fold 5 million
 * (`BENCH_STATISTICS_EVENTS_PGLITE`).
 */
export function statisticsEventCount(engine: 'postgres' | 'pglite'): number {
  return engine === 'postgres'
    ? Number(process.env.BENCH_STATISTICS_EVENTS ?? 5_000_000)
    : Number(process.env.BENCH_STATISTICS_EVENTS_PGLITE ?? 500_000);
}
const statisticsDays = 730;
/** Events a statement: a few seconds each, so the run shows its progress. */
const eventsPerStatement = 1_000_000;

/** The supplier the statistics calls are made for, and what the calls name. */
export interface StatisticsSubject {
  supplierId: string;
  county: string;
  competitorIds: string[];
}

/** One statistics call of the run; `request` builds it from the subject. */
export interface StatisticsCall {
  name: string;
  request: (subject: StatisticsSubject) => { path: string; method?: 'GET' | 'POST'; body?: unknown };
}

const supplierPath = (subject: StatisticsSubject, rest: string) =>
  `/api/supplier/${encodeURIComponent(subject.supplierId)}/${rest}`;

/**
 * Every statistics call measured, one line each: a call added later is one more line here. Each is
 * measured at the run's connections next to the bare endpoint and held against p99 ≤ 100 ms.
 */
export const statisticsCalls: StatisticsCall[] = [
  { name: 'statistics: monoquery (month)', request: (s) => ({ path: supplierPath(s, 'statistics/monoquery') }) },
  {
    name: 'statistics: monoquery (week)',
    request: (s) => ({ path: supplierPath(s, 'statistics/monoquery?granularity=week') }),
  },
  {
    name: 'statistics: uk-historic-rankings',
    request: (s) => ({ path: supplierPath(s, 'statistics/uk-historic-rankings') }),
  },
  { name: 'statistics: reviews-rating', request: (s) => ({ path: supplierPath(s, 'statistics/reviews-rating') }) },
  { name: 'statistics: peer-performance', request: (s) => ({ path: supplierPath(s, 'statistics/peer-performance') }) },
  { name: 'statistics: tier-change-history', request: (s) => ({ path: supplierPath(s, 'tier-change-history') }) },
  { name: 'statistics: couple-budgets', request: (s) => ({ path: supplierPath(s, 'statistics/couple-budgets') }) },
  { name: 'statistics: county-demand', request: (s) => ({ path: supplierPath(s, 'statistics/county-demand') }) },
  { name: 'statistics: keyword-insights', request: (s) => ({ path: supplierPath(s, 'statistics/keyword-insights') }) },
  {
    name: 'statistics: competitor-list-shortlists',
    request: (s) => ({ path: supplierPath(s, 'statistics/competitor-list-shortlists') }),
  },
  { name: 'statistics: couple-intel', request: (s) => ({ path: supplierPath(s, 'couple-intel') }) },
  { name: 'statistics: lost-bookings-to', request: (s) => ({ path: supplierPath(s, 'lost-bookings-to') }) },
  { name: 'statistics: couplesTrendsMonthly.json', request: () => ({ path: '/static/uk/couplesTrendsMonthly.json' }) },
  {
    name: 'statistics: POST supplier-rank',
    request: (s) => ({
      path: '/api/search/supplier-rank',
      method: 'POST',
      body: { supplierId: s.supplierId, supplierCounty: s.county, countryCode: 'GB', type: 'venue' },
    }),
  },
  {
    name: 'statistics: POST supplier-rank, competitors',
    request: (s) => ({
      path: '/api/search/supplier-rank',
      method: 'POST',
      body: {
        supplierId: s.supplierId,
        supplierCounty: s.county,
        countryCode: 'GB',
        type: 'venue',
        compareSupplierIds: s.competitorIds,
        isCompetitorsFetch: true,
      },
    }),
  },
  {
    name: 'statistics: POST historic-rankings',
    request: (s) => ({
      path: '/api/statistics/historic-rankings',
      method: 'POST',
      body: { supplierId: s.supplierId, supplierIds: [s.supplierId, ...s.competitorIds], county: s.county },
    }),
  },
];

/** The statistics calls' budget on PostgreSQL (issue 14). */
export const statisticsP99BudgetMs = 100;

/**
 * Couples' events over the last two years, spread over every supplier and the eight metrics, written by
 * set-based inserts (generate_series), a million a statement, with the events' secondary indexes dropped
 * meanwhile and built again after (`withBulkLoadOf`). Answers the seconds it took.
 */
export async function generateStatisticsEvents(
  db: Db,
  total: number,
  log: (line: string) => void = console.log,
  /** Consecutive events of one supplier and day (issue 37's scale run: fewer counters than events). */
  eventsPerCounter = 1,
): Promise<number> {
  const names = sql.raw(
    `array[${Object.keys(metricOfEvent)
      .map((name) => `'${name}'`)
      .join(', ')}]`,
  );
  const count = Object.keys(metricOfEvent).length;
  const [{ suppliers } = { suppliers: 1 }] = await rawRows<{ suppliers: number }>(
    db,
    sql`select count(*)::int as suppliers from suppliers`,
  );
  const span = statisticsDays * 86_400;
  const started = performance.now();
  const rebuilt = await withBulkLoadOf(db, ['events'], async () => {
    for (let first = 1; first <= total; first += eventsPerStatement) {
      const last = Math.min(total, first + eventsPerStatement - 1);
      // a day ago at most: the rollup bench's own day (yesterday) comes on top
      // block b of events goes to supplier number (b * 7919) % n by a hash join (an array of every id would be copied per
      // row), one metric and second a block
      await db.execute(sql`
      with numbered as (select id, row_number() over (order by id) - 1 as k from suppliers)
      insert into events (event, category, source, supplier_id, pathname, created_at)
      select (${names})[1 + b % ${count}], 'couplesActivity', 'marketplace', s.id, '/bench',
             now() - interval '1 day' - make_interval(secs => (b * 104729) % ${span} + g % ${eventsPerCounter})
      from generate_series(${first}::bigint, ${last}::bigint) as g
      cross join lateral (select g / ${eventsPerCounter} as b) as block
      join numbered as s on s.k = (b * 7919) % ${suppliers}`);
      log(
        `  ${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} events written (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  });
  log(`  the events' indexes built again (${rebuilt.toFixed(0)} s)`);
  return (performance.now() - started) / 1000;
}

/**
 * The statistics run's data beside the events: the GB suppliers spread over five GB counties (the bench
 * data's towns are not of their countries), today's ranks recorded by the ranking job and the year before
 * derived from them, and a GB platinum venue with competitors in its county, of which `userId` (the
 * bench's signed-in demo user) becomes an admin. Answers that supplier and what its calls name.
 */
export async function prepareStatisticsSubject(db: Db, userId: string): Promise<StatisticsSubject> {
  const counties = regionsByCountry.GB.slice(0, 5);
  // by public id (not the random id), so the same data always has the same venues in the first county
  await db.execute(sql`
    update suppliers set admin_area = array[(${sql.raw(`array[${counties.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + abs(hashtext(public_id)) % ${counties.length}]]
    where country_code = 'GB' and public_id like 'bench%'`);
  const rows = await rawRows<{ id: string; county: string; tier: string }>(
    db,
    sql`
    select id, admin_area[1] as county, tier from suppliers
    where country_code = 'GB' and types[1] = 'venue' and public_id like 'bench%' and admin_area[1] = ${counties[0]}
    order by public_id`,
  );
  const subject = rows.find((row) => row.tier === 'platinum') ?? rows[0];
  if (!subject) throw new Error('the bench data has no GB venue');
  await db.execute(sql`update suppliers set tier = 'platinum' where id = ${subject.id}`);
  await db.insert(supplierUsers).values({ supplierId: subject.id, userId, role: 'admin' }).onConflictDoNothing();
  await recordRankings(db, new Date());
  // the year before today, as the daily job would have recorded it: today's ranks moved a little each day
  await db.execute(sql`
    insert into supplier_rankings (supplier_id, day, county, category, rank, total)
    select supplier_id, day - d, county, category, greatest(1, least(total, rank + (d + abs(hashtext(supplier_id))) % 5 - 2)), total
    from supplier_rankings, generate_series(1, ${rankHistoryDays}) as d
    on conflict do nothing`);
  return {
    supplierId: subject.id,
    county: subject.county,
    competitorIds: rows
      .filter((row) => row.id !== subject.id)
      .slice(0, maxComparedSuppliers)
      .map((row) => row.id),
  };
}

/** Folds every event there is (the initial rollup of the two years), timed; `batch` events a transaction at most. */
export async function rollUpEverything(db: Db, batch?: number): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  const events = await rollUp(db, { now: true, batch });
  return { events, seconds: (performance.now() - started) / 1000 };
}

/** The database's size as the server reports it (PostgreSQL: the scratch database; PGlite: its one database). */
export async function databaseSize(db: Db): Promise<{ totalMiB: number; eventsMiB: number; countersMiB: number }> {
  const [row] = await rawRows<{ total: string; events: string; counters: string }>(
    db,
    sql`
    select pg_database_size(current_database()) as total,
           pg_total_relation_size('events') as events,
           pg_total_relation_size('supplier_daily_stats') as counters`,
  );
  const mib = (bytes: string | undefined) => Number(bytes ?? 0) / 1024 / 1024;
  return { totalMiB: mib(row?.total), eventsMiB: mib(row?.events), countersMiB: mib(row?.counters) };
}
