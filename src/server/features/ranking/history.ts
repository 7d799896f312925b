import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { rankHistoryDays, type HistoricRankings, type OwnRankHistory } from '../../../domain/statistics/ranking-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierRankings, suppliers } from '../../db/schema/index.ts';
import { rankingDayOf } from './ranking-job.ts';
import { requireCountyOf, requireRankingFeatures } from './service.ts';

const sinceOf = (now: Date) => rankingDayOf(new Date(now.getTime() - rankHistoryDays * 86_400_000));

/** The supplier's recorded ranks of the last year in every county it was found in, oldest first. */
export async function readOwnRankHistory(db: Db, access: SupplierAccess, now: Date): Promise<OwnRankHistory> {
  requireRankingFeatures(access, false);
  const since = sinceOf(now);
  const rankings = await db
    .select({ day: supplierRankings.day, county: supplierRankings.county, category: supplierRankings.category, rank: supplierRankings.rank, total: supplierRankings.total })
    .from(supplierRankings)
    .where(and(eq(supplierRankings.supplierId, access.supplier.id), gte(supplierRankings.day, since)))
    .orderBy(asc(supplierRankings.day), asc(supplierRankings.county));
  return { since, rankings };
}

/**
 * The recorded ranks of several suppliers in one county, side by side (the competitors page): names and
 * ranks only, for the suppliers with ranks there, in the order asked.
 */
export async function readHistoricRankings(db: Db, access: SupplierAccess, request: { supplierIds: string[]; county: string }, now: Date): Promise<HistoricRankings> {
  const ids = [...new Set(request.supplierIds)];
  requireRankingFeatures(access, ids.some((id) => id !== access.supplier.id));
  requireCountyOf(access.supplier.countryCode, [request.county], () => 'county');
  const since = sinceOf(now);
  // the names by key apart from the ranks: a join made the planner hash every supplier for a few
  const [rows, names] = await Promise.all([
    db
      .select({ id: supplierRankings.supplierId, day: supplierRankings.day, rank: supplierRankings.rank, total: supplierRankings.total })
      .from(supplierRankings)
      .where(and(inArray(supplierRankings.supplierId, ids), eq(supplierRankings.county, request.county), gte(supplierRankings.day, since)))
      // each supplier's days in order: the history index's own order, so nothing is sorted
      .orderBy(asc(supplierRankings.supplierId), asc(supplierRankings.day)),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, ids)),
  ]);
  const nameOf = new Map(names.map(({ id, name }) => [id, name]));
  const found = new Map<string, HistoricRankings['suppliers'][number]>();
  for (const { id, day, rank, total } of rows) {
    const name = nameOf.get(id);
    if (name === undefined) continue;
    const entry = found.get(id) ?? { id, name, rankings: [] };
    entry.rankings.push({ day, rank, total });
    found.set(id, entry);
  }
  return { county: request.county, since, suppliers: ids.flatMap((id) => found.get(id) ?? []) };
}
