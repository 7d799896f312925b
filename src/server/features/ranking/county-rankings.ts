import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { regionsByCountry } from '../../../domain/locations/regions.ts';
import { runningSearchBoost } from '../../../domain/search-boost.ts';
import {
  inCounty,
  rankSuppliers,
  servesCounty,
  type RankCandidate,
  type Ranked,
} from '../../../domain/statistics/ranking.ts';
import type { Db } from '../../db/client.ts';
import { supplierAreas, suppliers } from '../../db/schema/index.ts';
import { readProfileScores } from '../profile-score/service.ts';
import { readReviewsRatings } from '../reviews/read.ts';
import { readTier } from '../../../domain/tiers.ts';

/** A listed supplier of the category found in one of the counties, with where it is found. */
export interface Listed {
  candidate: RankCandidate;
  homeCounty: string | null;
  additionalCounties: string[];
}

/** Listed suppliers couples can find: not deleted, searchable. */
const findable = and(eq(suppliers.deleted, false), eq(suppliers.searchable, true));

/**
 * The suppliers of a category found in any of `counties` of a market (in their own county, or in one their
 * multi-county boost still runs in), with the factors the engine needs: one query for the suppliers, then
 * the scores and ratings of all of them at once.
 */
export async function listedIn(
  db: Db,
  { category, countryCode, counties }: { category: string; countryCode: string; counties: readonly string[] },
  now: Date,
): Promise<Listed[]> {
  const running = and(
    eq(supplierAreas.supplierId, suppliers.id),
    inArray(supplierAreas.county, counties),
    gt(supplierAreas.endsAt, now),
  );
  const rows = await db
    .select({
      supplier: suppliers,
      areas: sql<
        string[]
      >`coalesce((select array_agg(${supplierAreas.county}) from ${supplierAreas} where ${running}), '{}')`,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.countryCode, countryCode),
        findable,
        sql`${suppliers.types}[1] = ${category}`,
        or(
          inArray(sql`${suppliers.adminArea}[1]`, counties),
          sql`exists (select 1 from ${supplierAreas} where ${running})`,
        ),
      ),
    );
  const ids = rows.map((row) => row.supplier.id);
  const [scores, ratings] = await Promise.all([readProfileScores(db, ids, now), readReviewsRatings(db, ids)]);
  return rows.map(({ supplier, areas }) => {
    const boost = runningSearchBoost(supplier, now);
    const score = scores.get(supplier.id);
    return {
      homeCounty: supplier.adminArea[0] ?? null,
      additionalCounties: areas,
      candidate: {
        id: supplier.id,
        name: supplier.name,
        tier: readTier(supplier.tier),
        // the boost for a venue type counts in searches for that type, not in the category's ranking
        boost: boost.mode === 'generic' ? boost.value : null,
        profileScore: score?.profileScore ?? 0,
        rating: ratings.get(supplier.id) ?? { count: 0, rating: 0 },
        responseScore: score?.responseScore ?? 0,
      },
    };
  });
}

/** The ranking of one county: every listed supplier found there, each as it ranks there. */
export function rankingOf(listed: readonly Listed[], county: string): Ranked[] {
  const found: RankCandidate[] = [];
  for (const entry of listed) {
    const via = servesCounty(entry, county);
    if (via) found.push(inCounty(entry.candidate, via));
  }
  return rankSuppliers(found);
}

/** The supplier's county when it is one of its market's (the rankings are kept per such county), else null. */
export function rankedCountyOf(supplier: { adminArea: readonly string[]; countryCode: string }): string | null {
  const county = supplier.adminArea[0];
  const regions: readonly string[] = regionsByCountry[supplier.countryCode as keyof typeof regionsByCountry] ?? [];
  return county !== undefined && regions.includes(county) ? county : null;
}

/** A supplier's place in a ranking and of how many, null when it is not ranked there. */
export function placeIn(ranking: readonly Ranked[], supplierId: string): { rank: number; total: number } | null {
  const found = ranking.find((ranked) => ranked.candidate.id === supplierId);
  return found ? { rank: found.rank, total: ranking.length } : null;
}

/** Every market and category with the counties its findable suppliers are found in: what the ranking job ranks. */
export async function rankedMarkets(
  db: Db,
  now: Date,
): Promise<{ countryCode: string; category: string; counties: string[] }[]> {
  const category = sql<string | null>`${suppliers.types}[1]`;
  const [home, additional] = await Promise.all([
    db
      .selectDistinct({
        countryCode: suppliers.countryCode,
        category,
        county: sql<string | null>`${suppliers.adminArea}[1]`,
      })
      .from(suppliers)
      .where(findable),
    db
      .selectDistinct({ countryCode: suppliers.countryCode, category, county: supplierAreas.county })
      .from(supplierAreas)
      .innerJoin(suppliers, eq(suppliers.id, supplierAreas.supplierId))
      .where(and(findable, gt(supplierAreas.endsAt, now))),
  ]);
  const markets = new Map<string, { countryCode: string; category: string; counties: Set<string> }>();
  for (const { countryCode, category, county } of [...home, ...additional]) {
    if (!category || !county) continue;
    const key = `${countryCode} ${category}`;
    const market = markets.get(key) ?? { countryCode, category, counties: new Set<string>() };
    market.counties.add(county);
    markets.set(key, market);
  }
  return [...markets.values()].map((market) => ({ ...market, counties: [...market.counties].sort() }));
}
