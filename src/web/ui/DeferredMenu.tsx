import { cloneElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** What the loaded menu gets: the trigger to wrap in its Menu.Target, and whether it opens at once. */
export interface LoadedMenuProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/**
 * A Mantine Menu whose code (Menu, Popover and floating-ui, ~20 kB gzip) loads once the page has shown, so
 * it is not initial JavaScript. Until then the trigger is shown alone; a click on it is kept and opens
 * the menu when its code arrives, so no click is lost. `load` must be a stable (module-level) function.
 */
export function DeferredMenu({ target, load }: { target: ReactElement<TriggerProps>; load: () => Promise<ComponentType<LoadedMenuProps>> }) {
  const [Loaded, setLoaded] = useState<ComponentType<LoadedMenuProps>>();
  const [clicked, setClicked] = useState(false);

  useEffect(() => {
    let mounted = true;
    void load().then((component) => mounted && setLoaded(() => component));
    return () => {
      mounted = false;
    };
  }, [load]);

  if (Loaded) return <Loaded target={target} defaultOpened={clicked} />;
  return cloneElement(target, { onClick: () => setClicked(true), 'aria-haspopup': 'menu', 'aria-expanded': false });
}

interface TriggerProps {
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}
