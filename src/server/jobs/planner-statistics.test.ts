import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { keepPlannerStatistics } from './planner-statistics.ts';
import { rawRows } from '../db/raw-rows.ts';

describe('planner statistics on PGlite (keepPlannerStatistics)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const relation = async (table: string) => {
    const rows = await rawRows<{ reltuples: number; relallvisible: number }>(
      database.db,
      sql`select reltuples, relallvisible from pg_class where relname = ${table}`,
    );
    return { reltuples: Number(rows[0]!.reltuples), allVisiblePages: Number(rows[0]!.relallvisible) };
  };

  it('vacuums and analyzes the tables PGlite never analyzed: the planner knows their size, their pages are all-visible; on PostgreSQL autovacuum does it', async () => {
    await database.db.execute(sql`create table planner_probe as select g as id from generate_series(1, 5000) as g`);
    const errors: unknown[] = [];
    const before = await relation('enquiries');
    const keeper = keepPlannerStatistics(database, (error) => errors.push(error));
    await keeper.ready;
    keeper.stop();
    expect(errors).toEqual([]);
    if (database.engine === 'pglite') {
      expect(before.reltuples).toBe(-1);
      expect((await relation('enquiries')).reltuples).toBeGreaterThanOrEqual(0);
      // index-only scans read no table rows on these pages
      expect(await relation('planner_probe')).toEqual({ reltuples: 5000, allVisiblePages: expect.any(Number) });
      expect((await relation('planner_probe')).allVisiblePages).toBeGreaterThan(0);
    } else {
      expect((await relation('enquiries')).reltuples).toBe(before.reltuples);
    }
    await database.db.execute(sql`drop table planner_probe`);
  });
});
