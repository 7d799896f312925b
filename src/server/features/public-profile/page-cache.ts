import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { everything, type ChangeFeed } from '../../db/change-feed.ts';

/** A profile page as served: rendered once, then sent as is until the supplier changes. */
export interface ServedPage {
  supplierId: string;
  canonicalPath: string;
  html: string;
  etag: string;
  noindex: boolean;
}

/** Pages kept per node: the most viewed ones, a few MB. */
const maxPages = 1000;
/**
 * A page is rendered again after a minute at the latest: a bound on staleness for what changes without a
 * supplier's write (another node that could not be told, a change made by hand in the database).
 */
const maxAgeMs = 60_000;

export const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * The rendered public profile pages by public id and preview (issue 9), each dropped as soon as its
 * supplier changes on any node (the change feed; supplier-changes.ts tells it of every supplier-scoped write).
 */
export function createProfilePageCache(changes: ChangeFeed) {
  const pages = new LRUCache<string, ServedPage>({ max: maxPages, ttl: maxAgeMs });
  const keyOf = (publicId: string, preview: boolean) => `${publicId}:${preview ? 'preview' : 'page'}`;
  const unsubscribe = changes.subscribe('supplier', (supplierId) => {
    if (supplierId === everything) return pages.clear();
    for (const [key, page] of pages.entries()) if (page.supplierId === supplierId) pages.delete(key);
  });
  return {
    get: (publicId: string, preview: boolean) => pages.get(keyOf(publicId, preview)),
    set: (publicId: string, preview: boolean, page: ServedPage) => void pages.set(keyOf(publicId, preview), page),
    close: unsubscribe,
  };
}
