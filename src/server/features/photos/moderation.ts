import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ModerationQueue, PhotoDecision } from '../../../domain/photos/photo-moderation-api.ts';
import { moderationPageSize, type PhotoSource } from '../../../domain/photos/photo-moderation.ts';
import type { Db } from '../../db/client.ts';
import {
  adminAudit,
  realWeddingPhotos,
  realWeddings,
  reviewPhotos,
  supplierPhotos,
  supplierReviews,
  suppliers,
} from '../../db/schema/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** The tables of photos that wait for approval, by where they show: a gallery, a review. */
const moderatedTables = {
  gallery: supplierPhotos,
  review: reviewPhotos,
  realWedding: realWeddingPhotos,
} as const satisfies Record<PhotoSource, unknown>;
type ModeratedTable = (typeof moderatedTables)[PhotoSource];

/** A real wedding's photo waits only while the real wedding is shown somewhere (deleting one marks it inactive). */
const ofActiveRealWedding = sql`exists (select 1 from ${realWeddings} where ${realWeddings.id} = ${realWeddingPhotos.realWeddingId} and ${realWeddings.active})`;

/**
 * A review's photo waits only once the review is confirmed (docs/decisions/reviews.md): one its author may never confirm
 * would take an admin's time for nothing.
 */
const ofConfirmedReview = sql`exists (select 1 from ${supplierReviews} where ${supplierReviews.id} = ${reviewPhotos.reviewId} and ${supplierReviews.confirmedAt} is not null)`;

/**
 * Awaiting a decision: not approved, not rejected, of a supplier still on the marketplace (and of a real wedding still
 * active, of a confirmed review).
 */
const awaiting = (table: ModeratedTable) =>
  and(
    eq(table.approved, false),
    isNull(table.rejectedReason),
    eq(suppliers.deleted, false),
    table === realWeddingPhotos ? ofActiveRealWedding : undefined,
    table === reviewPhotos ? ofConfirmedReview : undefined,
  );

function awaitingOf(db: Db, source: PhotoSource) {
  const table = moderatedTables[source];
  return db
    .select({
      id: table.id,
      supplierId: table.supplierId,
      supplierName: suppliers.name,
      thumbnail: table.thumbnail,
      path: table.path,
      createdAt: table.createdAt,
      source: sql<PhotoSource>`${source}::text`.as('source'),
    })
    .from(table)
    .innerJoin(suppliers, eq(suppliers.id, table.supplierId))
    .where(awaiting(table));
}

const countAwaiting = async (db: Db, table: ModeratedTable) =>
  (
    await db
      .select({ n: count() })
      .from(table)
      .innerJoin(suppliers, eq(suppliers.id, table.supplierId))
      .where(awaiting(table))
  )[0]?.n ?? 0;

/**
 * One page of the photos awaiting a decision, of galleries, reviews and real weddings together, oldest first (first
 * come, first judged).
 */
export async function readModerationQueue(db: Db, storage: StorageProvider, page: number): Promise<ModerationQueue> {
  const [rows, ...counts] = await Promise.all([
    unionAll(awaitingOf(db, 'gallery'), awaitingOf(db, 'review'), awaitingOf(db, 'realWedding'))
      .orderBy(asc(sql`created_at`), asc(sql`id`))
      .limit(moderationPageSize)
      .offset(page * moderationPageSize),
    ...Object.values(moderatedTables).map((table) => countAwaiting(db, table)),
  ]);
  return {
    photos: rows.map((row) => ({
      ...row,
      thumbnail: storage.publicUrl(row.thumbnail),
      path: storage.publicUrl(row.path),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: counts.reduce((sum, n) => sum + n, 0),
    page,
    pageSize: moderationPageSize,
  };
}

/**
 * Approves the photos, or rejects them with the reason (which the supplier reads); a later decision
 * replaces an earlier one. Ids are looked up among gallery, review and real-wedding photos alike (they are UUIDs);
 * unknown ones are skipped. Each supplier concerned gets a row in the admin audit log (who decided what
 * on which of its photos). Answers how many were decided and whose they are (their public pages change).
 */
export async function decidePhotos(
  db: Db,
  actorId: string,
  decision: { photoIds: string[]; decision: PhotoDecision['decision']; reason: string },
  now: Date,
) {
  const approve = decision.decision === 'approve';
  return db.transaction(async (tx) => {
    const rows = [];
    for (const table of Object.values(moderatedTables)) {
      rows.push(
        ...(await tx
          .update(table)
          .set({ approved: approve, rejectedReason: approve ? null : decision.reason, moderatedAt: now })
          .where(inArray(table.id, decision.photoIds))
          .returning({ id: table.id, supplierId: table.supplierId })),
      );
    }
    const bySupplier = new Map<string, string[]>();
    for (const row of rows) bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row.id]);
    const entries = [...bySupplier].map(([supplierId, photoIds]) => ({
      supplierId,
      actorId,
      action: 'photoDecision',
      before: {},
      after: { decision: decision.decision, photoIds, ...(approve ? {} : { reason: decision.reason }) },
      createdAt: now,
    }));
    if (entries.length > 0) await tx.insert(adminAudit).values(entries);
    // a real wedding's photo shows on the profile of the supplier it credits too
    const credited = await tx
      .selectDistinct({ id: realWeddings.linkedSupplierId })
      .from(realWeddingPhotos)
      .innerJoin(realWeddings, eq(realWeddings.id, realWeddingPhotos.realWeddingId))
      .where(and(inArray(realWeddingPhotos.id, decision.photoIds), isNotNull(realWeddings.linkedSupplierId)));
    return {
      decided: rows.length,
      supplierIds: [...new Set([...bySupplier.keys(), ...credited.flatMap((row) => (row.id ? [row.id] : []))])],
    };
  });
}
