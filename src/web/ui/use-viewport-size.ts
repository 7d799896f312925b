import { useSyncExternalStore } from 'react';

export interface ViewportSize {
  width: number;
  height: number;
}

/** The window's size as last read: at the first use, then on every resize and orientation change. */
let size: ViewportSize | undefined;
const listeners = new Set<() => void>();

const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

function resized(): void {
  const next = read();
  if (size && next.width === size.width && next.height === size.height) return;
  size = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener('resize', resized, { passive: true });
    addEventListener('orientationchange', resized, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener('resize', resized);
    removeEventListener('orientationchange', resized);
    // nobody follows resizes now: the next use reads the window again
    size = undefined;
  };
}

const snapshot = (): ViewportSize => (size ??= read());

/**
 * The window's inner size, following resizes: Mantine's useViewportSize without its read in an effect. That read comes
 * right after React has written the new page, so the browser lays the page out there and then (window.innerWidth waits
 * for a layout), and its new state renders the frame again, before the first paint: on a slowed phone CPU ~0.3 s of
 * the inbox's load (docs/decisions/performance.md, "A slow phone"). One reading is shared by every user of the hook.
 */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, snapshot);
}
