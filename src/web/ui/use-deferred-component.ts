import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched once the screen has shown (the effect runs after the first paint), so
 * it is not initial JavaScript; undefined until it arrives. `load` must be a stable (module-level) function.
 */
export function useDeferredComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    let mounted = true;
    // a chunk that fails to load keeps the placeholder; the rejection reaches error reporting
    void load().then((loaded) => mounted && setComponent(() => loaded));
    return () => {
      mounted = false;
    };
  }, [load]);
  return component;
}
