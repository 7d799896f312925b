import type { z } from 'zod';
import { regionsByCountry } from '../../../domain/locations/regions.ts';
import { nextSteps } from '../../../domain/statistics/next-step.ts';
import { servesCounty, type Ranked } from '../../../domain/statistics/ranking.ts';
import type { SearchBoostValue } from '../../../domain/search-boost.ts';
import type { SupplierRankResponse, supplierRankRequestSchema } from '../../../domain/statistics/ranking-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import { badRequest } from '../../http/errors.ts';
import type { CountyListings } from './county-cache.ts';
import { rankingOf } from './county-rankings.ts';

type RankRequest = z.output<typeof supplierRankRequestSchema>;

/**
 * Tier gates of the ranking calls: the own ranks are search optimisation (lite), others' the competitors page
 * (classic23).
 */
export function requireRankingFeatures(access: SupplierAccess, comparesOthers: boolean): void {
  requireFeature(access, 'searchOptimisation');
  if (comparesOthers) requireFeature(access, 'competitorsPage');
}

/** 400 naming the field (`fieldOf` the county) of the first county that is not one of the market. */
export function requireCountyOf(
  countryCode: string,
  counties: readonly string[],
  fieldOf: (county: string) => string,
): void {
  const regions: readonly string[] = regionsByCountry[countryCode as keyof typeof regionsByCountry] ?? [];
  const unknown = counties.find((county) => !regions.includes(county));
  if (unknown !== undefined)
    throw badRequest('validation', `${unknown} is not a county of ${countryCode}`, {
      [fieldOf(unknown)]: 'boosts:errors.unknown-county',
    });
}

/**
 * POST /api/search/supplier-rank: the supplier's rank in each county asked for, with its factors, and the
 * compared suppliers' ranks in its county with their public facts only.
 */
export async function supplierRank(
  listings: CountyListings,
  access: SupplierAccess,
  request: RankRequest,
  now: Date,
): Promise<SupplierRankResponse> {
  const { supplier } = access;
  requireRankingFeatures(access, request.isCompetitorsFetch || request.compareSupplierIds.length > 0);
  const countryCode = request.countryCode ?? supplier.countryCode;
  const counties = [...new Set([request.supplierCounty, ...request.additionalCounties])];
  requireCountyOf(countryCode, counties, (county) =>
    county === request.supplierCounty ? 'supplierCounty' : 'additionalCounties',
  );
  const listedPerCounty = await Promise.all(
    counties.map((county) => listings.listedIn({ category: request.type, countryCode, county }, now, supplier.id)),
  );
  const compareIds = new Set(request.compareSupplierIds.filter((id) => id !== supplier.id));
  const rankings = counties.map((county, index) => {
    const listed = listedPerCounty[index]!;
    const own = listed.find((entry) => entry.candidate.id === supplier.id);
    return { county, ranking: rankingOf(listed, county), via: own ? servesCounty(own, county) : null };
  });
  return {
    category: request.type,
    countryCode,
    counties: rankings.map(({ county, ranking, via }) => {
      const mine = ranking.find((ranked) => ranked.candidate.id === supplier.id);
      return {
        county,
        via,
        rank: mine?.rank ?? null,
        total: ranking.length,
        factors: mine?.factors ?? null,
        nextSteps: mine && via ? stepsUp(ranking, mine, via) : null,
      };
    }),
    compared: rankings[0]!.ranking
      .filter((ranked) => compareIds.has(ranked.candidate.id))
      .map(({ candidate, rank }) => ({
        id: candidate.id,
        name: candidate.name,
        rank,
        boost: candidate.boost,
        rating: candidate.rating,
      })),
    updatedAt: now.toISOString(),
  };
}

/** What would put the supplier above the one ranked just above it in a county (none when it is first). */
function stepsUp(ranking: readonly Ranked[], mine: Ranked, via: 'home' | 'additional') {
  const above = ranking[mine.rank - 2];
  if (!above) return [];
  const takenBoosts = ranking.flatMap((ranked) =>
    ranked !== mine && ranked.factors.boost !== null ? [ranked.factors.boost] : ([] as SearchBoostValue[]),
  );
  return nextSteps({ own: mine.candidate, above: above.candidate, via, takenBoosts });
}
