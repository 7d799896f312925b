import { randomUUID } from 'node:crypto';
import { coupleActivityCategory, type CoupleActivityEvent } from '../../domain/enquiries/couples-activity.ts';
import type { WeddingDatePicker } from '../../domain/enquiries/wedding-date.ts';
import { bookings, events, type BookingFile } from '../db/schema/index.ts';
import { createEnquiry } from '../features/enquiries/create.ts';
import type { TestContext } from './test-app.ts';

export interface TestCouple {
  enquiryId: string;
  weddingId: string;
  coupleId: string;
  email: string;
}

/** A couple of its own (unique e-mail) who wrote to `supplierId`. */
export async function createTestCouple(
  ctx: TestContext,
  supplierId: string,
  options: {
    partnerName1?: string;
    partnerName2?: string | null;
    email?: string | null;
    picker?: WeddingDatePicker | null;
    guests?: string | null;
    locale?: string;
  } = {},
): Promise<TestCouple> {
  const email = options.email === undefined ? `couple-${randomUUID().slice(0, 8)}@test.example` : options.email;
  const created = await createEnquiry(ctx.database.db, {
    supplierId,
    source: 'marketplace',
    couple: {
      partnerName1: options.partnerName1 ?? 'Alex',
      partnerName2: options.partnerName2 ?? null,
      email,
      locale: options.locale,
    },
    weddingDatePicker: options.picker ?? null,
    guestsInitialTarget: options.guests ?? null,
  });
  return { ...created, email: email ?? '' };
}

/** A day of the wedding date picker. */
export const dayPicker = (year: number, month: number, day: number): WeddingDatePicker => ({
  day,
  month,
  year,
  weekDay: null,
  season: null,
  dayUndecided: false,
  monthUndecided: false,
  yearUndecided: false,
});

/** Books the couple's wedding with the supplier, as marking the enquiry booked does. */
export async function bookTestCouple(
  ctx: TestContext,
  supplierId: string,
  couple: TestCouple,
  options: { createdAt?: Date; files?: BookingFile[] } = {},
): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(bookings).values({
    id,
    supplierId,
    weddingId: couple.weddingId,
    coupleId: couple.coupleId,
    enquiryId: couple.enquiryId,
    files: options.files ?? [],
    createdAt: options.createdAt ?? new Date(),
  });
  return id;
}

/** A couples-activity event of the supplier about the wedding. */
export async function addActivityEvent(
  ctx: TestContext,
  supplierId: string,
  event: CoupleActivityEvent,
  weddingId: string | null,
  createdAt = new Date(),
): Promise<void> {
  await ctx.database.db.insert(events).values({
    event,
    category: coupleActivityCategory,
    source: 'marketplace',
    supplierId,
    specificEventProps: weddingId ? { weddingId } : {},
    createdAt,
  });
}
