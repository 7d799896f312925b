import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { brochureTitleSchema, type SupplierBrochure } from '../../../domain/pricing/brochure-schemas.ts';
import {
  brochureLimit,
  brochureMaxBytes,
  brochureNameOf,
  brochureUploadErrors,
  isPdf,
  type BrochureUploadError,
} from '../../../domain/pricing/brochures.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierBrochures } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';

type BrochureRow = typeof supplierBrochures.$inferSelect;

const brochureNotFound = 'brochure not found';

const messages: Record<BrochureUploadError, string> = {
  limitReached: `A supplier can have at most ${brochureLimit} brochures`,
  fileSize: 'The brochure is larger than 10 MB or empty',
  fileType: 'The brochure must be a PDF file',
  unknown: 'The brochure could not be uploaded',
};

/** One of the spec's four upload errors (section 5), the file field naming its i18n key. */
export function brochureError(kind: BrochureUploadError): AppError {
  const { code, key } = brochureUploadErrors[kind];
  return new AppError(kind === 'unknown' ? 500 : 400, code, messages[kind], { file: key });
}

export function toBrochure(storage: StorageProvider, row: BrochureRow): SupplierBrochure {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    file: storage.publicUrl(row.fileKey),
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A supplier's brochures, oldest first; also the public profile's read. */
export async function readBrochures(db: Db, storage: StorageProvider, supplierId: string): Promise<SupplierBrochure[]> {
  const rows = await db
    .select()
    .from(supplierBrochures)
    .where(eq(supplierBrochures.supplierId, supplierId))
    .orderBy(...brochureOrder);
  return rows.map((row) => toBrochure(storage, row));
}

/** Oldest first (also the listing's read). */
export const brochureOrder = [asc(supplierBrochures.createdAt), asc(supplierBrochures.id)];

export interface UploadedBrochure {
  fileName: string;
  body: Buffer;
  /** The upload was cut at the size limit. */
  truncated: boolean;
}

async function brochureCount(db: Pick<Db, 'select'>, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierBrochures)
    .where(eq(supplierBrochures.supplierId, supplierId));
  return row?.n ?? 0;
}

/**
 * Stores a PDF brochure: limit, size and the PDF magic bytes are checked before anything is written;
 * the file is stored, then the row is added under a lock on the supplier (the limit holds under
 * concurrent uploads). Any failure after the file was stored deletes it again: nothing is left behind.
 */
export async function uploadBrochure(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  upload: UploadedBrochure,
  now: Date,
): Promise<SupplierBrochure> {
  const supplierId = access.supplier.id;
  if ((await brochureCount(db, supplierId)) >= brochureLimit) throw brochureError('limitReached');
  if (upload.truncated || upload.body.length === 0 || upload.body.length > brochureMaxBytes)
    throw brochureError('fileSize');
  if (!isPdf(upload.body)) throw brochureError('fileType');

  const id = randomUUID();
  const key = `brochures/${supplierId}/${id}.pdf`;
  const name = brochureNameOf(upload.fileName);
  try {
    await storage.put(key, upload.body, 'application/pdf');
    const row = await db.transaction(async (tx) => {
      await lockSupplierRow(tx, supplierId);
      if ((await brochureCount(tx, supplierId)) >= brochureLimit) throw brochureError('limitReached');
      const [created] = await tx
        .insert(supplierBrochures)
        .values({ id, supplierId, name, title: name, fileKey: key, size: upload.body.length, createdAt: now })
        .returning();
      return created!;
    });
    return toBrochure(storage, row);
  } catch (error) {
    await storage
      .delete(key)
      .catch((err: unknown) => log.error({ err, key }, 'could not delete the file of a failed brochure upload'));
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'brochure upload failed');
    throw brochureError('unknown');
  }
}

export async function renameBrochure(
  db: Db,
  storage: StorageProvider,
  access: SupplierAccess,
  brochureId: string,
  input: unknown,
): Promise<SupplierBrochure> {
  const { title } = parseForm(brochureTitleSchema, input);
  const [row] = await db
    .update(supplierBrochures)
    .set({ title })
    .where(and(eq(supplierBrochures.supplierId, access.supplier.id), eq(supplierBrochures.id, brochureId)))
    .returning();
  if (!row) throw notFound(brochureNotFound);
  return toBrochure(storage, row);
}

/** Deletes the brochure and its file. */
export async function deleteBrochure(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  brochureId: string,
): Promise<void> {
  const [row] = await db
    .delete(supplierBrochures)
    .where(and(eq(supplierBrochures.supplierId, access.supplier.id), eq(supplierBrochures.id, brochureId)))
    .returning({ fileKey: supplierBrochures.fileKey });
  if (!row) throw notFound(brochureNotFound);
  await storage
    .delete(row.fileKey)
    .catch((err: unknown) => log.error({ err, key: row.fileKey }, 'could not delete a brochure file'));
}
