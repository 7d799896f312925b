import { asc, sql } from 'drizzle-orm';
import type { AwaitingEnquiry } from '../../../domain/dashboard/home-api.ts';
import { redactLockedEnquiry } from '../../../domain/enquiries/locking.ts';
import type { Supplier } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';
import { isLocked, lockSupplierOf } from './enquiry-view.ts';

/**
 * The supplier's enquiries waiting for a first reply (the dashboard's first card): open (not booked, lost or
 * dismissed), not spam, and without the "replied" step that a reply sets. How many, and the three that have waited
 * longest, both read along the partial index of this predicate (`enquiries_awaiting_reply_time_idx`) in one
 * statement: the count from its entries alone, the three from the oldest. A locked enquiry (pay per enquiry) hides the
 * couple's names, as the inbox list does.
 */
export async function readAwaitingReply(
  db: Db,
  supplier: Supplier,
): Promise<{ count: number; oldest: AwaitingEnquiry[] }> {
  const waiting = sql`${enquiries.supplierId} = ${supplier.id} and ${enquiries.outcome} = 'open' and not ${enquiries.spam}
    and not ('replied' = any(${enquiries.progress}))`;
  const rows = await db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      partnerName1: enquiries.partnerName1,
      partnerName2: enquiries.partnerName2,
      weddingDatePicker: enquiries.weddingDatePicker,
      isPayPerEnquiry: enquiries.isPayPerEnquiry,
      revealed: enquiries.revealed,
      source: enquiries.source,
      // in the same statement, so count and rows are of one snapshot; the inner table's name shadows the outer's
      total: sql<number>`(select count(*) from ${enquiries} where ${waiting})`.mapWith(Number),
    })
    .from(enquiries)
    .where(waiting)
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(3);
  const lock = { lock: lockSupplierOf(supplier) };
  return {
    count: rows[0]?.total ?? 0,
    oldest: rows.map((row) => {
      const locked = isLocked(row, lock);
      const item = {
        id: row.id,
        locked,
        partnerName1: row.partnerName1,
        partnerName2: row.partnerName2,
        weddingDateDatePicker: row.weddingDatePicker,
        receivedAt: row.createdAt.toISOString(),
      };
      return locked ? redactLockedEnquiry(item) : item;
    }),
  };
}
