import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { previousCalendarMonth, statusViews, type NumStatuses, type OwnerFilter, type StatusView } from '../../../domain/enquiries/progress.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';

/** The enquiries table or an alias of it. */
type Enquiries = Record<'supplierId' | 'outcome' | 'enquiryRead' | 'statuses' | 'progress' | 'createdAt' | 'notesCount' | 'ownerId', AnyPgColumn>;

/**
 * progress.ts `isInStatusView` and `matchesOwnerFilter` as SQL conditions on the enquiries table, so
 * the list filters and counts in the database. Outcomes exclude each other (progress.ts), so the
 * generated `outcome` column answers inprogress, booked and lost through the status index.
 */
export function statusViewSql(view: StatusView, now: Date, e: Enquiries = enquiries): SQL {
  switch (view) {
    case 'inprogress':
      return sql`${e.outcome} = 'open'`;
    case 'booked':
    case 'lost':
      return sql`${e.outcome} = ${sql.raw(`'${view}'`)}`;
    case 'unread':
      return sql`not ${e.enquiryRead} and not ('dismissed' = any(${e.statuses}))`;
    case 'inDiscussion':
    case 'callOrMeetingHeld':
    case 'dateOnHold':
      // the step as a literal (a fixed name), so the planner matches the view's partial index
      return sql`${sql.raw(`'${view}'`)} = any(${e.progress})`;
    case 'lastMonth': {
      const { start, end } = previousCalendarMonth(now);
      return sql`${e.createdAt} >= ${start.toISOString()} and ${e.createdAt} < ${end.toISOString()}`;
    }
    case 'hasNotes':
      return sql`${e.notesCount} > 0`;
    case 'hasAssignee':
      return sql`${e.ownerId} is not null`;
    case 'hasProgressUpdates':
      return sql`cardinality(array_remove(${e.progress}, 'read')) > 0`;
    case 'total':
      return sql`true`;
  }
}

export function ownerFilterSql(filter: OwnerFilter, e: Enquiries = enquiries): SQL | undefined {
  if (filter.kind === 'all') return undefined;
  return filter.kind === 'none' ? isNull(e.ownerId) : eq(e.ownerId, filter.userId);
}

/** The rows of one view under the owner filter (of `e`, the table or an alias of it). */
export function listFilterSql(supplierId: string, view: StatusView, owner: OwnerFilter, now: Date, e: Enquiries = enquiries): SQL {
  return and(eq(e.supplierId, supplierId), statusViewSql(view, now, e), ownerFilterSql(owner, e))!;
}

const following = alias(enquiries, 'following');

/**
 * The id of the enquiry after the selected row in the list order of the view (owner filter included),
 * or null: a subquery, so the open enquiry and its `next` come in one query.
 */
export function nextInViewSql(supplierId: string, view: StatusView, owner: OwnerFilter, now: Date): SQL<string | null> {
  const f = following;
  return sql<string | null>`(select ${f.id} from ${enquiries} ${f} where ${listFilterSql(supplierId, view, owner, now, f)}
    and (${f.createdAt}, ${f.id}) < (${enquiries.createdAt}, ${enquiries.id}) order by ${f.createdAt} desc, ${f.id} desc limit 1)`;
}

/**
 * `numStatuses` counted over all of the supplier's rows in one pass. The list reads the counters of
 * status-counts.ts instead; this full count is what they must always equal (the tests compare them).
 */
export async function recountNumStatuses(db: Db, supplierId: string, view: StatusView, owner: OwnerFilter, now: Date): Promise<NumStatuses> {
  const counts = Object.fromEntries(
    statusViews.map((v) => [v, sql<number>`count(*) filter (where ${statusViewSql(v, now)})`.mapWith(Number)]),
  ) as Record<StatusView, SQL<number>>;
  const filtered = and(statusViewSql(view, now), ownerFilterSql(owner))!;
  const [row] = await db
    .select({ ...counts, filtered: sql<number>`count(*) filter (where ${filtered})`.mapWith(Number) })
    .from(enquiries)
    .where(eq(enquiries.supplierId, supplierId));
  return row!;
}
