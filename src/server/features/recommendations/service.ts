import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, max, notExists, sql } from 'drizzle-orm';
import { maxRecommendations, nextRecommendationOrder } from '../../../domain/recommendations.ts';
import type {
  Recommendation,
  RecommendationsResponse,
  Shortlist,
  SupplierSearchResult,
} from '../../../domain/recommendations-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { applyOrder, deleteOwnedRow } from '../pricing/ordered-rows.ts';
import { supplierRecommendations, suppliers } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockSupplierRow } from '../../db/supplier-row.ts';
import { searchSuppliersByName } from '../suppliers/name-search.ts';

type RecommendationRow = typeof supplierRecommendations.$inferSelect;

/** A recommendation row with what the relation reads of the recommended supplier. */
interface RecommendationRead {
  row: RecommendationRow;
  recommended: { types: string[]; deleted: boolean };
}

const toRecommendation = ({ row, recommended }: RecommendationRead): Recommendation => ({
  id: row.id,
  order: row.order,
  supplierId: row.recommendedSupplierId,
  type: recommended.types[0] ?? '',
  active: !recommended.deleted,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const listed = eq(suppliers.deleted, false);
const recommendedColumns = { types: suppliers.types, deleted: suppliers.deleted };

/** The supplier's recommendations of suppliers still listed, in its order. */
async function recommendationsOf(db: Db, supplierId: string): Promise<RecommendationRead[]> {
  return db
    .select({ row: supplierRecommendations, recommended: recommendedColumns })
    .from(supplierRecommendations)
    .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
    .where(and(eq(supplierRecommendations.supplierId, supplierId), listed))
    .orderBy(asc(supplierRecommendations.order), asc(supplierRecommendations.createdAt));
}

/**
 * What /recommendations shows: the supplier's recommendations and who recommends it (suppliers still listed, newest
 * first).
 */
export async function readRecommendations(db: Db, supplierId: string): Promise<RecommendationsResponse> {
  const [mine, theirs] = await Promise.all([
    recommendationsOf(db, supplierId),
    db
      .select({ supplierId: supplierRecommendations.supplierId, createdAt: supplierRecommendations.createdAt })
      .from(supplierRecommendations)
      .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.supplierId))
      .where(and(eq(supplierRecommendations.recommendedSupplierId, supplierId), listed))
      .orderBy(desc(supplierRecommendations.createdAt)),
  ]);
  return {
    recommendations: mine.map(toRecommendation),
    recommendedBy: theirs.map((row) => ({ supplierId: row.supplierId, createdAt: row.createdAt.toISOString() })),
    max: maxRecommendations,
  };
}

/** Listed suppliers whose name holds `q`, other than the supplier itself and those it already recommends. */
export async function searchSuppliers(db: Db, supplierId: string, q: string): Promise<SupplierSearchResult[]> {
  const alreadyRecommended = db
    .select({ one: sql`1` })
    .from(supplierRecommendations)
    .where(
      and(
        eq(supplierRecommendations.supplierId, supplierId),
        eq(supplierRecommendations.recommendedSupplierId, suppliers.id),
      ),
    );
  return searchSuppliersByName(db, supplierId, q, notExists(alreadyRecommended));
}

/**
 * spec: POST /api/supplier/fetch-shortlist: id and name of each listed supplier asked for, in the order asked; unknown
 * ids are left out.
 */
export async function fetchShortlist(db: Db, ids: readonly string[]): Promise<Shortlist> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(inArray(suppliers.id, [...ids]), listed));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

const field = (message: string) => ({ supplierId: message });

/**
 * Adds a recommendation at the end of the list (spec: the highest order plus 1): of a listed supplier
 * other than itself, once, up to the limit, checked under the supplier's row lock.
 */
export async function addRecommendation(
  db: Db,
  access: SupplierAccess,
  recommendedSupplierId: string,
  now: Date,
): Promise<Recommendation> {
  const supplierId = access.supplier.id;
  if (recommendedSupplierId === supplierId)
    throw badRequest('validation', 'A supplier cannot recommend itself', field('recommendations:errors.self'));
  try {
    return await db.transaction(async (tx) => {
      await lockSupplierRow(tx, supplierId);
      const [target] = await tx
        .select(recommendedColumns)
        .from(suppliers)
        .where(and(eq(suppliers.id, recommendedSupplierId), listed));
      if (!target)
        throw badRequest(
          'validation',
          'No such supplier on the marketplace',
          field('recommendations:errors.unknownSupplier'),
        );
      // the limit counts what the supplier sees (suppliers still listed); the order follows every row
      const [state] = await tx
        .select({
          n: sql<number>`count(*) filter (where not ${suppliers.deleted})`.mapWith(Number),
          highest: max(supplierRecommendations.order),
        })
        .from(supplierRecommendations)
        .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
        .where(eq(supplierRecommendations.supplierId, supplierId));
      if ((state?.n ?? 0) >= maxRecommendations)
        throw new AppError(409, 'limit-reached', `A supplier can recommend at most ${maxRecommendations} suppliers`, {
          _: 'recommendations:errors.limit',
        });
      const order = nextRecommendationOrder(state?.highest == null ? [] : [state.highest]);
      const [row] = await tx
        .insert(supplierRecommendations)
        .values({ id: randomUUID(), supplierId, recommendedSupplierId, order, createdAt: now, updatedAt: now })
        .returning();
      return toRecommendation({ row: row!, recommended: target });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        409,
        'already-recommended',
        'This supplier is already recommended',
        field('recommendations:errors.already'),
      );
    throw error;
  }
}

export const removeRecommendation = (db: Db, access: SupplierAccess, id: string) =>
  deleteOwnedRow(db, supplierRecommendations, access.supplier.id, id, 'recommendation not found');

/** Sets the order of all of the supplier's recommendations at once (400 unless `ids` lists each once). */
export async function reorderRecommendations(
  db: Db,
  access: SupplierAccess,
  ids: readonly string[],
  now: Date,
): Promise<RecommendationsResponse> {
  // recommendations of suppliers no longer listed are not shown, so not sent: they keep their place at the end
  const hidden = await db
    .select({ id: supplierRecommendations.id })
    .from(supplierRecommendations)
    .innerJoin(suppliers, eq(suppliers.id, supplierRecommendations.recommendedSupplierId))
    .where(and(eq(supplierRecommendations.supplierId, access.supplier.id), eq(suppliers.deleted, true)));
  await applyOrder(db, supplierRecommendations, access.supplier.id, [...ids, ...hidden.map((row) => row.id)], now);
  return readRecommendations(db, access.supplier.id);
}
