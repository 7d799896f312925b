import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supplierRecommendations, suppliers } from '../../db/schema/index.ts';

/** Reads of other features (the public profile, the profile score): suppliers still on the marketplace only. */

const listed = eq(suppliers.deleted, false);

/** The public profile's list: the recommended suppliers still listed, in the supplier's order, with what their links need. */
export async function readRecommendedSuppliers(db: Db, supplierId: string) {
  return db
    .select({ id: suppliers.id, name: suppliers.name, types: suppliers.types, city: suppliers.city, countryCode: suppliers.countryCode, slug: suppliers.slug, publicId: suppliers.publicId })
    .from(supplierRecommendations)
    .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
    .where(and(eq(supplierRecommendations.supplierId, supplierId), listed))
    .orderBy(asc(supplierRecommendations.order), asc(supplierRecommendations.createdAt));
}

/** How many suppliers the supplier recommends (the profile score's part). */
export async function countRecommendations(db: Db, supplierId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierRecommendations)
    .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
    .where(and(eq(supplierRecommendations.supplierId, supplierId), listed));
  return row?.n ?? 0;
}
