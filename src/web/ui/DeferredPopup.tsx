import { cloneElement, useState, type ComponentType, type ReactElement } from 'react';
import { useDeferredComponent } from './use-deferred-component.ts';

/**
 * What the loaded popup gets: the trigger to wrap in its Menu.Target or Popover.Target, and whether it opens at once.
 */
export interface LoadedPopupProps {
  target: ReactElement;
  defaultOpened: boolean;
}

interface TriggerProps {
  onClick?: () => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
}

/**
 * A Mantine Menu or Popover whose code (with floating-ui, ~20 kB gzip) loads once the page has shown, so it
 * is not initial JavaScript. Until then the trigger is shown alone; a click on it is kept and opens the
 * popup when its code arrives, so no click is lost. `load` must be a stable (module-level) function;
 * `popupProps` are handed to the loaded component.
 */
export function DeferredPopup<P extends object = object>({
  target,
  kind,
  load,
  popupProps,
}: {
  target: ReactElement<TriggerProps>;
  kind: 'menu' | 'dialog';
  load: () => Promise<ComponentType<P & LoadedPopupProps>>;
  popupProps?: P;
}) {
  const Loaded = useDeferredComponent(load);
  const [clicked, setClicked] = useState(false);

  if (Loaded) return <Loaded {...(popupProps as P)} target={target} defaultOpened={clicked} />;
  return cloneElement(target, { onClick: () => setClicked(true), 'aria-haspopup': kind, 'aria-expanded': false });
}
