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
  // a county read by every asker that missed it at once (hundreds of suppliers' factors at scale): one read, shared
  const reading = new Map<string, Promise<readonly Listed[]>>();
  const unsubscribe = changes.subscribe('supplier', (supplierId) => {
    // which county a read in flight is of is known, whom it will list is not: every later asker reads again
    reading.clear();
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
      const shared = reading.get(key);
      if (shared) return shared;
      const read = listedIn(db, { category, countryCode, counties: [county] }, now);
      reading.set(key, read);
      try {
        const listed = await read;
        // a change heard meanwhile dropped the read: its list may be from before the change, so it is not kept
        if (reading.get(key) === read) counties.set(key, listed);
        return listed;
      } finally {
        if (reading.get(key) === read) reading.delete(key);
      }
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
