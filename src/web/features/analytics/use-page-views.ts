import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './track.ts';

/** Sends a page view on every route change (path change; query and hash changes are the same page). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
