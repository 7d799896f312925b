import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of each layout's <main>, where the skip link moves focus to. */
export const mainContentId = 'main-content';

/**
 * Props of a layout's <main>: the skip link's target, focusable by script only, no focus ring (page headings inside
 * neither).
 */
export const mainContentProps = { id: mainContentId, tabIndex: -1, className: classes.focusTarget } as const;

/** "Skip to content": the first thing Tab reaches on every layout; Enter moves focus to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // a plain #hash would be a navigation for the router; focus the page instead
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a href={`#${mainContentId}`} className={classes.skipLink} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
