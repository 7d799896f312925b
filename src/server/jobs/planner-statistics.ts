import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { repeatEvery } from './repeat.ts';
import { rawRows } from '../db/raw-rows.ts';

/**
 * PGlite runs no autovacuum, so its planner never gets table statistics: it then takes a supplier's
 * 100,000 enquiries for a few hundred and sorts them all instead of reading the list index in order
 * (the CSV export's batches took a second each). This is autovacuum for PGlite, by growth: tables never
 * analyzed, or grown by a tenth since, are vacuumed and analyzed at start and every few minutes. The vacuum
 * marks their pages all-visible, so an index-only scan (the reply figures' read of the supplier's time
 * index) reads no table rows, and frees the rows updates left behind.
 * PostgreSQL keeps its own statistics, so there it does nothing.
 */
export function keepPlannerStatistics(
  database: Database,
  onError: (error: unknown) => void,
  everyMs = 5 * 60_000,
): { ready: Promise<void>; stop(): void } {
  if (database.engine !== 'pglite') return { ready: Promise.resolve(), stop: () => {} };
  return repeatEvery(() => vacuumGrownTables(database), everyMs, onError);
}

/**
 * One round of it: the tables never analyzed, or grown by a tenth since, vacuumed and analyzed.
 * @internal
 */
export async function vacuumGrownTables(database: Database): Promise<void> {
  const rows = await rawRows<{ name: string }>(
    database.db,
    sql`
      select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8)`,
  );
  for (const { name } of rows) await database.db.execute(sql.raw(`vacuum (analyze) ${name}`));
}
