import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { fairInputSchema, type Fair, type FairsResponse } from '../../../domain/fairs-api.ts';
import { listingWeddingFairsOf, maxFairs, sortFairs } from '../../../domain/fairs.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { supplierFairs } from '../../db/schema/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { mergeIntoListingDocument } from '../listing/listing-fields.ts';

const fairNotFound = 'fair not found';
/** The 404 of an item that is not there: a form shows that it was deleted meanwhile. */
const gone = () => notFound(fairNotFound, { _: 'fairs:errors.gone' });

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

type FairFields = Omit<typeof supplierFairs.$inferInsert, 'id' | 'supplierId'>;

async function updateFair(tx: Tx, supplierId: string, id: string, fields: FairFields) {
  const [updated] = await tx
    .update(supplierFairs)
    .set(fields)
    .where(and(eq(supplierFairs.supplierId, supplierId), eq(supplierFairs.id, id)))
    .returning();
  if (!updated) throw gone();
  return updated;
}

async function addFair(tx: Tx, supplierId: string, fields: FairFields) {
  const [total] = await tx.select({ n: count() }).from(supplierFairs).where(eq(supplierFairs.supplierId, supplierId));
  if ((total?.n ?? 0) >= maxFairs)
    throw new AppError(409, 'limit-reached', `A supplier can have at most ${maxFairs} fairs`, {
      _: 'fairs:errors.limit',
    });
  const [created] = await tx
    .insert(supplierFairs)
    .values({ ...fields, id: randomUUID(), supplierId })
    .returning();
  return created!;
}

/** The listing's `weddingFairs` rewritten from the fairs, in the change's transaction under the supplier's lock. */
async function writeListingWeddingFairs(tx: Tx, supplierId: string): Promise<void> {
  const fairs = await tx.select().from(supplierFairs).where(eq(supplierFairs.supplierId, supplierId));
  await mergeIntoListingDocument(tx, supplierId, { weddingFairs: listingWeddingFairsOf(fairs) });
}

/**
 * Saves the fair form (tier lite): with an id that fair (404 when the supplier has none of that id),
 * without one a new fair, up to the limit (checked under the supplier's row lock); the listing's
 * `weddingFairs` with it.
 */
export async function saveFair(db: Db, access: SupplierAccess, input: unknown, now: Date): Promise<Fair> {
  requireFeature(access, 'fairs');
  const { id, ...fields } = parseForm(fairInputSchema, input);
  const supplierId = access.supplier.id;
  const row = await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const saved = id
      ? await updateFair(tx, supplierId, id, { ...fields, updatedAt: now })
      : await addFair(tx, supplierId, { ...fields, createdAt: now, updatedAt: now });
    await writeListingWeddingFairs(tx, supplierId);
    return saved;
  });
  return toFair(row);
}

/** Deletes a fair (a past one too: the supplier decides what it keeps). */
export async function deleteFair(db: Db, access: SupplierAccess, id: string): Promise<void> {
  const supplierId = access.supplier.id;
  await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const [row] = await tx
      .delete(supplierFairs)
      .where(and(eq(supplierFairs.supplierId, supplierId), eq(supplierFairs.id, id)))
      .returning({ id: supplierFairs.id });
    if (!row) throw gone();
    await writeListingWeddingFairs(tx, supplierId);
  });
}
