import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  bookings,
  coupleMessages,
  couples,
  enquiries,
  enquiryMessages,
  enquiryNotes,
  quotes,
  retentionSettings,
  reviewRequests,
} from '../../db/schema/index.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import { addMonths } from '../../../domain/privacy/retention.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** Enquiries anonymised per transaction: a backlog is worked off in slices that each lock few rows. */
const anonymiseBatch = 200;

/**
 * The enquiries due at `now` (domain privacy/retention.ts `isRetentionDue`, the same rule in SQL): the business's
 * period, never above the platform's, after the wedding day, or after the last activity (the enquiry's last change or
 * conversation message) when the wedding has no date. Months are added in UTC, as the domain does. Only enquiries whose
 * start is before `earliest` are read, by their partial indexes (issue 37): not every enquiry kept, each hour.
 */
const dueEnquiries = (platformMonths: number, now: Date, earliest: Date) => sql`
  select e.id, e.supplier_id as "supplierId", e.wedding_id as "weddingId", e.couple_id as "coupleId"
  from ${enquiries} e
  left join ${retentionSettings} r on r.supplier_id = e.supplier_id
  where e.anonymised_at is null
    and (e.wedding_date <= ${earliest.getTime()}::bigint
      or (e.wedding_date is null and e.updated_at <= ${earliest.toISOString()}::timestamptz))
    and ((coalesce(
          to_timestamp(e.wedding_date / 1000.0),
          greatest(e.updated_at, (select max(m.created_at) from ${enquiryMessages} m where m.enquiry_id = e.id))
        ) at time zone 'UTC')
        + make_interval(months => least(${platformMonths}::int, coalesce(r.months, ${platformMonths}::int)))
      ) at time zone 'UTC' <= ${now.toISOString()}::timestamptz
  order by e.id
  limit ${anonymiseBatch}
  for update of e skip locked`;

/**
 * Anonymises one slice of the due enquiries: the couple's names, contact and message, the conversation's texts and
 * attachments, the team's notes, the booking's files and invite text, the contact message and the review request's
 * name and address. The rows stay, so the inbox counters and the statistics keep their counts. A couple's own row is
 * anonymised once none of its enquiries (with any supplier) is kept any more. The files go after the commit. Answers
 * how many enquiries were anonymised.
 * @internal
 */
export async function anonymiseDueEnquiries(
  db: Db,
  storage: StorageProvider,
  platformMonths: number,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number> {
  const { count, fileKeys } = await db.transaction(async (tx) => {
    const [shortest] = await rawRows<{ months: number | null }>(
      tx,
      sql`select min(months)::int as months from ${retentionSettings}`,
    );
    // the earliest start that can be due: the shortest period set, with a week of slack for month ends; a value,
    // so the planner sees how few enquiries it selects
    const months = Math.min(platformMonths, shortest?.months ?? platformMonths);
    const earliest = new Date(addMonths(now, -months).getTime() + 7 * 86_400_000);
    const due = await rawRows<{ id: string; supplierId: string; weddingId: string; coupleId: string }>(
      tx,
      dueEnquiries(platformMonths, now, earliest),
    );
    if (due.length === 0) return { count: 0, fileKeys: [] };
    const ids = due.map((row) => row.id);
    const [bookingFiles, attachments] = await Promise.all([
      tx.select({ files: bookings.files }).from(bookings).where(inArray(bookings.enquiryId, ids)),
      tx
        .select({ attachments: enquiryMessages.attachments })
        .from(enquiryMessages)
        .where(inArray(enquiryMessages.enquiryId, ids)),
    ]);
    await tx
      .update(enquiries)
      .set({
        message: null,
        partnerName1: null,
        partnerName2: null,
        email: null,
        phone: null,
        guestsInitialTarget: null,
        notesCount: 0,
        anonymisedAt: now,
      })
      .where(inArray(enquiries.id, ids));
    await tx
      .update(enquiryMessages)
      .set({ subject: '', text: '', fromAddress: null, attachments: [] })
      .where(inArray(enquiryMessages.enquiryId, ids));
    await tx.delete(enquiryNotes).where(inArray(enquiryNotes.enquiryId, ids));
    // a quote names the couple in its draft and in every version sent (its versions go with it)
    await tx.delete(quotes).where(inArray(quotes.enquiryId, ids));
    await tx.update(bookings).set({ files: [], inviteMessage: null }).where(inArray(bookings.enquiryId, ids));
    for (const { supplierId, weddingId } of due) {
      const ofWedding = (table: typeof coupleMessages | typeof reviewRequests) =>
        and(eq(table.supplierId, supplierId), eq(table.weddingId, weddingId));
      await tx.delete(coupleMessages).where(ofWedding(coupleMessages));
      await tx.update(reviewRequests).set({ coupleName: '', email: '' }).where(ofWedding(reviewRequests));
    }
    await tx
      .update(couples)
      .set({ partnerName1: '', partnerName2: null, email: null, phone: null })
      .where(
        and(
          inArray(
            couples.id,
            due.map((row) => row.coupleId),
          ),
          notExists(
            tx
              .select({ id: enquiries.id })
              .from(enquiries)
              .where(and(eq(enquiries.coupleId, couples.id), isNull(enquiries.anonymisedAt))),
          ),
        ),
      );
    return {
      count: due.length,
      fileKeys: [
        ...bookingFiles.flatMap((row) => row.files.map((file) => file.path)),
        ...attachments.flatMap((row) => row.attachments.map((file) => file.path)),
      ],
    };
  });
  for (const key of fileKeys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.error({ err: error }, 'could not delete a file of an anonymised enquiry');
    }
  }
  return count;
}

/**
 * The retention job: every hour on each API node, anonymises the due enquiries slice by slice (nodes running it at
 * once skip each other's locked rows).
 */
export function keepAnonymisingEnquiries(
  database: Database,
  storage: StorageProvider,
  platformMonths: number,
  onError: (error: unknown) => void,
  everyMs = 3_600_000,
): { ready: Promise<void>; stop(): void } {
  const anonymiseAll = async () => {
    while ((await anonymiseDueEnquiries(database.db, storage, platformMonths, new Date())) === anonymiseBatch);
  };
  return repeatEvery(anonymiseAll, everyMs, onError);
}
