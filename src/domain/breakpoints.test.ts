import { describe, expect, it } from 'vitest';
import { deviceForWidth, resizeDebounceMs } from './breakpoints.ts';

describe('breakpoints (spec section 9)', () => {
  it.each([
    [320, 'mobile'],
    [375, 'mobile'],
    [640, 'mobile'],
    [641, 'tablet'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
  ] as const)('a width of %i px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });

  it('debounces resize events by 500 ms', () => {
    expect(resizeDebounceMs).toBe(500);
  });
});
