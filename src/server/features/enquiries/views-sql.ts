import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  previousCalendarMonth,
  statusViews,
  type NumStatuses,
  type OwnerFilter,
  type StatusView,
} from '../../../domain/enquiries/progress.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';

/** The enquiries table or an alias of it. */
type Enquiries = Record<
  'supplierId' | 'outcome' | 'enquiryRead' | 'statuses' | 'progress' | 'createdAt' | 'notesCount' | 'ownerId' | 'spam',
  AnyPgColumn
>;

/** A value a view's SQL compares with: given, or a placeholder that a prepared statement fills per request. */
type Value = string | Placeholder;

/**
 * The values of a view's SQL besides the view itself: the supplier, the bounds of last month and the owner of the
 * filter.
 */
export interface ViewValues {
  supplierId: Value;
  monthStart: Value;
  monthEnd: Value;
  /** Read only by the owner filter of kind 'user'. */
  ownerId: Value;
}

export function viewValuesOf(supplierId: string, owner: OwnerFilter, now: Date): ViewValues {
  const { start, end } = previousCalendarMonth(now);
  return {
    supplierId,
    monthStart: start.toISOString(),
    monthEnd: end.toISOString(),
    ownerId: owner.kind === 'user' ? owner.userId : '',
  };
}

/**
 * ViewValues as placeholders, for the prepared statements of the list and the open enquiry; filled by `viewValuesOf`.
 */
export const viewPlaceholders: Record<keyof ViewValues, Placeholder> = {
  supplierId: sql.placeholder('supplierId'),
  monthStart: sql.placeholder('monthStart'),
  monthEnd: sql.placeholder('monthEnd'),
  ownerId: sql.placeholder('ownerId'),
};

/**
 * progress.ts `isInStatusView` and `matchesOwnerFilter` as SQL conditions on the enquiries table, so
 * the list filters and counts in the database. Outcomes exclude each other (progress.ts), so the
 * generated `outcome` column answers inprogress, booked and lost through the status index. Spam
 * enquiries are in the spam view only (the views' partial indexes still serve: `not spam` is one more filter).
 */
function statusViewSql(
  view: StatusView,
  values: Pick<ViewValues, 'monthStart' | 'monthEnd'>,
  e: Enquiries = enquiries,
): SQL {
  return view === 'spam' ? sql`${e.spam}` : sql`not ${e.spam} and ${workingViewSql(view, values, e)}`;
}

function workingViewSql(
  view: Exclude<StatusView, 'spam'>,
  values: Pick<ViewValues, 'monthStart' | 'monthEnd'>,
  e: Enquiries,
): SQL {
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
    case 'lastMonth':
      return sql`${e.createdAt} >= ${values.monthStart} and ${e.createdAt} < ${values.monthEnd}`;
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

function ownerFilterSql(
  kind: OwnerFilter['kind'],
  values: Pick<ViewValues, 'ownerId'>,
  e: Enquiries = enquiries,
): SQL | undefined {
  if (kind === 'all') return undefined;
  return kind === 'none' ? isNull(e.ownerId) : eq(e.ownerId, values.ownerId);
}

/** The rows of one view under the owner filter (of `e`, the table or an alias of it). */
export function listFilterSql(
  view: StatusView,
  ownerKind: OwnerFilter['kind'],
  values: ViewValues,
  e: Enquiries = enquiries,
): SQL {
  return and(
    eq(e.supplierId, values.supplierId),
    statusViewSql(view, values, e),
    ownerFilterSql(ownerKind, values, e),
  )!;
}

const following = alias(enquiries, 'following');

/**
 * The id of the enquiry after the selected row in the list order of the view (owner filter included),
 * or null: a subquery, so the open enquiry and its `next` come in one query.
 */
export function nextInViewSql(
  view: StatusView,
  ownerKind: OwnerFilter['kind'],
  values: ViewValues,
): SQL<string | null> {
  const f = following;
  return sql<string | null>`(select ${f.id} from ${enquiries} ${f} where ${listFilterSql(view, ownerKind, values, f)}
    and (${f.createdAt}, ${f.id}) < (${enquiries.createdAt}, ${enquiries.id}) order by ${f.createdAt} desc, ${f.id} desc limit 1)`;
}

/**
 * `numStatuses` counted over all of the supplier's rows in one pass. The list reads the counters of
 * status-counts.ts instead; this full count is what they must always equal (the tests compare them).
 * @internal
 */
export async function recountNumStatuses(
  db: Db,
  supplierId: string,
  view: StatusView,
  owner: OwnerFilter,
  now: Date,
): Promise<NumStatuses> {
  const values = viewValuesOf(supplierId, owner, now);
  const counts = Object.fromEntries(
    statusViews.map((v) => [v, sql<number>`count(*) filter (where ${statusViewSql(v, values)})`.mapWith(Number)]),
  ) as Record<StatusView, SQL<number>>;
  const filtered = and(statusViewSql(view, values), ownerFilterSql(owner.kind, values))!;
  const [row] = await db
    .select({ ...counts, filtered: sql<number>`count(*) filter (where ${filtered})`.mapWith(Number) })
    .from(enquiries)
    .where(eq(enquiries.supplierId, supplierId));
  return row!;
}
