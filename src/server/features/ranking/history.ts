import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { rankHistoryDays, type HistoricRankings, type OwnRankHistory } from '../../../domain/statistics/ranking-api.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierRankings, suppliers } from '../../db/schema/index.ts';
import { rankingDayOf } from './ranking-job.ts';
import { requireCountyOf, requireRankingFeatures } from './service.ts';

const sinceOf = (now: Date) => rankingDayOf(new Date(now.getTime() - rankHistoryDays * 86_400_000));

const r = supplierRankings;

/**
 * The supplier's recorded ranks of the last year in every county it was found in, oldest first. A year
 * is hundreds of rows: the database writes them as one JSON array, which the driver parses natively
 * (as the CSV export's rows), instead of the driver and the query builder handling each row.
 */
export async function readOwnRankHistory(db: Db, access: SupplierAccess, now: Date): Promise<OwnRankHistory> {
  requireRankingFeatures(access, false);
  const since = sinceOf(now);
  const [row] = await db
    .select({
      rankings: sql<OwnRankHistory['rankings'] | null>`json_agg(json_build_object('day', ${r.day}, 'county', ${r.county}, 'category', ${r.category}, 'rank', ${r.rank}, 'total', ${r.total}) order by ${r.day}, ${r.county})`,
    })
    .from(r)
    .where(and(eq(r.supplierId, access.supplier.id), gte(r.day, since)));
  return { since, rankings: row?.rankings ?? [] };
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
  // the names by key apart from the ranks (a join made the planner hash every supplier for a few); each
  // supplier's year as one JSON array from the history index, in its order
  const [rows, names] = await Promise.all([
    db
      .select({ id: r.supplierId, rankings: sql<HistoricRankings['suppliers'][number]['rankings']>`json_agg(json_build_object('day', ${r.day}, 'rank', ${r.rank}, 'total', ${r.total}) order by ${r.day})` })
      .from(r)
      .where(and(inArray(r.supplierId, ids), eq(r.county, request.county), gte(r.day, since)))
      .groupBy(r.supplierId),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, ids)),
  ]);
  const nameOf = new Map(names.map(({ id, name }) => [id, name]));
  const found = new Map<string, HistoricRankings['suppliers'][number]>();
  for (const { id, rankings } of rows) {
    const name = nameOf.get(id);
    if (name !== undefined) found.set(id, { id, name, rankings });
  }
  return { county: request.county, since, suppliers: ids.flatMap((id) => found.get(id) ?? []) };
}

/**
 * Each supplier's last recorded rank of every month since `since` in one county (the competitors page's
 * monthly points): a dozen rows a supplier from the history index, not a year of days.
 */
export async function readLastRanksPerMonth(db: Db, supplierIds: readonly string[], county: string, since: string): Promise<Map<string, { day: string; rank: number; total: number }[]>> {
  const month = sql`date_trunc('month', ${r.day}::timestamp)`;
  const rows = await db
    .selectDistinctOn([r.supplierId, month], { supplierId: r.supplierId, day: r.day, rank: r.rank, total: r.total })
    .from(r)
    .where(and(inArray(r.supplierId, [...supplierIds]), eq(r.county, county), gte(r.day, since)))
    .orderBy(r.supplierId, month, sql`${r.day} desc`);
  const bySupplier = new Map<string, { day: string; rank: number; total: number }[]>();
  for (const { supplierId, ...ranked } of rows) bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), ranked]);
  return bySupplier;
}
