import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A wedding date picker's year and month as one number (year × 12 + month − 1): what the month indexes hold
 * (schema/enquiries.ts) and the readers compare (features/enquiries/wedding-month-sql.ts). One expression for both,
 * since PostgreSQL uses an expression index only for the same expression.
 */
export const weddingMonthOf = (picker: AnyColumn): SQL =>
  sql`((${picker} ->> 'year')::int * 12 + (${picker} ->> 'month')::int - 1)`;
