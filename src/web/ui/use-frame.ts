import { frameForWidth, type Frame } from '../../domain/breakpoints.ts';
import { useViewportSize } from './use-viewport-size.ts';

/** The frame's layout for this window's width (breakpoints.ts frameForWidth), following resizes. */
export function useFrame(): Frame {
  return frameForWidth(useViewportSize().width);
}
