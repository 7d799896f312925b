import { RemoveScroll as scrollLock } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './app-shell-scroll-class.ts';

describe("AppShell's scroll-lock class names", () => {
  it('are the ones the modals’ scroll lock looks for', () => {
    expect(RemoveScroll.classNames).toEqual({
      zeroRight: scrollLock.classNames.zeroRight,
      fullWidth: scrollLock.classNames.fullWidth,
    });
  });
});
