import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { mainContentId } from './SkipLink.tsx';

/** How long a new page may take to show its heading (a lazy chunk, then its data) before focus stays put. */
const headingWaitMs = 10_000;

/**
 * After a client-side move to another page, focus goes to the new page's <h1>, so keyboard and
 * screen-reader users start at its top instead of on a link that is gone. Not on the first load, nor
 * on its redirects (no user input yet: a browser starts at the top anyway), and never when the user
 * has already put focus elsewhere on the new page (an autofocused field, a click) before the heading showed.
 */
export function useFocusPageHeading(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const interacted = useRef(false);

  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    window.addEventListener('pointerdown', mark, true);
    window.addEventListener('keydown', mark, true);
    return () => {
      window.removeEventListener('pointerdown', mark, true);
      window.removeEventListener('keydown', mark, true);
    };
  }, []);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (!interacted.current) return;
    const focusedBefore = document.activeElement;
    const focusHeading = (): boolean => {
      const heading =
        document.querySelector<HTMLElement>(`#${mainContentId} h1`) ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const focusMoved = document.activeElement !== focusedBefore && document.activeElement !== document.body;
      if (!focusMoved) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    // the page is still loading: wait for its heading to appear
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), headingWaitMs);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
