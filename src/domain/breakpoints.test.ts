import { describe, expect, it } from 'vitest';
import { deviceForWidth, deviceOf, frameForWidth, resizeDebounceMs } from './breakpoints.ts';

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

  describe('landscape affects mobile and tablet', () => {
    it.each([
      [390, 844, 'mobile'],
      [844, 390, 'mobile'],
      [820, 1180, 'tablet'],
      [1180, 820, 'tablet'],
      [1366, 1024, 'tablet'],
      [1400, 1050, 'desktop'],
    ] as const)('a touch device at %ix%i is %s, whichever way it is turned', (width, height, device) => {
      expect(deviceOf({ width, height, touch: true })).toBe(device);
    });

    it.each([
      [1280, 720, 'desktop'],
      [844, 390, 'tablet'],
      [600, 900, 'mobile'],
      [1180, 820, 'desktop'],
    ] as const)('a desktop window at %ix%i is %s, by its width only', (width, height, device) => {
      expect(deviceOf({ width, height, touch: false })).toBe(device);
    });
  });

  it.each([
    [320, 'phone'],
    [375, 'phone'],
    [767, 'phone'],
    [768, 'compact'],
    [1024, 'compact'],
    [1199, 'compact'],
    [1200, 'full'],
    [1920, 'full'],
  ] as const)('the frame at %i px wide is %s', (width, frame) => {
    expect(frameForWidth(width)).toBe(frame);
  });

  it('debounces resize events by 500 ms', () => {
    expect(resizeDebounceMs).toBe(500);
  });
});
