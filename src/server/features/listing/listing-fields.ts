import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supplierListings } from '../../db/schema/index.ts';

/**
 * Writes fields of the listing document that another screen owns (the offers' `specialOffers` and
 * `bbDiscount…`, the fairs' `weddingFairs`), in that screen's transaction: a top-level merge, so the
 * listing editor's fields stay, and the editor never sends these, so its saves keep them.
 */
export async function mergeIntoListingDocument(
  tx: Tx,
  supplierId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(supplierListings)
    .values({ supplierId, listing: fields })
    .onConflictDoUpdate({
      target: supplierListings.supplierId,
      set: { listing: sql`${supplierListings.listing} || excluded.listing` },
    });
}
