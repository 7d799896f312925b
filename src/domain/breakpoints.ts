/** Spec: mobile width under 641, tablet 641 to 1024, desktop over 1024; landscape affects mobile and tablet. */
export const breakpoints = { tabletMin: 641, tabletMax: 1024 } as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceForWidth(width: number): Device {
  if (width < breakpoints.tabletMin) return 'mobile';
  if (width <= breakpoints.tabletMax) return 'tablet';
  return 'desktop';
}

/** Spec: resize events are debounced by 500 ms. */
export const resizeDebounceMs = 500;
