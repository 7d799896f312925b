import { and, eq, sql } from 'drizzle-orm';
import { isEnquiryLocked } from '../../../domain/enquiries/locking.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';
import { lockSupplierOf } from './enquiry-view.ts';
import { weddingMonthOf, weddingMonthWithin } from '../../db/wedding-month.ts';

/**
 * The supplier's open enquiries with the "date on hold" step (the calendar feed's held dates) in the months from
 * `fromDay` to `toDay`: the date the inbox shows and the couple's names, none for an enquiry still locked (pay per
 * enquiry).
 */
export async function readHeldDates(db: Db, supplier: Supplier, fromDay: string, toDay?: string) {
  const rows = await db
    .select({
      enquiryId: enquiries.id,
      datePicker: enquiries.weddingDatePicker,
      partnerName1: enquiries.partnerName1,
      partnerName2: enquiries.partnerName2,
      isPayPerEnquiry: enquiries.isPayPerEnquiry,
      revealed: enquiries.revealed,
      source: enquiries.source,
    })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.supplierId, supplier.id),
        // literals, as in the month index's predicate, so a generic plan may use it too
        sql`${enquiries.outcome} = 'open' and 'dateOnHold' = any(${enquiries.progress})`,
        weddingMonthWithin(weddingMonthOf(enquiries.weddingDatePicker), fromDay, toDay),
      ),
    );
  const lock = lockSupplierOf(supplier);
  return rows.map((row) => ({
    enquiryId: row.enquiryId,
    datePicker: row.datePicker,
    couple: isEnquiryLocked({ supplier: lock, enquiry: row })
      ? null
      : [row.partnerName1, row.partnerName2].filter((name) => name?.trim()).join(' & ') || null,
  }));
}
