import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  matchesOwnerFilter,
  previousCalendarMonth,
  statusViews,
  type NumStatuses,
  type OwnerFilter,
  type StatusView,
} from '../../../domain/enquiries/progress.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { enquiryCounts } from '../../db/schema/index.ts';

/**
 * One counter row of `enquiry_counts`: the view counts of a supplier's enquiries of one owner ('' for none) that
 * arrived in one UTC month.
 * @internal
 */
export type CounterRow = Omit<typeof enquiryCounts.$inferSelect, 'supplierId'>;

/** The views a counter row counts in a column of its own; lastMonth and hasAssignee follow from its key. */
type CountedView = Exclude<StatusView, 'lastMonth' | 'hasAssignee'>;

function countInRow(row: CounterRow, view: StatusView, lastMonth: string): number {
  switch (view) {
    case 'lastMonth':
      return row.month === lastMonth ? row.total : 0;
    case 'hasAssignee':
      return row.ownerKey === '' ? 0 : row.total;
    default:
      return row[view satisfies CountedView];
  }
}

/**
 * numStatuses from the counter rows: each view summed over all rows, `filtered` over the rows of the owner filter.
 * @internal
 */
export function numStatusesOf(
  rows: readonly CounterRow[],
  view: StatusView,
  owner: OwnerFilter,
  now: Date,
): NumStatuses {
  const lastMonth = previousCalendarMonth(now).start.toISOString().slice(0, 10);
  const counts = Object.fromEntries([...statusViews, 'filtered'].map((key) => [key, 0])) as NumStatuses;
  for (const row of rows) {
    for (const v of statusViews) counts[v] += countInRow(row, v, lastMonth);
    if (matchesOwnerFilter(row.ownerKey === '' ? null : row.ownerKey, owner))
      counts.filtered += countInRow(row, view, lastMonth);
  }
  return counts;
}

/**
 * The supplier's counter rows summed per owner, keeping apart only the month `lastMonth` counts
 * (the others get month ''): a handful of rows to read, however many months the counters span.
 */
async function readCounterRows(db: Db, supplierId: string, now: Date): Promise<CounterRow[]> {
  const lastMonth = previousCalendarMonth(now).start.toISOString().slice(0, 10);
  return preparedOnce(db, 'inbox-counters', (name) => selectCounterRows(db).prepare(name)).execute({
    supplierId,
    lastMonth,
  });
}

function selectCounterRows(db: Db) {
  const c = enquiryCounts;
  const month = sql<string>`case when ${c.month} = ${sql.placeholder('lastMonth')} then ${c.month}::text else '' end`;
  const sum = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;
  return (
    db
      .select({
        ownerKey: c.ownerKey,
        month,
        total: sum(c.total),
        inprogress: sum(c.inprogress),
        unread: sum(c.unread),
        inDiscussion: sum(c.inDiscussion),
        callOrMeetingHeld: sum(c.callOrMeetingHeld),
        dateOnHold: sum(c.dateOnHold),
        booked: sum(c.booked),
        lost: sum(c.lost),
        hasNotes: sum(c.hasNotes),
        hasProgressUpdates: sum(c.hasProgressUpdates),
        spam: sum(c.spam),
      })
      .from(c)
      .where(eq(c.supplierId, sql.placeholder('supplierId')))
      // by position: the month expression carries a parameter, so a repeated one would not match
      .groupBy(sql`1`, sql`2`)
  );
}

export async function readNumStatuses(
  db: Db,
  supplierId: string,
  view: StatusView,
  owner: OwnerFilter,
  now: Date,
): Promise<NumStatuses> {
  return numStatusesOf(await readCounterRows(db, supplierId, now), view, owner, now);
}
