import type { EnquiryChange } from './progress-schemas.ts';

export type { EnquiryChange } from './progress-schemas.ts';

/**
 * Enquiry progress and status (spec sections 3 and 4). Progress steps and status flags are marks that
 * are either on (with the instant they were set) or off (no instant). The same functions serve the
 * server (the change call) and the web (optimistic updates in the list and the open enquiry).
 */

export const progressSteps = ['read', 'replied', 'inDiscussion', 'callOrMeetingHeld', 'dateOnHold', 'booked'] as const;
export type ProgressStep = (typeof progressSteps)[number];

/**
 * important: starred by the team. lost: the couple went elsewhere. dismissed: set aside by the
 * supplier (not relevant, spam, or a locked enquiry it will not pay for); it leaves every working
 * view and is found under "all" (docs/decisions/enquiries.md, "Dismissed").
 */
export const statusFlags = ['important', 'lost', 'dismissed'] as const;
export type StatusFlag = (typeof statusFlags)[number];

export type EnquiryMark = ProgressStep | StatusFlag;

/** Outcomes exclude each other: setting one clears the others. */
const outcomes: readonly EnquiryMark[] = ['booked', 'lost', 'dismissed'];

export interface EnquiryProgressState {
  /** The steps that are on, in the order of `progressSteps`. */
  progress: readonly ProgressStep[];
  /** The status flags that are on, in the order of `statusFlags`. */
  statuses: readonly StatusFlag[];
  /** ISO instant at which each mark that is on was set; a mark that is off has none. */
  timestamps: Partial<Record<EnquiryMark, string>>;
  /** Kept equal to "read is on". */
  enquiryRead: boolean;
}

export const changeActions = ['set', 'clear', 'toggle'] as const;
/** @internal */
export type ChangeAction = (typeof changeActions)[number];

export interface ChangeContext {
  actor: { isPlatformAdmin: boolean };
  now: Date;
  /** A locked enquiry (locking.ts) takes status flags only: no progress without the couple's details. */
  locked?: boolean;
}

/**
 * applied: the enquiry changed. unchanged: it already was so. skipped: a platform admin's change
 * (spec section 4: changes by admin users are skipped). locked: a progress change on a locked enquiry.
 */
type ChangeOutcome = 'applied' | 'unchanged' | 'skipped' | 'locked';

export interface ChangeResult<E> {
  enquiry: E;
  outcome: ChangeOutcome;
  /** Marking booked records a booking with collaboration (spec section 4); the caller does it. */
  recordBooking: boolean;
}

export function hasMark(enquiry: Pick<EnquiryProgressState, 'progress' | 'statuses'>, mark: EnquiryMark): boolean {
  return (
    (enquiry.progress as readonly string[]).includes(mark) || (enquiry.statuses as readonly string[]).includes(mark)
  );
}

function isProgressStep(mark: EnquiryMark): mark is ProgressStep {
  return (progressSteps as readonly string[]).includes(mark);
}

function withMark<E extends EnquiryProgressState>(enquiry: E, mark: EnquiryMark, on: boolean, now: Date): E {
  const timestamps = { ...enquiry.timestamps };
  if (on) timestamps[mark] = now.toISOString();
  else delete timestamps[mark];
  const keep = (m: EnquiryMark) => (m === mark ? on : hasMark(enquiry, m));
  return {
    ...enquiry,
    progress: progressSteps.filter(keep),
    statuses: statusFlags.filter(keep),
    timestamps,
    enquiryRead: mark === 'read' ? on : enquiry.enquiryRead,
  };
}

export function applyEnquiryChange<E extends EnquiryProgressState>(
  enquiry: E,
  change: EnquiryChange,
  context: ChangeContext,
): ChangeResult<E> {
  const unchanged = (outcome: ChangeOutcome): ChangeResult<E> => ({ enquiry, outcome, recordBooking: false });
  if (context.actor.isPlatformAdmin) return unchanged('skipped');
  if (context.locked && isProgressStep(change.value)) return unchanged('locked');

  const on = hasMark(enquiry, change.value);
  const target = change.action === 'toggle' ? !on : change.action === 'set';
  if (target === on) return unchanged('unchanged');

  let next = withMark(enquiry, change.value, target, context.now);
  if (target && outcomes.includes(change.value)) {
    for (const other of outcomes)
      if (other !== change.value && hasMark(next, other)) next = withMark(next, other, false, context.now);
  }
  return { enquiry: next, outcome: 'applied', recordBooking: target && change.value === 'booked' };
}

/** The change that opening an enquiry makes (when locking.ts `shouldMarkReadOnOpen` says so). */
export const markReadChange: EnquiryChange = { kind: 'progress', value: 'read', action: 'set' };

// ---- the pipeline: progress steps shown as stages ----

/** The index in `progressSteps` of the furthest step that is on; -1 when none is. */
export function furthestStepIndex(enquiry: Pick<EnquiryProgressState, 'progress'>): number {
  return Math.max(-1, ...enquiry.progress.map((step) => progressSteps.indexOf(step)));
}

/**
 * What a click on a stage of the pipeline changes: a step that is off is set (with its instant); the furthest step
 * that is on is cleared, to step back; a step before it that is on stays (null), so a slip of the mouse never drops a
 * recorded instant from the middle of the pipeline. Steps stay independent marks (docs/decisions/enquiries.md).
 */
export function stageClickChange(
  enquiry: Pick<EnquiryProgressState, 'progress' | 'statuses'>,
  step: ProgressStep,
): EnquiryChange | null {
  if (!hasMark(enquiry, step)) return { kind: 'progress', value: step, action: 'set' };
  if (progressSteps.indexOf(step) === furthestStepIndex(enquiry))
    return { kind: 'progress', value: step, action: 'clear' };
  return null;
}

// ---- status views and their counts ----

/**
 * The list views; each one's count is `numStatuses[view]` ("total" lists every enquiry). Spam
 * enquiries (spam.ts) are in the "spam" view only, never in a working view or its count.
 */
export const statusViews = [
  'inprogress',
  'unread',
  'inDiscussion',
  'callOrMeetingHeld',
  'dateOnHold',
  'booked',
  'lost',
  'lastMonth',
  'hasNotes',
  'hasAssignee',
  'hasProgressUpdates',
  'total',
  'spam',
] as const;
export type StatusView = (typeof statusViews)[number];
export const defaultStatusView: StatusView = 'inprogress';

/**
 * Counts of the list call: one per view over all the supplier's enquiries, plus `filtered`, the rows of the current
 * view and owner filter.
 */
export type NumStatuses = Record<StatusView | 'filtered', number>;

export function isStatusView(value: unknown): value is StatusView {
  return typeof value === 'string' && (statusViews as readonly string[]).includes(value);
}

/** @internal */
export interface EnquiryListFacts extends EnquiryProgressState {
  createdAt: string | Date;
  notesCount: number;
  /** The assigned team member's user id. */
  owner: string | null;
  /** In the Spam view instead of the working views. */
  spam: boolean;
}

/** The previous calendar month in UTC, as [start, end) (spec section 9: last month is the previous calendar month). */
export function previousCalendarMonth(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

/** @internal */
export function isInStatusView(enquiry: EnquiryListFacts, view: StatusView, now: Date): boolean {
  if (view === 'spam' || enquiry.spam) return view === 'spam' && enquiry.spam;
  const has = (mark: EnquiryMark) => hasMark(enquiry, mark);
  switch (view) {
    case 'inprogress':
      return !has('booked') && !has('lost') && !has('dismissed');
    case 'unread':
      return !enquiry.enquiryRead && !has('dismissed');
    case 'inDiscussion':
    case 'callOrMeetingHeld':
    case 'dateOnHold':
    case 'booked':
    case 'lost':
      return has(view);
    case 'lastMonth': {
      const { start, end } = previousCalendarMonth(now);
      const created = new Date(enquiry.createdAt).getTime();
      return created >= start.getTime() && created < end.getTime();
    }
    case 'hasNotes':
      return enquiry.notesCount > 0;
    case 'hasAssignee':
      return enquiry.owner !== null;
    case 'hasProgressUpdates':
      return enquiry.progress.some((step) => step !== 'read');
    case 'total':
      return true;
  }
}

/** @internal */
export function statusViewsOf(enquiry: EnquiryListFacts, now: Date): StatusView[] {
  return statusViews.filter((view) => isInStatusView(enquiry, view, now));
}

// ---- owner filter ----

export type OwnerFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'user'; userId: string };
const defaultOwnerFilter: OwnerFilter = { kind: 'all' };

export const userIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** The {ownerFilter} path segment: "all" (default when absent), "none", or a user id; null when malformed. */
export function parseOwnerFilter(raw: string | undefined): OwnerFilter | null {
  if (raw === undefined || raw === '' || raw === 'all') return defaultOwnerFilter;
  if (raw === 'none') return { kind: 'none' };
  return userIdPattern.test(raw) ? { kind: 'user', userId: raw } : null;
}

export function ownerFilterParam(filter: OwnerFilter): string {
  return filter.kind === 'user' ? filter.userId : filter.kind;
}

export function matchesOwnerFilter(owner: string | null, filter: OwnerFilter): boolean {
  if (filter.kind === 'all') return true;
  if (filter.kind === 'none') return owner === null;
  return owner === filter.userId;
}

/** @internal */
export function countStatuses(
  enquiries: readonly EnquiryListFacts[],
  view: StatusView,
  owner: OwnerFilter,
  now: Date,
): NumStatuses {
  const counts = Object.fromEntries([...statusViews, 'filtered'].map((key) => [key, 0])) as NumStatuses;
  for (const enquiry of enquiries) {
    for (const v of statusViewsOf(enquiry, now)) counts[v] += 1;
    if (isInStatusView(enquiry, view, now) && matchesOwnerFilter(enquiry.owner, owner)) counts.filtered += 1;
  }
  return counts;
}

// ---- paging ----

export const enquiryPageSize = 20;

export function totalPages(filtered: number, pageSize = enquiryPageSize): number {
  return Math.ceil(filtered / pageSize);
}
