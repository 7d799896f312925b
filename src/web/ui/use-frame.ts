import { useViewportSize } from '@mantine/hooks';
import { frameForWidth, type Frame } from '../../domain/breakpoints.ts';

/** The frame's layout for this window's width (breakpoints.ts frameForWidth), following resizes. */
export function useFrame(): Frame {
  const { width } = useViewportSize();
  // the viewport size is measured after the first render: until then the window's own
  return frameForWidth(width || window.innerWidth);
}
