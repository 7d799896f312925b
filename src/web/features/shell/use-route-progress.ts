import { nprogress } from '@mantine/nprogress';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * The route progress bar (spec section 2): starts on a route change, completes when the new route's
 * code and its first data have arrived, whether they succeeded or failed.
 */
export function useRouteProgress(): void {
  const { key } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const fetching = useIsFetching() > 0;
  const running = useRef(false);

  useEffect(() => {
    if (!navigating) return;
    running.current = true;
    nprogress.start();
  }, [navigating]);

  useEffect(() => {
    running.current = true;
    nprogress.start();
  }, [key]);

  useEffect(() => {
    if (!navigating && !fetching && running.current) {
      running.current = false;
      nprogress.complete();
    }
  }, [navigating, fetching, key]);
}
