import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadModal } from './LazyModal.tsx';

/**
 * A popup component (one that shows a LazyModal while `opened`) whose code, with what only it uses (radio cards,
 * its calls), is fetched when it first opens, together with Mantine's Modal, rather than with the screen. Kept
 * mounted after, so that closing it animates. `load` resolves to the popup component.
 */
export function lazyPopup<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Popup = lazy(async () => ({ default: (await Promise.all([load(), loadModal()]))[0] }));
  return function LazyPopup(props: P) {
    const [opened, setOpened] = useState(props.opened);
    if (props.opened && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  };
}
