import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { endorsementInputSchema, maxEndorsements, type Endorsement } from '../../../domain/endorsements.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db, Tx } from '../../db/client.ts';
import { supplierEndorsements } from '../../db/schema/index.ts';
import { lockSupplierRow, setSupplierCounter } from '../../db/supplier-row.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { PhotoImages } from '../photos/images.ts';
import { removePhotoFiles, storePhotoFiles } from '../photos/service.ts';
import { toEndorsement, type EndorsementRow } from './read.ts';

const endorsementNotFound = 'testimonial not found';
/** The 404 of an item that is not there: a form shows that it was deleted meanwhile. */
const gone = () => notFound(endorsementNotFound, { _: 'endorsements:errors.gone' });
const limitReached = () =>
  new AppError(409, 'limit-reached', `A supplier can have at most ${maxEndorsements} testimonials`, {
    _: 'endorsements:errors.limit',
  });

async function countOf(tx: Tx, supplierId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(supplierEndorsements)
    .where(eq(supplierEndorsements.supplierId, supplierId));
  return row?.n ?? 0;
}

/**
 * Saves the form (spec section 4): with an id that testimonial is updated (404 when the supplier has
 * none of that id), without one a testimonial is added, up to the limit (checked under the supplier's
 * lock, so two adds at once cannot pass it).
 */
export async function saveEndorsement(
  db: Db,
  storage: StorageProvider,
  access: SupplierAccess,
  input: unknown,
  now: Date,
): Promise<Endorsement> {
  const { id, link, ...fields } = parseForm(endorsementInputSchema(now), input);
  const supplierId = access.supplier.id;
  const values = { ...fields, link: link === '' ? null : link, updatedAt: now };
  const row = await db.transaction(async (tx) => {
    if (id) {
      const [updated] = await tx
        .update(supplierEndorsements)
        .set(values)
        .where(and(eq(supplierEndorsements.supplierId, supplierId), eq(supplierEndorsements.id, id)))
        .returning();
      if (!updated) throw gone();
      return updated;
    }
    // adds and deletes take turns, so the limit and the count (the menu's badge, the profile score's part) stay right
    await lockSupplierRow(tx, supplierId);
    const n = await countOf(tx, supplierId);
    if (n >= maxEndorsements) throw limitReached();
    const [created] = await tx
      .insert(supplierEndorsements)
      .values({ ...values, id: randomUUID(), supplierId, createdAt: now })
      .returning();
    await setSupplierCounter(tx, supplierId, 'testimonials', n + 1);
    return created!;
  });
  return toEndorsement(storage, row);
}

const photoKeysOf = (row: Pick<EndorsementRow, 'photoPath' | 'photoThumbnail'>) =>
  row.photoPath && row.photoThumbnail ? [{ path: row.photoPath, thumbnail: row.photoThumbnail }] : [];

/** Deletes a testimonial and its photo's files. */
export async function deleteEndorsement(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  id: string,
): Promise<void> {
  const supplierId = access.supplier.id;
  const deleted = await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const [row] = await tx
      .delete(supplierEndorsements)
      .where(and(eq(supplierEndorsements.supplierId, supplierId), eq(supplierEndorsements.id, id)))
      .returning();
    if (!row) throw gone();
    await setSupplierCounter(tx, supplierId, 'testimonials', await countOf(tx, supplierId));
    return row;
  });
  await removePhotoFiles(storage, photoKeysOf(deleted), log);
}

/**
 * Sets a testimonial's photo, replacing the one it had (spec: adding a photo replaces its photos with
 * that one), or removes it (`images` null). The new files are stored first; the old ones are deleted
 * once the row points at the new, and the new ones when the row is not the supplier's.
 */
export async function setEndorsementPhoto(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  id: string,
  images: PhotoImages | null,
  now: Date,
): Promise<Endorsement> {
  const supplierId = access.supplier.id;
  const where = and(eq(supplierEndorsements.supplierId, supplierId), eq(supplierEndorsements.id, id));
  // a wrong id costs no storage writes (the row is checked again, locked, below)
  const [exists] = await db.select({ id: supplierEndorsements.id }).from(supplierEndorsements).where(where);
  if (!exists) throw gone();
  const stored = images ? await storePhotoFiles(storage, `endorsements/${supplierId}`, images) : null;
  try {
    const { before, after } = await db.transaction(async (tx) => {
      const [previous] = await tx.select().from(supplierEndorsements).where(where).for('update');
      if (!previous) throw gone();
      const [updated] = await tx
        .update(supplierEndorsements)
        .set({ photoPath: stored?.path ?? null, photoThumbnail: stored?.thumbnail ?? null, updatedAt: now })
        .where(where)
        .returning();
      return { before: previous, after: updated! };
    });
    await removePhotoFiles(storage, photoKeysOf(before), log);
    return toEndorsement(storage, after);
  } catch (error) {
    if (stored) await removePhotoFiles(storage, [stored], log);
    throw error;
  }
}
