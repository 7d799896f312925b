import type { AnalyticsEvent } from '../../../domain/analytics.ts';
import { analyticsTimeoutMs, identifyCalls, portalEvents } from '../../../domain/analytics-events.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { queryClient } from '../../app/query-client.ts';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { assignmentsOn, experimentsRead } from '../ab-testing/ab-testing.ts';

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

/** This browser's analytics id (also what the portal's own ad-testing assignment is stable for). */
export const anonymousId = () => storedId(() => globalThis.localStorage, 'portal.anonymousId');
const sessionId = () => storedId(() => globalThis.sessionStorage, 'portal.sessionId');

/** An analytics call that has not answered within the spec's callback time-out is given up. */
const post = (url: string, body: unknown): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(analyticsTimeoutMs),
  });

/**
 * Posts one event to /api/a/t; analytics never gets in the user's way, so failures are dropped. The identify props carry
 * this browser's variants of the experiments on the screen (`experiments`), so statistics can compare them: the event
 * waits until the experiments are read (a few ms), its page and title taken as it happened.
 */
export function track(
  event: Pick<AnalyticsEvent, 'event' | 'category' | 'identifyProps' | 'specificEventProps'>,
): void {
  const userId = queryClient.getQueryData<Viewer | null>(viewerQueryKey)?.user.id ?? null;
  const genericProps = {
    userId,
    anonymousId: anonymousId(),
    isAnonymous: userId === null,
    sessionId: sessionId(),
    previousPath,
    pageTitle: document.title,
    pathname: window.location.pathname,
  };
  void experimentsRead.then(() => {
    const experiments = assignmentsOn(genericProps.pathname);
    const body: AnalyticsEvent = {
      ...event,
      ...(Object.keys(experiments).length > 0 && { identifyProps: { ...event.identifyProps, experiments } }),
      source: 'cms',
      genericProps,
    };
    // best effort: a failure here changes nothing the user sees
    return post('/api/a/t', body).catch(() => undefined);
  });
}

/**
 * The two identify calls (spec section 7), once per session (tab) and active supplier, as an analytics
 * client identifies the account it works for; a failed one is sent again at the supplier's next load.
 * Where the browser blocks storage, once per load of the shell.
 */
export function identifySupplier(supplierId: string): void {
  const key = `portal.identified.${supplierId}`;
  const mark = (done: boolean) => {
    try {
      if (done) globalThis.sessionStorage.setItem(key, '1');
      else globalThis.sessionStorage.removeItem(key);
    } catch {
      // storage blocked
    }
  };
  try {
    if (globalThis.sessionStorage.getItem(key)) return;
  } catch {
    // storage blocked
  }
  mark(true);
  const body = {
    supplierId,
    pageTitle: document.title,
    props: { sessionId: sessionId(), anonymousId: anonymousId(), pathname: window.location.pathname },
  };
  // its failure is handled in the catch, nothing waits for it
  void Promise.all(Object.values(identifyCalls).map((url) => post(url, body).then((res) => res.ok)))
    .catch(() => [false])
    .then((answers) => answers.every(Boolean) || mark(false));
}

/**
 * A page view per route change, carrying the path the user came from, and the spec's modal-open state: whether a modal
 * dialog is open as the new route shows (the shell's popups, such as the end of a trial, stay open across routes).
 */
export function trackPageView(pathname: string): void {
  const modalOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
  track({ ...portalEvents.pageView, specificEventProps: { modalOpen } });
  previousPath = pathname;
}
