/**
 * Registers the service worker (src/web/sw.ts) in production builds: the Vite dev server has no built worker, and one
 * caching the dev server's modules would only be in the way. Registered once the page has loaded, so the worker's
 * first download of the build's files never competes with the first screen. A browser that refuses workers (a private
 * window of some browsers, a test browser that blocks them) runs the portal as before, without the offline page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      // the worker's script is always asked of the server (it is served no-cache too), so a new build's worker arrives
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('The service worker was not registered:', error));
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
}
