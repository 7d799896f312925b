import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supplierRecommendations, suppliers } from '../../db/schema/index.ts';

/** Reads of other features (the public profile, the profile score): suppliers still on the marketplace only. */

const listed = eq(suppliers.deleted, false);

/**
 * The public profile's list: the recommended suppliers still listed, in the supplier's order, with what their links
 * need.
 */
export async function readRecommendedSuppliers(db: Db, supplierId: string) {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      types: suppliers.types,
      city: suppliers.city,
      countryCode: suppliers.countryCode,
      slug: suppliers.slug,
      publicId: suppliers.publicId,
    })
    .from(supplierRecommendations)
    .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
    .where(and(eq(supplierRecommendations.supplierId, supplierId), listed))
    .orderBy(asc(supplierRecommendations.order), asc(supplierRecommendations.createdAt));
}

/** How many suppliers each of `ids` recommends (still listed): the profile score's part; absent means none. */
export async function countRecommendationsOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ supplierId: supplierRecommendations.supplierId, n: count() })
    .from(supplierRecommendations)
    .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
    .where(and(inArray(supplierRecommendations.supplierId, ids), listed))
    .groupBy(supplierRecommendations.supplierId);
  return new Map(rows.map((row) => [row.supplierId, row.n]));
}
