import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { ModerationQueue, PhotoDecision } from '../../../domain/photos/photo-moderation-api.ts';
import { moderationPageSize } from '../../../domain/photos/photo-moderation.ts';
import type { Db } from '../../db/client.ts';
import { adminAudit, supplierPhotos, suppliers } from '../../db/schema/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** Awaiting a decision: not approved, not rejected, of a supplier still on the marketplace. */
const awaiting = and(eq(supplierPhotos.approved, false), isNull(supplierPhotos.rejectedReason), eq(suppliers.deleted, false));

/** One page of the photos awaiting a decision, oldest first (the queue's order: first come, first judged). */
export async function readModerationQueue(db: Db, storage: StorageProvider, page: number): Promise<ModerationQueue> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: supplierPhotos.id, supplierId: supplierPhotos.supplierId, supplierName: suppliers.name, thumbnail: supplierPhotos.thumbnail, path: supplierPhotos.path, createdAt: supplierPhotos.createdAt })
      .from(supplierPhotos)
      .innerJoin(suppliers, eq(suppliers.id, supplierPhotos.supplierId))
      .where(awaiting)
      .orderBy(asc(supplierPhotos.createdAt), asc(supplierPhotos.id))
      .limit(moderationPageSize)
      .offset(page * moderationPageSize),
    db.select({ n: count() }).from(supplierPhotos).innerJoin(suppliers, eq(suppliers.id, supplierPhotos.supplierId)).where(awaiting),
  ]);
  return {
    photos: rows.map((row) => ({ ...row, thumbnail: storage.publicUrl(row.thumbnail), path: storage.publicUrl(row.path), createdAt: row.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: moderationPageSize,
  };
}

/**
 * Approves the photos, or rejects them with the reason (which the supplier reads); a later decision
 * replaces an earlier one. Unknown ids are skipped. Each supplier concerned gets a row in the admin audit
 * log (who decided what on which of its photos). Answers how many were decided and whose they are (their
 * public pages change).
 */
export async function decidePhotos(db: Db, actorId: string, decision: { photoIds: string[]; decision: PhotoDecision['decision']; reason: string }, now: Date) {
  const approve = decision.decision === 'approve';
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(supplierPhotos)
      .set({ approved: approve, rejectedReason: approve ? null : decision.reason, moderatedAt: now })
      .where(inArray(supplierPhotos.id, decision.photoIds))
      .returning({ id: supplierPhotos.id, supplierId: supplierPhotos.supplierId });
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
    return { decided: rows.length, supplierIds: [...bySupplier.keys()] };
  });
}
