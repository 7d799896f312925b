/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { offlinePage } from './pwa/offline-page.ts';
import { notificationFromPush, portalPath } from './pwa/push-notification.ts';

/**
 * The portal's service worker (docs/decisions/web.md, "Installable app"). It keeps the build's own files — the app
 * shell at install (vite.config.ts), every other hashed chunk once used, the icons and the offline page — and nothing
 * a person wrote or was sent: /api/* calls have no route here, so the browser sends them straight to the network as
 * without a worker. Pages come from the network every time (a rebuilt index.html is never stale); with no network the
 * offline page answers instead.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// no clean URLs: /offline is no address of the offline page (a screen of that name would get it)
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });
// a new build's worker drops the files of the one before
cleanupOutdatedCaches();
// the build's files are all hashed and the pages come from the network, so a new worker may take over open tabs at
// once: nothing they hold is served from the old cache that the new one lacks
void self.skipWaiting();
clientsClaim();

// a hashed file never changes: kept once fetched; the newest few hundred, so old builds' chunks go in time
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'portal-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

const networkOnly = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await networkOnly.handle(options);
      } catch {
        return (await matchPrecache(offlinePage)) ?? Response.error();
      }
    },
    // the API's own pages (its documentation, downloads) are no screens of the app
    { denylist: [/^\/api\//] },
  ),
);

function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

async function setBadge(count: number | undefined): Promise<void> {
  if (count === undefined || !('setAppBadge' in self.navigator)) return;
  // a platform without badges for this app rejects: the notification shows all the same
  await (count > 0 ? self.navigator.setAppBadge(count) : self.navigator.clearAppBadge()).catch(() => undefined);
}

self.addEventListener('push', (event) => {
  const shown = notificationFromPush(pushData(event), self.location.origin);
  if (!shown) return;
  event.waitUntil(Promise.all([self.registration.showNotification(shown.title, shown.options), setBadge(shown.badge)]));
});

/**
 * A tap on a notification brings the portal forward at the alert's screen: an open portal window (a tab of the portal,
 * not a frame of it on another site) is focused and goes there, else a new window opens at it.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = portalPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => client.frameType === 'top-level');
      if (!open) {
        await self.clients.openWindow(path);
        return;
      }
      const focused = await open.focus();
      await focused.navigate(path);
    })(),
  );
});
