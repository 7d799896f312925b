import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  EnquiryChangeResponse,
  EnquiryDetailResponse,
  EnquiryList,
  EnquiryNote,
} from '../../../domain/enquiries/inbox.ts';
import { shouldMarkReadOnOpen } from '../../../domain/enquiries/locking.ts';
import {
  applyEnquiryChange,
  enquiryPageSize,
  markReadChange,
  ownerFilterParam,
  totalPages,
  type EnquiryChange,
  type EnquiryProgressState,
  type OwnerFilter,
  type StatusView,
} from '../../../domain/enquiries/progress.ts';
import { canUseFeature, requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, enquiries, enquiryNotes, supplierUsers, weddings } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import {
  findEnquiry,
  findEnquiryAndNext,
  isLocked,
  lockSupplierOf,
  notesOf,
  personName,
  progressStateOf,
  selectListPage,
  toDetail,
  toListItem,
  viewRulesFor,
  weddingSummaryOf,
  type EnquiryRow,
  type OpenedEnquiry,
} from './enquiry-view.ts';
import { enqueueBookingCreated, enqueueEnquiryEvent } from '../webhooks/enqueue.ts';
import { readNumStatuses } from './status-counts.ts';
import { viewValuesOf } from './views-sql.ts';

export interface ListQuery {
  page: number;
  status: StatusView;
  owner: OwnerFilter;
}

/** GET /api/inbox/weddings: one page of a view, and every count of numStatuses from the supplier's counter rows. */
export async function listEnquiries(db: Db, access: SupplierAccess, query: ListQuery, now: Date): Promise<EnquiryList> {
  if (query.owner.kind !== 'all') requireFeature(access, 'enquiryOwner');
  const supplierId = access.supplier.id;
  const [numStatuses, rows, rules] = await Promise.all([
    readNumStatuses(db, supplierId, query.status, query.owner, now),
    selectListPage(
      db,
      query.status,
      query.owner.kind,
      viewValuesOf(supplierId, query.owner, now),
      query.page * enquiryPageSize,
    ),
    viewRulesFor(db, access, now),
  ]);
  return {
    page: query.page,
    pageSize: enquiryPageSize,
    totalPages: totalPages(numStatuses.filtered),
    status: query.status,
    ownerFilter: ownerFilterParam(query.owner),
    numStatuses,
    enquiries: rows.map((row) => toListItem(row, rules)),
  };
}

/** The unread count alone, for the menu badge. */
export async function countUnread(db: Db, supplierId: string, now: Date): Promise<number> {
  return (await readNumStatuses(db, supplierId, 'unread', { kind: 'all' }, now)).unread;
}

/** The open enquiry as the viewer sees it; `known` is a row read in this request that is still current. */
async function loadDetail(db: Db, access: SupplierAccess, enquiryId: string, now: Date, known?: OpenedEnquiry) {
  const [row, rules] = await Promise.all([
    known ?? findEnquiry(db, access.supplier.id, enquiryId),
    viewRulesFor(db, access, now),
  ]);
  if (!row) throw notFound('enquiry not found');
  const notes = canUseFeature(access, 'notes') ? notesOf(row.notes) : [];
  return { row, rules, detail: toDetail(row, notes, rules) };
}

/** The columns of an enquiry's marks, for an update. */
export function marksOf(state: EnquiryProgressState) {
  return {
    progress: [...state.progress],
    statuses: [...state.statuses],
    timestamps: state.timestamps,
    enquiryRead: state.enquiryRead,
  };
}

/**
 * GET /api/inbox/wedding: the open enquiry, the next one of its view and the wedding summary.
 * Opening marks it read unless it is locked or already read (spec section 4); a platform admin's
 * opening changes nothing. The first instant of read stays when two people open it at once.
 */
export async function openEnquiry(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  view: StatusView,
  owner: OwnerFilter,
  now: Date,
  /** Told once opening marked it read (the lists and counts of every open page change). */
  onMarkedRead: () => Promise<void>,
): Promise<EnquiryDetailResponse> {
  requireFeature(access, 'enquiryDetails');
  const supplierId = access.supplier.id;
  const found = await findEnquiryAndNext(db, enquiryId, view, owner.kind, viewValuesOf(supplierId, owner, now));
  if (!found) throw notFound('enquiry not found');
  let current: OpenedEnquiry | undefined = found;
  if (shouldMarkReadOnOpen({ supplier: lockSupplierOf(access.supplier), enquiry: found.enquiry })) {
    const result = applyEnquiryChange(progressStateOf(found.enquiry), markReadChange, { actor: access.user, now });
    if (result.outcome === 'applied') {
      const marked = await db
        .update(enquiries)
        .set({ ...marksOf(result.enquiry), updatedAt: now })
        .where(and(eq(enquiries.id, enquiryId), eq(enquiries.supplierId, supplierId), eq(enquiries.enquiryRead, false)))
        .returning({ id: enquiries.id });
      if (marked.length > 0) await onMarkedRead();
      current = undefined; // read again: whoever marked it read first set its instant
    }
  }
  const { row, rules, detail } = await loadDetail(db, access, enquiryId, now, current);
  return { supplierWedding: detail, next: found.next, weddingSummary: weddingSummaryOf(row.wedding, rules) };
}

/**
 * The supplier's enquiry under a row lock (404 when it is not the supplier's), so concurrent changes see each other.
 */
export async function lockEnquiryRow(tx: Tx, supplierId: string, enquiryId: string): Promise<EnquiryRow> {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.id, enquiryId)))
    .for('update');
  if (!row) throw notFound('enquiry not found');
  return row;
}

/**
 * Marking booked records the booking with collaboration on; booking again switches collaboration back on.
 * A new booking (not one booked before) queues its `booking.created` webhooks.
 */
async function recordBooking(tx: Tx, enquiry: EnquiryRow, now: Date): Promise<void> {
  const [wedding] = await tx
    .select({ weddingDate: weddings.weddingDate })
    .from(weddings)
    .where(eq(weddings.id, enquiry.weddingId));
  const weddingDate = wedding?.weddingDate ?? enquiry.weddingDate;
  const [booking] = await tx
    .insert(bookings)
    .values({
      id: randomUUID(),
      supplierId: enquiry.supplierId,
      weddingId: enquiry.weddingId,
      coupleId: enquiry.coupleId,
      enquiryId: enquiry.id,
      weddingDate,
      collaborating: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [bookings.supplierId, bookings.weddingId],
      set: { enquiryId: enquiry.id, weddingDate, collaborating: true, updatedAt: now },
    })
    .returning({ id: bookings.id, createdAt: bookings.createdAt });
  // a booking made again keeps its first createdAt: only a new one is announced
  if (booking && booking.createdAt.getTime() === now.getTime()) {
    await enqueueBookingCreated(tx, {
      id: booking.id,
      supplierId: enquiry.supplierId,
      weddingId: enquiry.weddingId,
      enquiryId: enquiry.id,
      weddingDate,
      createdAt: now,
    });
  }
}

/**
 * A progress step or status flag set, cleared or toggled (progress.ts `applyEnquiryChange`), in one transaction with
 * its booking.
 */
export async function changeEnquiryMarks(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  change: EnquiryChange,
  now: Date,
): Promise<EnquiryChangeResponse> {
  requireFeature(access, 'enquiryDetails');
  const supplierId = access.supplier.id;
  const lock = { lock: lockSupplierOf(access.supplier) };
  const outcome = await db.transaction(async (tx) => {
    const enquiry = await lockEnquiryRow(tx, supplierId, enquiryId);
    const result = applyEnquiryChange(progressStateOf(enquiry), change, {
      actor: access.user,
      now,
      locked: isLocked(enquiry, lock),
    });
    if (result.outcome === 'locked')
      throw new AppError(409, 'enquiry-locked', 'Reveal this enquiry before you change its progress');
    if (result.outcome === 'applied') {
      await tx
        .update(enquiries)
        .set({ ...marksOf(result.enquiry), updatedAt: now })
        .where(eq(enquiries.id, enquiryId));
      if (result.recordBooking) await recordBooking(tx, enquiry, now);
      await enqueueEnquiryEvent(tx, supplierId, enquiryId, 'enquiry.updated', now);
    }
    return result.outcome;
  });
  return { outcome, supplierWedding: (await loadDetail(db, access, enquiryId, now)).detail };
}

/** Assigns (a user of the supplier) or clears the owner; a platform admin's change is skipped like progress changes. */
export async function changeEnquiryOwner(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  ownerId: string | null,
  now: Date,
): Promise<EnquiryChangeResponse> {
  requireFeature(access, 'enquiryOwner');
  const supplierId = access.supplier.id;
  if (ownerId !== null) {
    const [member] = await db
      .select({ userId: supplierUsers.userId })
      .from(supplierUsers)
      .where(and(eq(supplierUsers.supplierId, supplierId), eq(supplierUsers.userId, ownerId)));
    if (!member)
      throw badRequest('validation', 'The owner must be a member of this supplier', {
        owner: 'enquiries:errors.owner',
      });
  }
  const outcome = await db.transaction(async (tx) => {
    const enquiry = await lockEnquiryRow(tx, supplierId, enquiryId);
    if (access.user.isPlatformAdmin) return 'skipped' as const;
    if (enquiry.ownerId === ownerId) return 'unchanged' as const;
    await tx.update(enquiries).set({ ownerId, updatedAt: now }).where(eq(enquiries.id, enquiryId));
    await enqueueEnquiryEvent(tx, supplierId, enquiryId, 'enquiry.updated', now);
    return 'applied' as const;
  });
  return { outcome, supplierWedding: (await loadDetail(db, access, enquiryId, now)).detail };
}

export async function addEnquiryNote(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  text: string,
  now: Date,
): Promise<{ note: EnquiryNote; notesCount: number }> {
  requireFeature(access, 'notes');
  const supplierId = access.supplier.id;
  const { user } = access;
  const id = randomUUID();
  const notesCount = await db.transaction(async (tx) => {
    await lockEnquiryRow(tx, supplierId, enquiryId);
    await tx.insert(enquiryNotes).values({ id, supplierId, enquiryId, authorId: user.id, text, createdAt: now });
    const [row] = await tx
      .update(enquiries)
      .set({ notesCount: sql`${enquiries.notesCount} + 1` })
      .where(eq(enquiries.id, enquiryId))
      .returning({ notesCount: enquiries.notesCount });
    return row!.notesCount;
  });
  return {
    note: { id, text, createdAt: now.toISOString(), author: { id: user.id, name: personName(user) } },
    notesCount,
  };
}

/** A note is deleted by its author or by an admin of the supplier. */
export async function deleteEnquiryNote(
  db: Db,
  access: SupplierAccess,
  enquiryId: string,
  noteId: string,
): Promise<{ notesCount: number }> {
  requireFeature(access, 'notes');
  const supplierId = access.supplier.id;
  return db.transaction(async (tx) => {
    await lockEnquiryRow(tx, supplierId, enquiryId);
    const [note] = await tx
      .select({ authorId: enquiryNotes.authorId })
      .from(enquiryNotes)
      .where(
        and(
          eq(enquiryNotes.id, noteId),
          eq(enquiryNotes.enquiryId, enquiryId),
          eq(enquiryNotes.supplierId, supplierId),
        ),
      );
    if (!note) throw notFound('note not found');
    if (note.authorId !== access.user.id && access.role !== 'admin')
      throw forbidden('note-author-only', 'Only the author or an admin can delete this note');
    await tx.delete(enquiryNotes).where(eq(enquiryNotes.id, noteId));
    const [row] = await tx
      .update(enquiries)
      .set({ notesCount: sql`greatest(${enquiries.notesCount} - 1, 0)` })
      .where(eq(enquiries.id, enquiryId))
      .returning({ notesCount: enquiries.notesCount });
    return { notesCount: row!.notesCount };
  });
}
