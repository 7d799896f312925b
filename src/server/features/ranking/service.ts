import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { regionsByCountry } from '../../../domain/locations/regions.ts';
import { runningSearchBoost } from '../../../domain/search-boost.ts';
import { inCounty, rankSuppliers, servesCounty, type RankCandidate, type Ranked } from '../../../domain/statistics/ranking.ts';
import type { z } from 'zod';
import type { SupplierRankResponse, supplierRankRequestSchema } from '../../../domain/statistics/ranking-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { supplierAreas, suppliers } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { readProfileScores } from '../profile-score/service.ts';
import { readReviewsRatings } from '../reviews/read.ts';
import { readTier } from '../suppliers/supplier-view.ts';

type RankRequest = z.output<typeof supplierRankRequestSchema>;

/** A listed supplier of the category found in one of the counties, with where it is found. */
interface Listed {
  candidate: RankCandidate;
  homeCounty: string | null;
  additionalCounties: string[];
}

/**
 * The suppliers of a category found in any of `counties` of a market (in their own county, or in one their
 * multi-county boost still runs in), with the factors the engine needs: one query for the suppliers, then
 * the scores and ratings of all of them at once.
 */
async function listedIn(db: Db, { category, countryCode, counties }: { category: string; countryCode: string; counties: readonly string[] }, now: Date): Promise<Listed[]> {
  const running = and(eq(supplierAreas.supplierId, suppliers.id), inArray(supplierAreas.county, counties), gt(supplierAreas.endsAt, now));
  const rows = await db
    .select({
      supplier: suppliers,
      areas: sql<string[]>`coalesce((select array_agg(${supplierAreas.county}) from ${supplierAreas} where ${running}), '{}')`,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.countryCode, countryCode),
        eq(suppliers.deleted, false),
        eq(suppliers.searchable, true),
        sql`${suppliers.types}[1] = ${category}`,
        or(inArray(sql`${suppliers.adminArea}[1]`, counties), sql`exists (select 1 from ${supplierAreas} where ${running})`),
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
function rankingOf(listed: readonly Listed[], county: string): Ranked[] {
  const found: RankCandidate[] = [];
  for (const entry of listed) {
    const via = servesCounty(entry, county);
    if (via) found.push(inCounty(entry.candidate, via));
  }
  return rankSuppliers(found);
}

/**
 * POST /api/search/supplier-rank: the supplier's rank in each county asked for, with its factors, and the
 * compared suppliers' ranks in its county with their public facts only. Tier gates: the own rank is search
 * optimisation (lite), comparing others the competitors page (classic23).
 */
export async function supplierRank(db: Db, access: SupplierAccess, request: RankRequest, now: Date): Promise<SupplierRankResponse> {
  const { supplier } = access;
  requireFeature(access, 'searchOptimisation');
  if (request.isCompetitorsFetch || request.compareSupplierIds.length > 0) requireFeature(access, 'competitorsPage');
  const countryCode = request.countryCode ?? supplier.countryCode;
  const regions: readonly string[] = regionsByCountry[countryCode as keyof typeof regionsByCountry] ?? [];
  const counties = [...new Set([request.supplierCounty, ...request.additionalCounties])];
  const unknown = counties.find((county) => !regions.includes(county));
  if (unknown !== undefined) {
    const field = unknown === request.supplierCounty ? 'supplierCounty' : 'additionalCounties';
    throw badRequest('validation', `${unknown} is not a county of ${countryCode}`, { [field]: 'boosts:errors.unknown-county' });
  }
  const listed = await listedIn(db, { category: request.type, countryCode, counties }, now);
  const own = listed.find((entry) => entry.candidate.id === supplier.id);
  const rankings = new Map(counties.map((county) => [county, rankingOf(listed, county)]));
  const compareIds = new Set(request.compareSupplierIds.filter((id) => id !== supplier.id));
  return {
    category: request.type,
    countryCode,
    counties: counties.map((county) => {
      const ranking = rankings.get(county) ?? [];
      const mine = ranking.find((ranked) => ranked.candidate.id === supplier.id);
      return { county, via: own ? servesCounty(own, county) : null, rank: mine?.rank ?? null, total: ranking.length, factors: mine?.factors ?? null };
    }),
    compared: (rankings.get(request.supplierCounty) ?? [])
      .filter((ranked) => compareIds.has(ranked.candidate.id))
      .map(({ candidate, rank }) => ({ id: candidate.id, name: candidate.name, rank, boost: candidate.boost, rating: candidate.rating })),
    updatedAt: now.toISOString(),
  };
}
