import type { Page, Response, Route } from 'playwright-core';

export interface HeldRequest {
  /** Lets the held request go to the server and resolves with its answer. */
  release(): Promise<Response>;
}

/**
 * Holds the next request of `method` whose path ends with `pathEnd` until `release()`, so a test can
 * assert what the page shows while the server has not answered (an optimistic update), without racing it.
 * Other requests pass untouched.
 */
export async function holdNextRequest(page: Page, method: string, pathEnd: string): Promise<HeldRequest> {
  const matches = (url: URL) => url.pathname.endsWith(pathEnd);
  let arrived: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (arrived = resolve));
  let taken = false;
  const handler = async (route: Route) => {
    if (taken || route.request().method() !== method) return route.fallback();
    taken = true;
    arrived(route);
  };
  await page.route(matches, handler);
  return {
    async release() {
      const route = await held;
      await route.continue();
      await page.unroute(matches, handler);
      const answer = await route.request().response();
      if (!answer) throw new Error(`${method} ${pathEnd} got no answer`);
      return answer;
    },
  };
}
