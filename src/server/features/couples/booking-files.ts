import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  bookingFileErrors,
  bookingFileLimit,
  bookingFileNameOf,
  bookingFileSlug,
  checkBookingFile,
  type BookingFileError,
} from '../../../domain/enquiries/booking-files.ts';
import { fetchBookingError } from '../../../domain/enquiries/couples.ts';
import type { BookingFileView } from '../../../domain/enquiries/couples-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { bookings, type BookingFile } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { fileView } from './service.ts';

const messages: Record<BookingFileError, string> = {
  type: 'The file must be a PDF, an image, an Office or OpenDocument file or plain text',
  size: 'The file is empty or larger than 20 MB',
  limit: `A booking can have at most ${bookingFileLimit} files`,
  none: 'No file was sent',
};

/** A refused upload: 400 with the file field's i18n key. */
export function bookingFileError(kind: BookingFileError): AppError {
  const { code, key } = bookingFileErrors[kind];
  return new AppError(400, code, messages[kind], { file: key });
}

export interface UploadedBookingFile {
  fileName: string;
  body: Buffer;
  /** The upload was cut at the size limit. */
  truncated: boolean;
}

/**
 * The booking's files; `lock` holds its row, so concurrent uploads and deletes see each other. 404 without the booking.
 */
async function bookingFilesOf(
  db: Pick<Db, 'select'>,
  supplierId: string,
  weddingId: string,
  lock: boolean,
): Promise<BookingFile[]> {
  const query = db
    .select({ files: bookings.files })
    .from(bookings)
    .where(and(eq(bookings.supplierId, supplierId), eq(bookings.weddingId, weddingId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(fetchBookingError);
  return row.files;
}

const setFiles = (tx: Pick<Db, 'update'>, supplierId: string, weddingId: string, files: BookingFile[], now: Date) =>
  tx
    .update(bookings)
    .set({ files, updatedAt: now })
    .where(and(eq(bookings.supplierId, supplierId), eq(bookings.weddingId, weddingId)));

/**
 * The supplier shares a file with a booked couple. Type (extension and first bytes) and size are checked
 * before anything is written; the file is stored, then added to the booking under its row lock (the limit
 * holds under concurrent uploads). A failure after storing deletes the file again.
 */
export async function uploadBookingFile(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  weddingId: string,
  upload: UploadedBookingFile,
  now: Date,
): Promise<BookingFileView> {
  const supplierId = access.supplier.id;
  // the booking first: a stranger to it learns nothing about the file rules
  if ((await bookingFilesOf(db, supplierId, weddingId, false)).length >= bookingFileLimit)
    throw bookingFileError('limit');
  const checked = upload.truncated ? ({ error: 'size' } as const) : checkBookingFile(upload.fileName, upload.body);
  if ('error' in checked) throw bookingFileError(checked.error);

  const id = randomUUID();
  const name = bookingFileNameOf(upload.fileName, checked.extension);
  const file: BookingFile = {
    id,
    name,
    path: `booking-files/${supplierId}/${id}/${bookingFileSlug(name, checked.extension)}`,
    size: upload.body.length,
    uploadedAt: now.toISOString(),
    owner: 'supplier',
    contentType: checked.contentType,
    uploadedBy: access.user.id,
  };
  await storage.put(file.path, upload.body, checked.contentType);
  try {
    await db.transaction(async (tx) => {
      const files = await bookingFilesOf(tx, supplierId, weddingId, true);
      if (files.length >= bookingFileLimit) throw bookingFileError('limit');
      await setFiles(tx, supplierId, weddingId, [...files, file], now);
    });
  } catch (error) {
    await storage
      .delete(file.path)
      .catch((err: unknown) =>
        log.error({ err, key: file.path }, 'could not delete the file of a failed booking file upload'),
      );
    throw error;
  }
  return fileView(storage, file);
}

/** Deletes a file the supplier's side shared (403 not-your-file for the couple's), then its stored bytes. */
export async function deleteBookingFile(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  access: SupplierAccess,
  weddingId: string,
  fileId: string,
  now: Date,
): Promise<void> {
  const supplierId = access.supplier.id;
  const removed = await db.transaction(async (tx) => {
    const files = await bookingFilesOf(tx, supplierId, weddingId, true);
    const file = files.find((f) => f.id === fileId);
    if (!file) throw notFound('file not found');
    if (file.owner !== 'supplier') throw forbidden('not-your-file', 'Only the couple can delete the files it shared');
    await setFiles(
      tx,
      supplierId,
      weddingId,
      files.filter((f) => f.id !== fileId),
      now,
    );
    return file;
  });
  await storage
    .delete(removed.path)
    .catch((err: unknown) => log.error({ err, key: removed.path }, 'could not delete a booking file'));
}
