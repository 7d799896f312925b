import { LRUCache } from 'lru-cache';
import { everything, type ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { listedIn, rankingOf, type Listed } from './county-rankings.ts';
import type { Ranked } from '../../../domain/statistics/ranking.ts';

/** Counties' listed suppliers kept per node. */
const maxCounties = 500;
/**
 * A county is read again after a minute at the latest, as the public search's lists: scores also move with
 * what is no write of a listed supplier (a new supplier in the county, replies ageing, a boost ending).
 */
const maxAgeMs = 60_000;

/**
 * The listed suppliers of a category in one county with their ranking factors (eight statements over the
 * county), kept per node for the rank calls and the competitors' suggestions, and dropped as soon as one of
 * them changes on any node (the change feed), so a supplier's own save shows in its rank at once.
 */
export function createCountyListings(db: Db, changes: ChangeFeed) {
  const counties = new LRUCache<string, readonly Listed[]>({ max: maxCounties, ttl: maxAgeMs });
  const unsubscribe = changes.subscribe('supplier', (supplierId) => {
    if (supplierId === everything) return counties.clear();
    for (const [key, listed] of counties.entries())
      if (listed.some((entry) => entry.candidate.id === supplierId)) counties.delete(key);
  });
  const listings = {
    /**
     * The suppliers found in `county` (its own or a running multi-county boost's). A kept list without
     * `asker` is read again: a supplier new to the county (listed, moved, a county bought) finds itself at once.
     */
    async listedIn(
      { category, countryCode, county }: { category: string; countryCode: string; county: string },
      now: Date,
      asker?: string,
    ): Promise<readonly Listed[]> {
      const key = `${countryCode}:${category}:${county}`;
      const kept = counties.get(key);
      if (kept && (asker === undefined || kept.some((entry) => entry.candidate.id === asker))) return kept;
      const listed = await listedIn(db, { category, countryCode, counties: [county] }, now);
      counties.set(key, listed);
      return listed;
    },
    /**
     * The county's ranking as search orders it now: the one source of the rank call, the competitors page and the
     * position widget, so their ranks agree.
     */
    async rankingIn(
      market: { category: string; countryCode: string; county: string },
      now: Date,
      asker?: string,
    ): Promise<Ranked[]> {
      return rankingOf(await listings.listedIn(market, now, asker), market.county);
    },
    close: unsubscribe,
  };
  return listings;
}
export type CountyListings = ReturnType<typeof createCountyListings>;
