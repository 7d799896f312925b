import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A row read as one JSON array the database builds of the named columns, in their order, and decoded by
 * position: the driver parses one JSON value per row natively, instead of parsing each column by its type
 * and the query builder mapping them into objects (a fifth of the CSV export's and of the inbox list's
 * server time in CPU profiles), and an array, not an object, whose keys would be sent and parsed for every
 * row (issue 9). Values come as JSON has them: a time as its ISO text, a date column as written.
 */
export interface JsonArrayRow<R> {
  /** The select expression: `json_build_array(column, …)`. */
  sql: SQL<unknown[]>;
  decode(values: unknown[]): R;
}

export function jsonArrayRow<R>(columns: Record<keyof R, PgColumn>): JsonArrayRow<R> {
  const names = Object.keys(columns);
  return {
    sql: sql<unknown[]>`json_build_array(${sql.join(Object.values<PgColumn>(columns), sql`, `)})`,
    decode(values) {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index++) row[names[index]!] = values[index];
      return row as R;
    },
  };
}
