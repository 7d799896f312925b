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

  const reltuples = async (table: string) => {
    const rows = await rawRows<{ reltuples: number }>(
      database.db,
      sql`select reltuples from pg_class where relname = ${table}`,
    );
    return Number(rows[0]!.reltuples);
  };

  it('analyzes the tables PGlite never analyzed, so the planner knows their size; on PostgreSQL autovacuum does it', async () => {
    const errors: unknown[] = [];
    const before = await reltuples('enquiries');
    const keeper = keepPlannerStatistics(database, (error) => errors.push(error));
    await keeper.ready;
    keeper.stop();
    expect(errors).toEqual([]);
    if (database.engine === 'pglite') {
      expect(before).toBe(-1);
      expect(await reltuples('enquiries')).toBeGreaterThanOrEqual(0);
    } else {
      expect(await reltuples('enquiries')).toBe(before);
    }
  });
});
