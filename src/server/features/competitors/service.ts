import { and, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  competitorListRequestSchema,
  type Competitor,
  type CompetitorInsights,
  type CompetitorList,
  type CompetitorStatistics,
} from '../../../domain/competitors/competitors-api.ts';
import {
  competitorListRefusal,
  competitorRefusalKey,
  ranksPerMonth,
  suggestedCompetitors,
  type CompetitorCandidate,
  type CompetitorOwner,
  type DayRank,
} from '../../../domain/competitors/competitors.ts';
import { scoreCategoryOf } from '../../../domain/profile-score.ts';
import type { SupplierSearchResult } from '../../../domain/recommendations-api.ts';
import { runningSearchBoost } from '../../../domain/search-boost.ts';
import { chartPeriods, lastMonthOf, nextPeriodStart } from '../../../domain/statistics/time-series.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { Supplier, SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { supplierCompetitors, supplierDailyStats, suppliers } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { parseForm } from '../../http/parse-form.ts';
import { readPackages } from '../pricing/packages.ts';
import { readProfileScores } from '../profile-score/service.ts';
import type { CountyListings } from '../ranking/county-cache.ts';
import { placeIn, rankedCountyOf } from '../ranking/county-rankings.ts';
import { readLastRanksPerMonth } from '../ranking/history.ts';
import { readReviewsRatings } from '../reviews/read.ts';
import { searchSuppliersByName } from '../suppliers/name-search.ts';

const ownerOf = (supplier: Supplier): CompetitorOwner => ({
  id: supplier.id,
  category: supplier.types[0] ?? '',
  countryCode: supplier.countryCode,
});

/** The suppliers of the ids still on the marketplace (not deleted), in the order of the ids. */
async function listedSuppliers(db: Db, ids: readonly string[]): Promise<Supplier[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(suppliers)
    .where(and(inArray(suppliers.id, [...ids]), eq(suppliers.deleted, false)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const toCompetitor = (supplier: Supplier): Competitor => ({
  id: supplier.id,
  name: supplier.name,
  town: supplier.city,
});

/** The ids of the suppliers ranked next to this one in its county (ranking engine, as search orders them now). */
/** The database and the node's kept county listings (the rank call's), which the competitor calls read. */
export interface CompetitorReads {
  db: Db;
  listings: CountyListings;
}

/** The supplier's county as search orders it now (the rank call's own ranking), empty outside a ranked county. */
async function countyRanking(listings: CountyListings, supplier: Supplier, now: Date) {
  const county = rankedCountyOf(supplier);
  const category = supplier.types[0];
  if (!county || !category) return [];
  return listings.rankingIn({ category, countryCode: supplier.countryCode, county }, now, supplier.id);
}

async function suggestedIds(listings: CountyListings, supplier: Supplier, now: Date): Promise<string[]> {
  const ranking = await countyRanking(listings, supplier, now);
  return suggestedCompetitors(
    supplier.id,
    ranking.map((ranked) => ranked.candidate.id),
  );
}

async function storedIds(db: Db, supplierId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ ids: supplierCompetitors.competitorIds })
    .from(supplierCompetitors)
    .where(eq(supplierCompetitors.supplierId, supplierId));
  return row?.ids ?? null;
}

/** The competitor list: the chosen one (without suppliers deleted since), or the suggestions until one is chosen. */
async function competitorListOf(
  { db, listings }: CompetitorReads,
  supplier: Supplier,
  now: Date,
): Promise<{ chosen: boolean; competitors: Supplier[]; suggestions: Supplier[] }> {
  const [stored, suggestionIds] = await Promise.all([
    storedIds(db, supplier.id),
    suggestedIds(listings, supplier, now),
  ]);
  const [chosen, suggestions] = await Promise.all([
    stored ? listedSuppliers(db, stored) : Promise.resolve(null),
    listedSuppliers(db, suggestionIds),
  ]);
  return { chosen: chosen !== null, competitors: chosen ?? suggestions, suggestions };
}

/** GET /api/supplier/{id}/competitors (competitors page, classic23). */
export async function getCompetitorList(
  reads: CompetitorReads,
  access: SupplierAccess,
  now: Date,
): Promise<CompetitorList> {
  requireFeature(access, 'competitorsPage');
  const list = await competitorListOf(reads, access.supplier, now);
  return {
    chosen: list.chosen,
    competitors: list.competitors.map(toCompetitor),
    suggestions: list.suggestions.map(toCompetitor),
    county: rankedCountyOf(access.supplier),
  };
}

/**
 * PUT /api/supplier/{id}/competitors: keeps the whole list when every id passes the rules
 * (`competitorListRefusal`), else 400 naming `competitorIds` and nothing written.
 */
export async function saveCompetitorList(
  reads: CompetitorReads,
  access: SupplierAccess,
  input: unknown,
  now: Date,
): Promise<CompetitorList> {
  const { db } = reads;
  requireFeature(access, 'competitorsPage');
  const { competitorIds } = parseForm(competitorListRequestSchema, input);
  const rows =
    competitorIds.length === 0
      ? []
      : await db
          .select({
            id: suppliers.id,
            types: suppliers.types,
            countryCode: suppliers.countryCode,
            deleted: suppliers.deleted,
          })
          .from(suppliers)
          .where(inArray(suppliers.id, competitorIds));
  const found = new Map<string, CompetitorCandidate>(
    rows.map((row) => [
      row.id,
      { id: row.id, category: row.types[0] ?? '', countryCode: row.countryCode, deleted: row.deleted },
    ]),
  );
  const refusal = competitorListRefusal(ownerOf(access.supplier), competitorIds, found);
  if (refusal)
    throw badRequest('validation', `The competitor list cannot be kept: ${refusal}`, {
      competitorIds: competitorRefusalKey(refusal),
    });
  await db
    .insert(supplierCompetitors)
    .values({ supplierId: access.supplier.id, competitorIds, updatedAt: now })
    .onConflictDoUpdate({ target: supplierCompetitors.supplierId, set: { competitorIds, updatedAt: now } });
  return getCompetitorList(reads, access, now);
}

/**
 * GET /api/supplier/{id}/competitors/search?q=: suppliers of its category and market by name (at most 10), itself left
 * out.
 */
export async function searchCompetitors(db: Db, access: SupplierAccess, q: string): Promise<SupplierSearchResult[]> {
  requireFeature(access, 'competitorsPage');
  const { supplier } = access;
  return searchSuppliersByName(
    db,
    supplier.id,
    q,
    and(sql`${suppliers.types}[1] = ${supplier.types[0] ?? ''}`, eq(suppliers.countryCode, supplier.countryCode)),
  );
}

/**
 * The supplier's chosen competitors, else `suggested`, without suppliers deleted since, in the list's
 * order: the stored list and its suppliers in one prepared statement (each statement is a round trip
 * whose writes alone took a third of these calls' CPU in a profile, issue 14).
 */
function comparedStatement(db: Db) {
  return preparedOnce(db, 'compared-suppliers', (name) => {
    const chosen = db
      .select({ ids: supplierCompetitors.competitorIds })
      .from(supplierCompetitors)
      .where(eq(supplierCompetitors.supplierId, sql.placeholder('supplierId')));
    const listed = sql.raw('listed');
    return db
      .select(getTableColumns(suppliers))
      .from(suppliers)
      .innerJoin(
        sql`unnest(coalesce(${chosen}, ${sql.placeholder('suggested')}::text[])) with ordinality as ${listed}(id, n)`,
        eq(suppliers.id, sql`${listed}.id`),
      )
      .where(eq(suppliers.deleted, false))
      .orderBy(sql`${listed}.n`)
      .prepare(name);
  });
}

/**
 * The supplier and its competitors, in the chart's order. With the suggestions at hand (the statistics read
 * the county's listing anyway, for the profile scores) one statement reads the chosen list and its
 * suppliers; without, the chosen list first, and the county's listing only when none is chosen.
 */
async function comparedSuppliers(
  reads: CompetitorReads,
  supplier: Supplier,
  now: Date,
  suggested?: string[],
): Promise<Supplier[]> {
  if (suggested)
    return [supplier, ...(await comparedStatement(reads.db).execute({ supplierId: supplier.id, suggested }))];
  const stored = await storedIds(reads.db, supplier.id);
  return [
    supplier,
    ...(await listedSuppliers(reads.db, stored ?? (await suggestedIds(reads.listings, supplier, now)))),
  ];
}

/**
 * Couples' shortlists per supplier and month start over [start, end), from the daily counters: one prepared statement.
 */
async function monthlyShortlists(db: Db, ids: readonly string[], start: string, end: string) {
  const statement = preparedOnce(db, 'competitor-shortlists', (name) => {
    const month = sql<string>`date_trunc('month', ${supplierDailyStats.day}::timestamp)::date::text`;
    return db
      .select({
        supplierId: supplierDailyStats.supplierId,
        month,
        count: sql<number>`sum(${supplierDailyStats.count})`.mapWith(Number),
      })
      .from(supplierDailyStats)
      .where(
        and(
          sql`${supplierDailyStats.supplierId} = any(${sql.placeholder('ids')}::text[])`,
          eq(supplierDailyStats.metric, 'shortlists'),
          gte(supplierDailyStats.day, sql.placeholder('start')),
          lt(supplierDailyStats.day, sql.placeholder('end')),
        ),
      )
      .groupBy(supplierDailyStats.supplierId, month)
      .prepare(name);
  });
  return statement.execute({ ids, start, end });
}

/**
 * The profile scores of the compared suppliers: those of the supplier's county from its kept listing (the
 * rank call's, which holds every listed supplier's score), the others (chosen from elsewhere) read.
 */
async function profileScoresOf(
  reads: CompetitorReads,
  supplier: Supplier,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const county = rankedCountyOf(supplier);
  const category = supplier.types[0];
  const listed =
    county && category
      ? await reads.listings.listedIn({ category, countryCode: supplier.countryCode, county }, now)
      : [];
  const scores = new Map(
    listed
      .filter((entry) => ids.includes(entry.candidate.id))
      .map((entry) => [entry.candidate.id, entry.candidate.profileScore]),
  );
  const missing = ids.filter((id) => !scores.has(id));
  if (missing.length > 0)
    for (const [id, read] of await readProfileScores(reads.db, missing, now)) scores.set(id, read.profileScore);
  return scores;
}

/**
 * GET /api/supplier/{id}/statistics/competitor-list-shortlists: for the supplier and each competitor, the
 * shortlists of the last 12 months (and of the previous calendar month), the profile score's category and
 * the monthly ranks in the supplier's county. Nothing else of the competitors (docs/decisions/competitors.md).
 */
export async function readCompetitorStatistics(
  reads: CompetitorReads,
  access: SupplierAccess,
  now: Date,
): Promise<CompetitorStatistics> {
  requireFeature(access, 'competitorsPage');
  const { db } = reads;
  const ranking = await countyRanking(reads.listings, access.supplier, now);
  const compared = await comparedSuppliers(
    reads,
    access.supplier,
    now,
    suggestedCompetitors(
      access.supplier.id,
      ranking.map((ranked) => ranked.candidate.id),
    ),
  );
  const ids = compared.map((supplier) => supplier.id);
  const periods = chartPeriods('month', now);
  const lastMonth = lastMonthOf(now);
  const county = rankedCountyOf(access.supplier);
  const [shortlistRows, scores, ranks] = await Promise.all([
    monthlyShortlists(db, ids, periods[0]!, nextPeriodStart('month', periods.at(-1)!)),
    profileScoresOf(reads, access.supplier, ids, now),
    county
      ? readLastRanksPerMonth(db, ids, county, { first: periods[0]!, last: periods.at(-1)! })
      : Promise.resolve(new Map<string, DayRank[]>()),
  ]);
  const lastMonthIndex = periods.indexOf(lastMonth.start);
  return {
    periods,
    lastMonth,
    county,
    suppliers: compared.map((supplier) => {
      const series = periods.map(
        (start) => shortlistRows.find((row) => row.supplierId === supplier.id && row.month === start)?.count ?? 0,
      );
      const rankings = ranks.get(supplier.id) ?? [];
      return {
        id: supplier.id,
        name: supplier.name,
        own: supplier.id === access.supplier.id,
        shortlisted: {
          series,
          total: series.reduce((sum, count) => sum + count, 0),
          lastMonth: series[lastMonthIndex] ?? 0,
        },
        profileScoreCategory: scoreCategoryOf(scores.get(supplier.id) ?? 0),
        historicalRankings: ranksPerMonth(rankings, periods),
        // today's rank from the ranking search optimisation shows too: one source, so the two screens agree
        rankToday: placeIn(ranking, supplier.id),
      };
    }),
  };
}

/** GET /api/supplier/{id}/competitors/insights (competitor insights, expert): what couples see of each. */
export async function readCompetitorInsights(
  reads: CompetitorReads,
  access: SupplierAccess,
  now: Date,
): Promise<CompetitorInsights> {
  requireFeature(access, 'competitorsPage');
  requireFeature(access, 'competitorInsights');
  const { db } = reads;
  const compared = await comparedSuppliers(reads, access.supplier, now);
  const [ratings, packages] = await Promise.all([
    readReviewsRatings(
      db,
      compared.map((supplier) => supplier.id),
    ),
    Promise.all(compared.map((supplier) => readPackages(db, supplier))),
  ]);
  return {
    suppliers: compared.map((supplier, index) => {
      const prices = packages[index]!.map((item) => item.price);
      const boost = runningSearchBoost(supplier, now);
      return {
        id: supplier.id,
        name: supplier.name,
        own: supplier.id === access.supplier.id,
        rating: ratings.get(supplier.id) ?? { count: 0, rating: 0 },
        topSpot: boost.mode === 'none' ? null : boost.value,
        priceRange:
          prices.length > 0
            ? { min: Math.min(...prices), max: Math.max(...prices), currency: supplier.currency }
            : null,
      };
    }),
  };
}
