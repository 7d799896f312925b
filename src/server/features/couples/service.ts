import { and, eq } from 'drizzle-orm';
import {
  bookingComparator,
  bookingStats,
  bookingYears,
  fetchBookingError,
  matchesYearFilter,
  toggleCollaborationError,
  type BookingSort,
  type YearFilter,
} from '../../../domain/enquiries/couples.ts';
import type {
  BookingDetail,
  BookingFileView,
  BookingSummary,
  BookingsResponse,
} from '../../../domain/enquiries/couples-api.ts';
import { uiLocaleFor } from '../../../domain/locales.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { bookings, couples, enquiries, weddings, type BookingFile } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { weddingBudgetLabel } from '../enquiries/enquiry-view.ts';
import { weddingMonthWithin } from '../../db/wedding-month.ts';
import { inviteMessageView } from './invite-message.ts';

const bookingSelection = {
  booking: bookings,
  couple: {
    partnerName1: couples.partnerName1,
    partnerName2: couples.partnerName2,
    email: couples.email,
    phone: couples.phone,
    locale: couples.locale,
  },
  wedding: {
    weddingDate: weddings.weddingDate,
    datePicker: weddings.datePicker,
    guestsEstimate: weddings.guestsEstimate,
    budgetMin: weddings.budgetMin,
    budgetMax: weddings.budgetMax,
    currency: weddings.currency,
    venueCounties: weddings.venueCounties,
    tags: weddings.tags,
  },
};

function selectBookings(db: Pick<Db, 'select'>) {
  return db
    .select(bookingSelection)
    .from(bookings)
    .innerJoin(couples, eq(couples.id, bookings.coupleId))
    .innerJoin(weddings, eq(weddings.id, bookings.weddingId));
}

export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

export function coupleNameOf(couple: { partnerName1: string; partnerName2: string | null }): string {
  return [couple.partnerName1, couple.partnerName2].filter((name) => name && name.trim()).join(' & ');
}

function toSummary({ booking, couple, wedding }: BookingRow): BookingSummary {
  return {
    id: booking.id,
    profileId: booking.supplierId,
    userId: booking.coupleId,
    weddingId: booking.weddingId,
    enquiryId: booking.enquiryId,
    coupleName: coupleNameOf(couple),
    partnerName1: couple.partnerName1,
    partnerName2: couple.partnerName2,
    // the wedding's current date; the date at booking time when the wedding has none
    weddingDate: wedding.weddingDate ?? booking.weddingDate,
    weddingDatePicker: wedding.datePicker,
    guestCount: wedding.guestsEstimate,
    collaborating: booking.collaborating,
    filesCount: booking.files.length,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** The couples list: the year filter's bookings in the asked order; stats and years over all of them. */
export async function listBookings(
  db: Db,
  access: SupplierAccess,
  sort: BookingSort,
  year: YearFilter,
  now: Date,
): Promise<BookingsResponse> {
  const rows = await selectBookings(db).where(eq(bookings.supplierId, access.supplier.id));
  const all = rows.map(toSummary);
  const shown = all.filter((b) => matchesYearFilter(b, year)).sort(bookingComparator(sort, access.user.locale));
  return { bookings: shown, stats: bookingStats(all, now), years: bookingYears(all), sort, year };
}

/**
 * The supplier's booked weddings in the months from `fromDay` to `toDay`, with their current date and the couple's
 * names (the calendar feed's and the dashboard's weddings).
 */
export async function readBookedWeddings(db: Db, supplierId: string, fromDay: string, toDay?: string) {
  const rows = await selectBookings(db).where(
    and(eq(bookings.supplierId, supplierId), weddingMonthWithin(bookings.weddingMonth, fromDay, toDay)),
  );
  return rows.map(({ booking, couple, wedding }) => ({
    bookingId: booking.id,
    weddingId: booking.weddingId,
    datePicker: wedding.datePicker,
    couple: coupleNameOf(couple),
  }));
}

/** The supplier's booking of the wedding; 404 'could not fetch booking' without one. */
export async function findBooking(db: Pick<Db, 'select'>, supplierId: string, weddingId: string): Promise<BookingRow> {
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.supplierId, supplierId), eq(bookings.weddingId, weddingId)))
    .limit(1);
  if (!row) throw notFound(fetchBookingError);
  return row;
}

export function fileView(storage: StorageProvider, file: BookingFile): BookingFileView {
  return {
    id: file.id,
    name: file.name,
    url: storage.publicUrl(file.path),
    size: file.size,
    uploadedAt: file.uploadedAt,
    owner: file.owner ?? 'couple',
  };
}

/** One booking (the couple details page); 404 'could not fetch booking' when the supplier has none for the wedding. */
export async function getBooking(
  db: Db,
  storage: StorageProvider,
  access: SupplierAccess,
  weddingId: string,
): Promise<BookingDetail> {
  const row = await findBooking(db, access.supplier.id, weddingId);
  const [enquiry] = row.booking.enquiryId
    ? await db
        .select({ message: enquiries.message, contactedCoupleTime: enquiries.contactedCoupleTime })
        .from(enquiries)
        .where(eq(enquiries.id, row.booking.enquiryId))
        .limit(1)
    : [];
  return {
    ...toSummary(row),
    email: row.couple.email,
    phone: row.couple.phone,
    message: enquiry?.message ?? null,
    venueCounties: row.wedding.venueCounties,
    venueTags: row.wedding.tags,
    budgetRangeLabel: weddingBudgetLabel(row.wedding, uiLocaleFor(access.user.locale)),
    contactedCoupleTime: enquiry?.contactedCoupleTime?.toISOString() ?? null,
    files: row.booking.files.map((f) => fileView(storage, f)),
    ...inviteMessageView(row.booking, {
      couple: coupleNameOf(row.couple),
      locale: row.couple.locale,
      supplier: access.supplier.name,
    }),
  };
}

/** The files of a booking shared by the supplier (ownerSupplier) or by the couple. */
export async function getBookingFiles(
  db: Db,
  storage: StorageProvider,
  access: SupplierAccess,
  weddingId: string,
  ownerSupplier: boolean,
): Promise<BookingFileView[]> {
  const row = await findBooking(db, access.supplier.id, weddingId);
  const owner = ownerSupplier ? 'supplier' : 'couple';
  return row.booking.files.map((f) => fileView(storage, f)).filter((f) => f.owner === owner);
}

/**
 * Switches collaboration with the couple (userId) on the supplier's (profileId) booking; 404 with the spec's text when
 * there is none.
 */
export async function setCollaboration(
  db: Db,
  access: SupplierAccess,
  input: { profileId: string; userId: string; collaborating: boolean },
  now: Date,
): Promise<{ bookingId: string; collaborating: boolean }> {
  if (input.profileId !== access.supplier.id) throw notFound(toggleCollaborationError);
  const [row] = await db
    .update(bookings)
    .set({ collaborating: input.collaborating, updatedAt: now })
    .where(and(eq(bookings.supplierId, access.supplier.id), eq(bookings.coupleId, input.userId)))
    .returning({ id: bookings.id, collaborating: bookings.collaborating });
  if (!row) throw notFound(toggleCollaborationError);
  return { bookingId: row.id, collaborating: row.collaborating };
}
