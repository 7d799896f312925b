import { useEffect, useState, type ComponentType } from 'react';

/**
 * Calls `run` once the browser has painted what is on the page now; returns a cancel. An effect alone is not enough:
 * a render from a query's answer (TanStack Query updates through useSyncExternalStore, a synchronous render) flushes
 * its effects before the browser paints, so the screen's first paint waited for every deferred chunk's request.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // the frame's callback runs before its paint; a task queued from it runs after
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A component whose code is fetched once the screen has shown (after the first paint), so it is not initial
 * JavaScript; undefined until it arrives. `load` must be a stable (module-level) function.
 */
export function useDeferredComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    let mounted = true;
    const cancel = afterNextPaint(() => {
      // a chunk that fails to load keeps the placeholder; the rejection reaches error reporting
      void load().then((loaded) => mounted && setComponent(() => loaded));
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [load]);
  return component;
}
