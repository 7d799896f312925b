import { useSyncExternalStore } from 'react';

interface ViewportSize {
  width: number;
  height: number;
}

/** The window's size: read at the first use, then at every resize (a turned phone's too). */
let size: ViewportSize | undefined;
const listeners = new Set<() => void>();

function resized(): void {
  size = { width: window.innerWidth, height: window.innerHeight };
  for (const listener of listeners) listener();
}

function snapshot(): ViewportSize {
  if (!size) {
    resized();
    addEventListener('resize', resized);
  }
  return size!;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The window's inner size, following resizes: Mantine's useViewportSize without its read in a mount effect. That read
 * comes right after React has written the new page, so the browser lays the page out there and then (window.innerWidth
 * waits for the layout), and its new state renders the frame again; a query's answer renders synchronously and runs
 * its effects before the paint, so both held up the screen's first paint (docs/decisions/performance.md, "A slow
 * phone"). One reading is shared by every user of the hook.
 */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, snapshot);
}
