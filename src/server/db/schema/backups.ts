import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The days a scheduled backup was taken (or is being taken): the node that inserts the day's row writes it. */
export const backupRuns = pgTable('backup_runs', {
  day: text('day').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
