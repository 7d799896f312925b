import { useDebouncedValue, useMediaQuery, useViewportSize } from '@mantine/hooks';
import { deviceOf, resizeDebounceMs, type Device } from '../../domain/breakpoints.ts';

/**
 * The device class of this window (breakpoints.ts: a phone or tablet keeps its class when turned). It follows
 * resizes and orientation changes once they have settled (spec: resize debounced by 500 ms), not every pixel of a
 * drag.
 */
export function useDevice(): Device {
  const viewport = useViewportSize();
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  // the viewport size is measured after the first render: until then the window's own
  const device = deviceOf({
    width: viewport.width || window.innerWidth,
    height: viewport.height || window.innerHeight,
    touch,
  });
  return useDebouncedValue(device, resizeDebounceMs)[0];
}
