import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoView } from '../../../domain/photos/photos-api.ts';
import { photoStateOf } from '../../../domain/photos/photo-moderation.ts';
import { batchOrders, isPermutationOf, nextBatchIndex, reorderedOrders } from '../../../domain/photos/photo-order.ts';
import type { Db, Tx } from '../../db/client.ts';
import { supplierPhotos, suppliers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { PhotoImages } from './images.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';

type PhotoRow = typeof supplierPhotos.$inferSelect;

const viewOf = (storage: StorageProvider, row: PhotoRow): PhotoView => ({
  id: row.id,
  approved: row.approved,
  state: photoStateOf(row),
  rejectedReason: row.rejectedReason,
  createdAt: row.createdAt.toISOString(),
  order: row.order,
  path: storage.publicUrl(row.path),
  thumbnail: storage.publicUrl(row.thumbnail),
  portrait: row.portrait,
  width: row.width,
  height: row.height,
});

/** How many of the supplier's gallery photos wait for a platform admin's approval (the dashboard's profile strength). */
export async function countPhotosAwaiting(db: Db, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(supplierPhotos)
    .where(
      and(
        eq(supplierPhotos.supplierId, supplierId),
        eq(supplierPhotos.approved, false),
        sql`${supplierPhotos.rejectedReason} is null`,
      ),
    );
  return row?.n ?? 0;
}

export interface ListPhotosOptions {
  /** Only photos a platform admin approved (for pages couples see, if they choose to show only those). */
  approvedOnly?: boolean;
}

/** A supplier's photos in gallery order; the read function for the public profile page too. */
export async function listPhotos(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
  options: ListPhotosOptions = {},
): Promise<PhotoView[]> {
  const rows = await db
    .select()
    .from(supplierPhotos)
    .where(
      and(
        eq(supplierPhotos.supplierId, supplierId),
        options.approvedOnly ? eq(supplierPhotos.approved, true) : undefined,
      ),
    )
    .orderBy(asc(supplierPhotos.order), asc(supplierPhotos.createdAt), asc(supplierPhotos.id));
  return rows.map((row) => viewOf(storage, row));
}

/**
 * The supplier's thumbnail (spec "Supplier"): its first approved photo's in gallery order, the picture couples see
 * first; null before one is approved.
 */
export async function readSupplierThumbnail(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
): Promise<string | null> {
  const [first] = await db
    .select({ thumbnail: supplierPhotos.thumbnail })
    .from(supplierPhotos)
    .where(and(eq(supplierPhotos.supplierId, supplierId), eq(supplierPhotos.approved, true)))
    .orderBy(asc(supplierPhotos.order), asc(supplierPhotos.createdAt), asc(supplierPhotos.id))
    .limit(1);
  return first ? storage.publicUrl(first.thumbnail) : null;
}

/**
 * The photo counter of suppliers.counters, changed in SQL (safe beside concurrent uploads and deletes); locks the
 * supplier row.
 */
async function addToPhotoCounter(tx: Tx, supplierId: string, delta: number): Promise<void> {
  await tx
    .update(suppliers)
    .set({
      counters: sql`jsonb_set(${suppliers.counters}, '{photos}', to_jsonb(greatest(0, coalesce((${suppliers.counters}->>'photos')::int, 0) + ${delta}::int)))`,
    })
    .where(eq(suppliers.id, supplierId));
}

/** One processed upload file, already in storage under these keys. */
export interface StoredPhoto extends Omit<PhotoImages, 'image' | 'thumbnail'> {
  id: string;
  path: string;
  thumbnail: string;
}

/** Puts one processed photo into storage (image and thumbnail) in a folder: the gallery's is `photos/<supplier id>`. */
export async function storePhotoFiles(
  storage: StorageProvider,
  folder: string,
  images: PhotoImages,
): Promise<StoredPhoto> {
  const id = randomUUID();
  const path = `${folder}/${id}.webp`;
  const thumbnail = `${folder}/${id}-thumb.webp`;
  const stored = { id, path, thumbnail, width: images.width, height: images.height, portrait: images.portrait };
  try {
    await storage.put(path, images.image, 'image/webp');
    await storage.put(thumbnail, images.thumbnail, 'image/webp');
  } catch (error) {
    await removePhotoFiles(storage, [stored]);
    throw error;
  }
  return stored;
}

/** The storage folder of a supplier's gallery. */
export const galleryFolder = (supplierId: string) => `photos/${supplierId}`;

/** Deletes stored files; a file that is already gone is fine. */
export async function removePhotoFiles(
  storage: StorageProvider,
  photos: readonly Pick<StoredPhoto, 'path' | 'thumbnail'>[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const photo of photos) {
    for (const key of [photo.path, photo.thumbnail]) {
      try {
        await storage.delete(key);
      } catch (error) {
        log?.error({ err: error, key }, 'could not delete a photo file');
      }
    }
  }
}

/**
 * Records one upload as the supplier's next batch (orders 250 x batch + position, in the order the
 * files came) and counts the photos, in one transaction.
 */
export async function insertPhotoBatch(
  db: Db,
  supplierId: string,
  photos: readonly StoredPhoto[],
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await addToPhotoCounter(tx, supplierId, photos.length);
    const [highest] = await tx
      .select({ order: sql<number | null>`max(${supplierPhotos.order})`.mapWith(Number) })
      .from(supplierPhotos)
      .where(eq(supplierPhotos.supplierId, supplierId));
    const orders = batchOrders(nextBatchIndex(highest?.order ?? null), photos.length);
    await tx.insert(supplierPhotos).values(
      photos.map((photo, index) => ({
        id: photo.id,
        supplierId,
        order: orders[index]!,
        path: photo.path,
        thumbnail: photo.thumbnail,
        portrait: photo.portrait,
        width: photo.width,
        height: photo.height,
        createdAt: now,
      })),
    );
  });
}

/** Saves a dragged order: `ids` must name every photo of the gallery once (409 `photos-changed` otherwise). */
export async function reorderPhotos(db: Db, supplierId: string, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const current = await tx
      .select({ id: supplierPhotos.id, order: supplierPhotos.order })
      .from(supplierPhotos)
      .where(eq(supplierPhotos.supplierId, supplierId));
    if (!isPermutationOf(ids, current)) {
      throw new AppError(409, 'photos-changed', 'The gallery changed meanwhile: the order must name every photo once', {
        ids: 'photos:errors.changed',
      });
    }
    const before = new Map(current.map((p) => [p.id, p.order]));
    for (const [id, order] of reorderedOrders(ids, current)) {
      if (before.get(id) !== order)
        await tx
          .update(supplierPhotos)
          .set({ order })
          .where(and(eq(supplierPhotos.id, id), eq(supplierPhotos.supplierId, supplierId)));
    }
  });
}

/** Deletes the supplier's photos among `ids` (others are ignored) with their files; answers how many went. */
export async function deletePhotos(
  db: Db,
  storage: StorageProvider,
  supplierId: string,
  ids: readonly string[],
  log?: FastifyBaseLogger,
): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    await lockSupplierRow(tx, supplierId);
    const rows = await tx
      .delete(supplierPhotos)
      .where(and(eq(supplierPhotos.supplierId, supplierId), inArray(supplierPhotos.id, [...ids])))
      .returning({ path: supplierPhotos.path, thumbnail: supplierPhotos.thumbnail });
    if (rows.length > 0) await addToPhotoCounter(tx, supplierId, -rows.length);
    return rows;
  });
  // after the commit: a file whose row is gone is never shown again, even if deleting it fails
  await removePhotoFiles(storage, removed, log);
  return removed.length;
}

/** Sets a photo's approved flag (platform admins; the route checks that). */
export async function setPhotoApproved(db: Db, supplierId: string, photoId: string, approved: boolean): Promise<void> {
  const rows = await db
    .update(supplierPhotos)
    .set({ approved, rejectedReason: null, moderatedAt: new Date() })
    .where(and(eq(supplierPhotos.id, photoId), eq(supplierPhotos.supplierId, supplierId)))
    .returning({ id: supplierPhotos.id });
  if (rows.length === 0) throw notFound('photo not found');
}
