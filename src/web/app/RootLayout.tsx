import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePageViews } from '../features/analytics/use-page-views.ts';
import { UnsavedChangesProvider } from '../features/shell/unsaved-changes.tsx';
import { useRouteProgress } from '../features/shell/use-route-progress.ts';
import { useDeferredComponent } from '../ui/use-deferred-component.ts';
import { useFocusPageHeading } from './use-focus-page-heading.ts';

// the bar's code (with Mantine's Progress) arrives after the first paint; its state (use-route-progress.ts) is
// kept from the start, so the bar shows where the load has got to
const loadNavigationProgress = async () => (await import('../ui/navigation-progress.ts')).NavigationProgress;

/**
 * Around every page: the route progress bar, page-view analytics, focus on a new page's heading and the
 * leave-with-unsaved-changes popup.
 */
export function RootLayout() {
  const { t } = useTranslation('shell');
  useRouteProgress();
  const NavigationProgress = useDeferredComponent(loadNavigationProgress);
  usePageViews();
  useFocusPageHeading();
  return (
    <UnsavedChangesProvider>
      {NavigationProgress && <NavigationProgress aria-label={t('progress')} />}
      <Outlet />
    </UnsavedChangesProvider>
  );
}
