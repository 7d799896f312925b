import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched once the screen has shown (after the first paint), so it is not initial
 * JavaScript; undefined until it arrives. `load` must be a stable (module-level) function.
 */
export function useDeferredComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    let mounted = true;
    // An effect alone is not after the paint: a render from a query's answer (TanStack Query updates through
    // useSyncExternalStore, a synchronous render) runs its effects before the browser paints, and the screen's first
    // paint waited for these chunks' requests. A frame's callback runs before its paint, a task queued from it after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        // a chunk that fails to load keeps the placeholder; the rejection reaches error reporting
        if (mounted) void load().then((loaded) => mounted && setComponent(() => loaded));
      }),
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return component;
}
