import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The rows of a raw SQL query, typed by the caller: on the driver-neutral `Db` drizzle types the answer of `execute`
 * as `unknown`, though both drivers (node-postgres, PGlite) answer `{ rows }`.
 */
export async function rawRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute<T>(query)) as { rows: T[] }).rows;
}
