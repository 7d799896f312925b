import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { fairInputSchema, type Fair, type FairsResponse } from '../../../domain/fairs-api.ts';
import { maxFairs, sortFairs } from '../../../domain/fairs.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierFairs } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';

const fairNotFound = 'fair not found';

const toFair = (row: typeof supplierFairs.$inferSelect): Fair => ({
  id: row.id,
  name: row.name,
  description: row.description,
  dates: row.dates,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A supplier's fairs, past ones too, by first date (section 9); also the public profile's read. */
export async function readFairs(db: Db, supplierId: string): Promise<Fair[]> {
  return sortFairs((await db.select().from(supplierFairs).where(eq(supplierFairs.supplierId, supplierId))).map(toFair));
}

export async function listFairs(db: Db, access: SupplierAccess): Promise<FairsResponse> {
  return { fairs: await readFairs(db, access.supplier.id), max: maxFairs };
}

/**
 * Saves the fair form (tier lite): with an id that fair (404 when the supplier has none of that id),
 * without one a new fair, up to the limit (checked under the supplier's row lock).
 */
export async function saveFair(db: Db, access: SupplierAccess, input: unknown, now: Date): Promise<Fair> {
  requireFeature(access, 'fairs');
  const { id, ...fields } = parseForm(fairInputSchema, input);
  const supplierId = access.supplier.id;
  const row = await db.transaction(async (tx) => {
    if (id) {
      const [updated] = await tx
        .update(supplierFairs)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(supplierFairs.supplierId, supplierId), eq(supplierFairs.id, id)))
        .returning();
      if (!updated) throw notFound(fairNotFound);
      return updated;
    }
    await lockSupplierRow(tx, supplierId);
    const [total] = await tx.select({ n: count() }).from(supplierFairs).where(eq(supplierFairs.supplierId, supplierId));
    if ((total?.n ?? 0) >= maxFairs) throw new AppError(409, 'limit-reached', `A supplier can have at most ${maxFairs} fairs`, { _: 'fairs:errors.limit' });
    const [created] = await tx.insert(supplierFairs).values({ ...fields, id: randomUUID(), supplierId, createdAt: now, updatedAt: now }).returning();
    return created!;
  });
  return toFair(row);
}

/** Deletes a fair (a past one too: the supplier decides what it keeps). */
export async function deleteFair(db: Db, access: SupplierAccess, id: string): Promise<void> {
  const [row] = await db
    .delete(supplierFairs)
    .where(and(eq(supplierFairs.supplierId, access.supplier.id), eq(supplierFairs.id, id)))
    .returning({ id: supplierFairs.id });
  if (!row) throw notFound(fairNotFound);
}
