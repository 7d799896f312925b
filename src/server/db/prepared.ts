import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot statement built once per database and name, then run with placeholders (issue 9): no SQL
 * text is built again per request, and on PostgreSQL it is a named server-side prepared statement,
 * parsed and planned once per connection. `name` must say everything the statement's text depends on
 * (e.g. the inbox view): PostgreSQL keeps one text per name on each connection.
 */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(name)));
  return statement;
}
