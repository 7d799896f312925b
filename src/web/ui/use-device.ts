import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { deviceOf, resizeDebounceMs, type Device } from '../../domain/breakpoints.ts';
import { useViewportSize } from './use-viewport-size.ts';

/**
 * The device class of this window (breakpoints.ts: a phone or tablet keeps its class when turned). It follows
 * resizes and orientation changes once they have settled (spec: resize debounced by 500 ms), not every pixel of a
 * drag.
 */
export function useDevice(): Device {
  const viewport = useViewportSize();
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  const device = deviceOf({ ...viewport, touch });
  return useDebouncedValue(device, resizeDebounceMs)[0];
}
