import { positionComparedDays } from '../../../domain/statistics/search-position.ts';
import type { SearchPosition } from '../../../domain/statistics/search-position-api.ts';
import { canUseFeature, requireFeature } from '../../access/feature-gate.ts';
import type { SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { runningAreasOf } from '../boosts/counties.ts';
import type { CountyListings } from './county-cache.ts';
import { placeIn, rankedCountyOf } from './county-rankings.ts';
import { readRanksOn } from './history.ts';
import { rankingDayOf } from './ranking-job.ts';

/**
 * GET /api/supplier/{id}/search-position (position widget, free): the supplier's place today in its category in its
 * home county, from the same kept county ranking as the rank call and the competitors page, against the ranking job's
 * record of a week before; with the multi-county position widget (expert) also in each county of its running
 * multi-county boost.
 */
export async function readSearchPosition(
  db: Db,
  listings: CountyListings,
  access: SupplierAccess,
  now: Date,
): Promise<SearchPosition> {
  requireFeature(access, 'positionWidget');
  const { supplier } = access;
  const category = supplier.types[0] ?? null;
  const allCounties = canUseFeature(access, 'multiCountyPositionWidget');
  const updatedAt = now.toISOString();
  if (category === null) return { category, counties: [], allCounties, updatedAt };
  const home = rankedCountyOf(supplier);
  const additional = allCounties ? await runningAreasOf(db, supplier.id, now) : [];
  const counties = [
    ...(home === null ? [] : [{ county: home, via: 'home' as const }]),
    ...additional.filter(({ county }) => county !== home).map(({ county }) => ({ county, via: 'additional' as const })),
  ];
  const [rankings, weekAgo] = await Promise.all([
    Promise.all(
      counties.map(({ county }) =>
        listings.rankingIn({ category, countryCode: supplier.countryCode, county }, now, supplier.id),
      ),
    ),
    readRanksOn(db, {
      supplierId: supplier.id,
      category,
      counties: counties.map(({ county }) => county),
      day: rankingDayOf(new Date(now.getTime() - positionComparedDays * 86_400_000)),
    }),
  ]);
  return {
    category,
    counties: counties.map(({ county, via }, index) => ({
      county,
      via,
      today: placeIn(rankings[index]!, supplier.id),
      weekAgo: weekAgo.get(county) ?? null,
    })),
    allCounties,
    updatedAt,
  };
}
