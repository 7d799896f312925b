import { LRUCache } from 'lru-cache';
import { everything, type ChangeFeed } from '../../db/change-feed.ts';
import type { SearchEntry } from './service.ts';

/** Counties' result lists kept per node. */
const maxLists = 500;
/**
 * A list is read again after a minute at the latest: scores move with what is not a write of a listed
 * supplier (a new supplier in the county, replies ageing, a boost ending), and a minute is what a couple
 * would never notice.
 */
const maxAgeMs = 60_000;

/**
 * The public search's ranked result lists by country, category and county, each dropped as soon as one of
 * its suppliers changes on any node (the change feed, as the profile page cache): the ranking reads every
 * supplier of the county with its scores, the keyword filter and the page after it are cheap.
 */
export function createSearchCache(changes: ChangeFeed) {
  const lists = new LRUCache<string, readonly SearchEntry[]>({ max: maxLists, ttl: maxAgeMs });
  const unsubscribe = changes.subscribe('supplier', (supplierId) => {
    if (supplierId === everything) return lists.clear();
    for (const [key, list] of lists.entries()) if (list.some((entry) => entry.id === supplierId)) lists.delete(key);
  });
  return {
    get: (key: string) => lists.get(key),
    set: (key: string, list: readonly SearchEntry[]) => void lists.set(key, list),
    close: unsubscribe,
  };
}
