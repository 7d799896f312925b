import type { AnalyticsEvent } from '../../../domain/analytics.ts';
import { portalEvents } from '../../../domain/analytics-events.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { queryClient } from '../../app/query-client.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';

/**
 * An id kept in the given storage for the life of that storage (browser for anonymousId, tab for sessionId).
 * The storage is reached inside the try: where the browser blocks storage, even reading `localStorage` throws.
 */
function storedId(storageOf: () => Storage | undefined, key: string): string {
  try {
    const storage = storageOf();
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    storage?.setItem(key, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

let previousPath: string | null = null;

/** The path the user came from (spec: "the previous path is recorded" on route changes). */
export function getPreviousPath(): string | null {
  return previousPath;
}

/** Posts one event to /api/a/t; analytics never gets in the user's way, so failures are dropped. */
export function track(event: Pick<AnalyticsEvent, 'event' | 'category' | 'identifyProps' | 'specificEventProps'>): void {
  const userId = queryClient.getQueryData<Viewer | null>(viewerQueryKey)?.user.id ?? null;
  const body: AnalyticsEvent = {
    ...event,
    source: 'cms',
    genericProps: {
      userId,
      anonymousId: storedId(() => globalThis.localStorage, 'portal.anonymousId'),
      isAnonymous: userId === null,
      sessionId: storedId(() => globalThis.sessionStorage, 'portal.sessionId'),
      previousPath,
      pageTitle: document.title,
      pathname: window.location.pathname,
    },
  };
  void fetch('/api/a/t', { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(
    () => undefined,
  );
}

/** A page view per route change, carrying the path the user came from. */
export function trackPageView(pathname: string): void {
  track(portalEvents.pageView);
  previousPath = pathname;
}
