import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { CoupleBudgets, CountyDemand } from '../../../domain/statistics/market-insights-api.ts';
import {
  countBudgetBands,
  lastMonths,
  marketMonths,
  monthlySeries,
} from '../../../domain/statistics/market-insights.ts';
import type { Db } from '../../db/client.ts';
import { keptReads } from '../../db/kept-reads.ts';
import { enquiries, supplierDailyStats, suppliers, weddings } from '../../db/schema/index.ts';
import type { Supplier } from '../../access/supplier-access.ts';

/**
 * A supplier's market: its country, its county (admin_area[1]) and its category (types[1]). A supplier without a county
 * (a new listing: the county is optional when getting listed, and the offline geocoder finds none) has the whole country
 * as its market, county null.
 */
interface Market {
  country: string;
  county: string | null;
  category: string;
}

const marketOf = (supplier: Supplier): Market => ({
  country: supplier.countryCode,
  county: supplier.adminArea[0]?.trim() || null,
  category: supplier.types[0] ?? '',
});

/** The ids of the market's listed suppliers, as a subquery (the expressions of the suppliers_market_idx index). */
function marketSupplierIds(db: Db, market: Market) {
  return db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.countryCode, market.country),
        market.county === null ? undefined : sql`(${suppliers.adminArea}[1]) = ${market.county}`,
        sql`(${suppliers.types}[1]) = ${market.category}`,
        eq(suppliers.deleted, false),
      ),
    );
}

/** Couples per stored budget range, each couple (wedding) once, of the enquiries matching `where` since `from`. */
function budgetsOf(db: Db, where: SQL, from: string) {
  return db
    .select({
      min: weddings.budgetMin,
      max: weddings.budgetMax,
      couples: sql<number>`count(distinct ${weddings.id})`.mapWith(Number),
    })
    .from(enquiries)
    .innerJoin(weddings, eq(weddings.id, enquiries.weddingId))
    .where(and(where, gte(enquiries.createdAt, new Date(`${from}T00:00:00Z`))))
    .groupBy(weddings.budgetMin, weddings.budgetMax);
}

type BudgetBands = ReturnType<typeof countBudgetBands>;
interface DemandRows {
  months: { month: string; count: number }[];
  suppliers: number;
}

/** Markets whose figures a node keeps, and for how long: the market's figures are of months, not of minutes. */
const marketFiguresKept = { max: 2_000, maxAgeMs: 5 * 60_000 };

/**
 * A market's figures (its couples' budgets, its monthly demand), kept per node for five minutes (`keptReads`): they
 * read every enquiry or counter of the market's hundreds of suppliers, the same for each of them. The supplier's own
 * figures are read on every call.
 */
export function createMarketFigures() {
  return { budgets: keptReads<BudgetBands>(marketFiguresKept), demand: keptReads<DemandRows>(marketFiguresKept) };
}
export type MarketFigures = ReturnType<typeof createMarketFigures>;

const marketKey = (market: Market, from: string) =>
  `${market.country}:${market.category}:${market.county ?? ''}:${from}`;

/**
 * GET …/statistics/couple-budgets: the budgets of the couples who enquired in the last 12 months with the
 * market's suppliers and with the supplier, in the spec's five bands.
 */
export async function readCoupleBudgets(
  db: Db,
  kept: MarketFigures,
  supplier: Supplier,
  now: Date,
): Promise<CoupleBudgets> {
  const market = marketOf(supplier);
  const from = lastMonths(now, marketMonths)[0]!;
  const [marketBands, ownRows] = await Promise.all([
    // kept counted: the market's couples come as a few hundred budget ranges, counted once per node
    kept.budgets(marketKey(market, from), async () => {
      // the market's ids first: a list the planner reads enquiries by (supplier, time) for, where a subquery's
      // guessed size made it scan every enquiry
      const marketIds = (await marketSupplierIds(db, market)).map((row) => row.id);
      return countBudgetBands(
        marketIds.length === 0 ? [] : await budgetsOf(db, inArray(enquiries.supplierId, marketIds), from),
      );
    }),
    budgetsOf(db, eq(enquiries.supplierId, supplier.id), from),
  ]);
  return {
    from,
    county: market.county,
    category: market.category,
    market: marketBands,
    own: countBudgetBands(ownRows),
  };
}

/**
 * GET …/statistics/county-demand: enquiries per month over the last 12 months with the market's
 * suppliers and with the supplier, from the daily counters (never the raw events).
 */
export async function readCountyDemand(
  db: Db,
  kept: MarketFigures,
  supplier: Supplier,
  now: Date,
): Promise<CountyDemand> {
  const market = marketOf(supplier);
  const months = lastMonths(now, marketMonths);
  const month = sql<string>`date_trunc('month', ${supplierDailyStats.day}::timestamp)::date::text`;
  const monthlyEnquiries = (suppliersWhere: SQL) =>
    db
      .select({ month, count: sql<number>`sum(${supplierDailyStats.count})`.mapWith(Number) })
      .from(supplierDailyStats)
      .where(and(suppliersWhere, eq(supplierDailyStats.metric, 'enquiries'), gte(supplierDailyStats.day, months[0]!)))
      .groupBy(month);
  const [marketDemand, own] = await Promise.all([
    kept.demand(marketKey(market, months[0]!), async () => {
      const [rows, [counted]] = await Promise.all([
        monthlyEnquiries(sql`${supplierDailyStats.supplierId} in ${marketSupplierIds(db, market)}`),
        db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(marketSupplierIds(db, market).as('market')),
      ]);
      return { months: rows, suppliers: counted?.n ?? 0 };
    }),
    monthlyEnquiries(eq(supplierDailyStats.supplierId, supplier.id)),
  ]);
  return {
    county: market.county,
    category: market.category,
    months,
    market: monthlySeries(months, marketDemand.months),
    own: monthlySeries(months, own),
    suppliers: marketDemand.suppliers,
  };
}
