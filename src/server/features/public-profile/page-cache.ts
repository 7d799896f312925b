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
 *
 * A page not kept is rendered once however many ask for it meanwhile: the requests arriving during a render wait for
 * that render (a popular page after a save, or a node just started, would otherwise read the profile once per
 * request, each reading the supplier's reply times; the bench's 20 connections did). A render that began before a
 * supplier changed is sent to those waiting but not kept, since it may have read the data before the change.
 */
export function createProfilePageCache(changes: ChangeFeed) {
  const pages = new LRUCache<string, ServedPage>({ max: maxPages, ttl: maxAgeMs });
  const rendering = new Map<string, Promise<ServedPage | null>>();
  /** Per render under way, the suppliers changed since it began. */
  const changedDuringRenders = new Set<Set<string>>();
  const keyOf = (publicId: string, preview: boolean) => `${publicId}:${preview ? 'preview' : 'page'}`;
  const unsubscribe = changes.subscribe('supplier', (supplierId) => {
    for (const changed of changedDuringRenders) changed.add(supplierId);
    if (supplierId === everything) return pages.clear();
    for (const [key, page] of pages.entries()) if (page.supplierId === supplierId) pages.delete(key);
  });

  const renderOnce = (key: string, render: () => Promise<ServedPage | null>): Promise<ServedPage | null> => {
    const changed = new Set<string>();
    changedDuringRenders.add(changed);
    const rendered = render()
      .then((page) => {
        if (page && !changed.has(page.supplierId) && !changed.has(everything)) pages.set(key, page);
        return page;
      })
      .finally(() => {
        changedDuringRenders.delete(changed);
        rendering.delete(key);
      });
    rendering.set(key, rendered);
    return rendered;
  };

  return {
    /** The kept page, else the render under way, else `render`'s page (kept unless null). */
    served: (publicId: string, preview: boolean, render: () => Promise<ServedPage | null>) => {
      const key = keyOf(publicId, preview);
      const kept = pages.get(key);
      if (kept) return Promise.resolve(kept);
      return rendering.get(key) ?? renderOnce(key, render);
    },
    close: unsubscribe,
  };
}
