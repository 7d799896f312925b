import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { rawRows } from '../src/server/db/raw-rows.ts';

/**
 * Runs `load` with the secondary indexes and the foreign keys of `tables` dropped, and builds them again after: a bulk
 * load's usual way (PostgreSQL's "Populating a Database"), one sort per index and one join per foreign key instead of
 * an index insert and a key lookup per row. Indexes that back a constraint (primary keys, unique constraints) stay. A
 * unique index is checked when it is built again and a foreign key when it is added again, so a duplicate or a
 * dangling reference still fails the load. Answers the seconds the rebuild took.
 */
export async function withBulkLoadOf(db: Db, tables: string[], load: () => Promise<void>): Promise<number> {
  const indexes = await rawRows<{ indexname: string; indexdef: string }>(
    db,
    sql`
    select i.indexname, i.indexdef from pg_indexes as i
    where i.schemaname = current_schema() and i.tablename in ${tables}
      and not exists (select from pg_constraint as c where c.conname = i.indexname)`,
  );
  const foreignKeys = await rawRows<{ tablename: string; conname: string; definition: string }>(
    db,
    sql`
    select c.conrelid::regclass::text as tablename, c.conname, pg_get_constraintdef(c.oid) as definition
    from pg_constraint as c
    where c.contype = 'f' and c.conrelid::regclass::text in ${tables}`,
  );
  for (const { tablename, conname } of foreignKeys)
    await db.execute(sql.raw(`alter table "${tablename}" drop constraint "${conname}"`));
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  await load();
  const started = performance.now();
  // each index built by one sort in memory (the default 64 MB spills tens of millions of entries to disk)
  for (const { indexdef } of indexes)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      await tx.execute(sql.raw(indexdef));
    });
  for (const { tablename, conname, definition } of foreignKeys)
    await db.execute(sql.raw(`alter table "${tablename}" add constraint "${conname}" ${definition}`));
  return (performance.now() - started) / 1000;
}
