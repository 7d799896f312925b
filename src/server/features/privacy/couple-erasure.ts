import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  nextErasureStep,
  normaliseErasureEmail,
  type CoupleErasureCounts,
} from '../../../domain/privacy/couple-erasure.ts';
import type { CoupleErasure } from '../../../domain/privacy/privacy-api.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  adminAudit,
  bookings,
  coupleErasures,
  couples,
  enquiries,
  enquiryMessages,
  mailOutbox,
  reviewPhotos,
  reviewRequests,
  supplierReviews,
} from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { repeatEvery } from '../../jobs/repeat.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { countPublishedReviews } from '../reviews/read.ts';

/**
 * A platform admin's erasure of a couple by e-mail address (issue 35, docs/decisions/privacy.md): every enquiry (with
 * its conversation, notes, spam scores), booking (its files, so the calendar's entries), review, review request,
 * contact message and outbox mail of that address, for every supplier. The statistics stay: the daily rollups are
 * counts, not rows of the couple. Worked in steps (domain couple-erasure.ts), each step's database work in one
 * transaction that locks the erasure row, so an interrupted erasure resumes and two nodes never do a step twice.
 */

const lowerEquals = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`;

/** The enquiries of the address: of its couple, or written with the address. */
const enquiriesOf = (email: string) =>
  or(
    inArray(enquiries.coupleId, sql`(select ${couples.id} from ${couples} where ${lowerEquals(couples.email, email)})`),
    lowerEquals(enquiries.email, email),
  );

const bookingsOf = (email: string) =>
  or(
    inArray(bookings.coupleId, sql`(select ${couples.id} from ${couples} where ${lowerEquals(couples.email, email)})`),
    inArray(bookings.enquiryId, sql`(select ${enquiries.id} from ${enquiries} where ${enquiriesOf(email)})`),
  );

/** The conversation messages of the address: its enquiries' conversations, and what it wrote in others. */
const messagesOf = (email: string) =>
  or(
    inArray(enquiryMessages.enquiryId, sql`(select ${enquiries.id} from ${enquiries} where ${enquiriesOf(email)})`),
    lowerEquals(enquiryMessages.fromAddress, email),
  );

const reviewsOf = (email: string) => lowerEquals(supplierReviews.authorEmail, email);

/** Every stored file of the address: booking files, message attachments, review photos and their thumbnails. */
async function fileKeysOf(tx: Tx, email: string): Promise<string[]> {
  const [bookingFiles, attachments, photos] = await Promise.all([
    tx.select({ files: bookings.files }).from(bookings).where(bookingsOf(email)),
    tx.select({ attachments: enquiryMessages.attachments }).from(enquiryMessages).where(messagesOf(email)),
    tx
      .select({ path: reviewPhotos.path, thumbnail: reviewPhotos.thumbnail })
      .from(reviewPhotos)
      .innerJoin(supplierReviews, eq(supplierReviews.id, reviewPhotos.reviewId))
      .where(reviewsOf(email)),
  ]);
  return [
    ...bookingFiles.flatMap((row) => row.files.map((file) => file.path)),
    ...attachments.flatMap((row) => row.attachments.map((file) => file.path)),
    ...photos.flatMap((photo) => [photo.path, photo.thumbnail]),
  ];
}

const hashOf = (email: string) => createHash('sha256').update(email).digest('hex');

const noCounts: CoupleErasureCounts = { suppliers: 0, enquiries: 0, messages: 0, bookings: 0, reviews: 0, files: 0 };

/** Deletes the rows of the address in one transaction and writes one audit entry per supplier it touched. */
async function eraseRows(tx: Tx, erasureId: string, actorId: string | null, email: string) {
  const [enquiryRows, messageRows, bookingRows, reviewRows] = await Promise.all([
    tx.select({ supplierId: enquiries.supplierId }).from(enquiries).where(enquiriesOf(email)),
    tx.select({ supplierId: enquiryMessages.supplierId }).from(enquiryMessages).where(messagesOf(email)),
    tx.select({ supplierId: bookings.supplierId }).from(bookings).where(bookingsOf(email)),
    tx.select({ supplierId: supplierReviews.supplierId }).from(supplierReviews).where(reviewsOf(email)),
  ]);
  const perSupplier = new Map<string, { enquiries: number; messages: number; bookings: number; reviews: number }>();
  const tally = (rows: { supplierId: string }[], key: 'enquiries' | 'messages' | 'bookings' | 'reviews') => {
    for (const { supplierId } of rows) {
      const counts = perSupplier.get(supplierId) ?? { enquiries: 0, messages: 0, bookings: 0, reviews: 0 };
      counts[key] += 1;
      perSupplier.set(supplierId, counts);
    }
  };
  tally(enquiryRows, 'enquiries');
  tally(messageRows, 'messages');
  tally(bookingRows, 'bookings');
  tally(reviewRows, 'reviews');

  // children first where no foreign key takes them: messages of the address in other conversations, bookings whose
  // enquiry had the address but whose couple differs, then reviews, review requests, enquiries and couples (cascades:
  // weddings, bookings, notes, conversations, contact messages, spam scores)
  await tx.delete(enquiryMessages).where(messagesOf(email));
  await tx.delete(bookings).where(bookingsOf(email));
  await tx.delete(supplierReviews).where(reviewsOf(email));
  await tx.delete(reviewRequests).where(lowerEquals(reviewRequests.email, email));
  await tx.delete(enquiries).where(enquiriesOf(email));
  await tx.delete(couples).where(lowerEquals(couples.email, email));
  await tx.delete(mailOutbox).where(lowerEquals(mailOutbox.to, email));
  // the menu's review counter follows (the averages are computed from the rows)
  for (const supplierId of new Set(reviewRows.map((row) => row.supplierId))) {
    await lockSupplierRow(tx, supplierId);
    await countPublishedReviews(tx, supplierId);
  }

  const now = new Date();
  if (perSupplier.size > 0)
    await tx.insert(adminAudit).values(
      [...perSupplier].map(([supplierId, counts]) => ({
        supplierId,
        actorId,
        action: 'coupleErased',
        // how many, never whose: the audit log keeps no personal data of the couple
        before: { erasure: erasureId, ...counts },
        after: {},
        createdAt: now,
      })),
    );
  return {
    counts: {
      suppliers: perSupplier.size,
      enquiries: enquiryRows.length,
      messages: messageRows.length,
      bookings: bookingRows.length,
      reviews: reviewRows.length,
    },
    supplierIds: [...perSupplier.keys()],
  };
}

/**
 * Runs the erasure's remaining steps; answers its state. Safe to call again at any point (the job resumes erasures
 * a crash left unfinished): each step re-reads its state under the row's lock.
 */
async function workErasure(database: Database, storage: StorageProvider, erasureId: string, log?: FastifyBaseLogger) {
  for (;;) {
    let erasedFrom: string[] = [];
    const state = await database.db.transaction(async (tx) => {
      const [erasure] = await tx.select().from(coupleErasures).where(eq(coupleErasures.id, erasureId)).for('update');
      if (!erasure) throw new Error(`no couple erasure ${erasureId}`);
      if (erasure.step === 'done' || !erasure.email) return erasure;
      const counts = { ...noCounts, ...erasure.counts };
      if (erasure.step === 'files') {
        const keys = await fileKeysOf(tx, erasure.email);
        for (const key of keys) {
          try {
            // deleting a missing file succeeds (disk and S3 alike), so a repeated step changes nothing
            await storage.delete(key);
          } catch (error) {
            log?.error({ err: error, erasure: erasureId }, 'could not delete a file of an erased couple');
            throw error;
          }
        }
        counts.files = keys.length;
      } else {
        const erased = await eraseRows(tx, erasure.id, erasure.requestedBy, erasure.email);
        Object.assign(counts, erased.counts);
        erasedFrom = erased.supplierIds;
      }
      const step = nextErasureStep(erasure.step);
      const [next] = await tx
        .update(coupleErasures)
        .set(step === 'done' ? { step, counts, email: null, finishedAt: new Date() } : { step, counts })
        .where(eq(coupleErasures.id, erasure.id))
        .returning();
      return next!;
    });
    // the suppliers' public pages (reviews, counts) are dropped from every node's cache, as after any supplier write
    for (const supplierId of erasedFrom) await database.changes.publish('supplier', supplierId);
    if (state.step === 'done' || !state.email)
      return { id: state.id, finished: state.step === 'done', counts: { ...noCounts, ...state.counts } };
  }
}

/**
 * Records a platform admin's erasure of the address and works it at once; answers what it removed. A second
 * erasure of the same address finds nothing left and removes nothing (idempotent).
 */
export async function eraseCouple(
  database: Database,
  storage: StorageProvider,
  actorId: string,
  emailInput: string,
  log?: FastifyBaseLogger,
): Promise<CoupleErasure> {
  const email = normaliseErasureEmail(emailInput);
  const id = randomUUID();
  await database.db.insert(coupleErasures).values({ id, email, emailHash: hashOf(email), requestedBy: actorId });
  return workErasure(database, storage, id, log);
}

/** Resumes every erasure a stopped node left unfinished, oldest first. @internal */
export async function resumeCoupleErasures(database: Database, storage: StorageProvider): Promise<number> {
  const unfinished = await database.db
    .select({ id: coupleErasures.id })
    .from(coupleErasures)
    .where(and(isNull(coupleErasures.finishedAt), isNotNull(coupleErasures.email)))
    .orderBy(asc(coupleErasures.createdAt));
  for (const { id } of unfinished) await workErasure(database, storage, id);
  return unfinished.length;
}

/** The job that resumes interrupted couple erasures: every 10 minutes on each node (the row lock keeps them apart). */
export function keepResumingCoupleErasures(
  database: Database,
  storage: StorageProvider,
  onError: (error: unknown) => void,
  everyMs = 600_000,
): { ready: Promise<void>; stop(): void } {
  return repeatEvery(() => resumeCoupleErasures(database, storage), everyMs, onError);
}
