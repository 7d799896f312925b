import { inArray } from 'drizzle-orm';
import type { SearchPlace } from '../../../domain/public-search.ts';
import type { SearchBoostValue } from '../../../domain/search-boost.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';
import { readListingDescriptions } from '../listing/service.ts';
import { canonicalProfilePath } from '../public-profile/profile-links.ts';
import { listedIn, rankingOf } from '../ranking/county-rankings.ts';

/** One supplier as the search page lists it: what a couple sees in search results. */
export interface SearchEntry {
  id: string;
  name: string;
  town: string;
  /** Its profile page on this portal. */
  path: string;
  boost: SearchBoostValue | null;
  rating: { count: number; rating: number };
  description: string;
}

/**
 * Every supplier couples find for a category in a county, in the ranking engine's order (the ranking
 * feature's own reads: the search page and the supplier's rank never disagree), with what the page shows.
 */
export async function readCountySearch(db: Db, place: SearchPlace, now: Date): Promise<SearchEntry[]> {
  const listed = await listedIn(
    db,
    { category: place.category, countryCode: place.countryCode, counties: [place.county] },
    now,
  );
  const ranking = rankingOf(listed, place.county);
  const ids = ranking.map((ranked) => ranked.candidate.id);
  if (ids.length === 0) return [];
  const [rows, descriptions] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        publicId: suppliers.publicId,
        slug: suppliers.slug,
        types: suppliers.types,
        countryCode: suppliers.countryCode,
        city: suppliers.city,
      })
      .from(suppliers)
      .where(inArray(suppliers.id, ids)),
    readListingDescriptions(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranking.flatMap(({ candidate, factors }) => {
    const row = byId.get(candidate.id);
    if (!row) return [];
    return [
      {
        id: candidate.id,
        name: candidate.name,
        town: row.city,
        path: canonicalProfilePath(row),
        boost: factors.boost,
        rating: candidate.rating,
        description: descriptions.get(candidate.id) ?? '',
      },
    ];
  });
}
