/** Spec: mobile width under 641, tablet 641 to 1024, desktop over 1024; landscape affects mobile and tablet. */
export const breakpoints = { tabletMin: 641, tabletMax: 1024 } as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

/**
 * The class of a width alone (a desktop window's; deviceOf for any viewport).
 * @internal
 */
export function deviceForWidth(width: number): Device {
  if (width < breakpoints.tabletMin) return 'mobile';
  if (width <= breakpoints.tabletMax) return 'tablet';
  return 'desktop';
}

export interface Viewport {
  width: number;
  height: number;
  /** The primary pointer is a finger (CSS `pointer: coarse`): a phone or a tablet, which may be turned. */
  touch: boolean;
}

/**
 * The device class of a viewport (spec: "landscape affects mobile and tablet"). A phone or tablet turned to
 * landscape keeps its class: on a touch device the class comes from the shorter side, so a phone at 844x390 stays
 * mobile and a tablet at 1180x820 stays tablet. A desktop window (a mouse) is classed by its width only.
 */
export function deviceOf({ width, height, touch }: Viewport): Device {
  return deviceForWidth(touch ? Math.min(width, height) : width);
}

/**
 * The frame's layout by the window's width (issue 34), apart from the device class above, which still decides what
 * the menu lists: a phone's header and a drawer below 768 px; a drawer too up to 1199 px, so the page gets the whole
 * width; the side menu beside the page from 1200 px.
 */
export const frameWidths = { compactMin: 768, fullMin: 1200 } as const;

export type Frame = 'phone' | 'compact' | 'full';

export function frameForWidth(width: number): Frame {
  if (width < frameWidths.compactMin) return 'phone';
  if (width < frameWidths.fullMin) return 'compact';
  return 'full';
}

/** Spec: resize events are debounced by 500 ms. */
export const resizeDebounceMs = 500;
