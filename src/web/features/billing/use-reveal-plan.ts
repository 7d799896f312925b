import { useCallback } from 'react';

/**
 * A ref for the plan a lock's "Upgrade" points to: once shown, it is scrolled into the middle of the screen (at once
 * where the supplier asked for reduced motion) and focused, so a phone shows it and a screen reader reads it.
 */
export function useRevealPlan(): (element: HTMLElement | null) => void {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, []);
}
