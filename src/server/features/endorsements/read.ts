import { desc, eq } from 'drizzle-orm';
import type { Endorsement } from '../../../domain/endorsements.ts';
import type { Db } from '../../db/client.ts';
import { supplierEndorsements } from '../../db/schema/index.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

export type EndorsementRow = typeof supplierEndorsements.$inferSelect;

/** A row as the API and the public profile show it: the photo's storage keys as links. */
export function toEndorsement(storage: StorageProvider, row: EndorsementRow): Endorsement {
  return {
    id: row.id,
    name: row.name,
    from: row.from,
    title: row.title,
    message: row.message,
    date: row.date,
    link: row.link,
    photo:
      row.photoPath && row.photoThumbnail
        ? { path: storage.publicUrl(row.photoPath), thumbnail: storage.publicUrl(row.photoThumbnail) }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A supplier's testimonials, newest first by their date, then by when entered; also the public profile's read. */
export async function readEndorsements(db: Db, storage: StorageProvider, supplierId: string): Promise<Endorsement[]> {
  const rows = await db
    .select()
    .from(supplierEndorsements)
    .where(eq(supplierEndorsements.supplierId, supplierId))
    .orderBy(desc(supplierEndorsements.date), desc(supplierEndorsements.createdAt));
  return rows.map((row) => toEndorsement(storage, row));
}
