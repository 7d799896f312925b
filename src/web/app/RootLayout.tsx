import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePageViews } from '../features/analytics/use-page-views.ts';
import { UnsavedChangesProvider } from '../features/shell/unsaved-changes.tsx';
import { useRouteProgress } from '../features/shell/use-route-progress.ts';
import { useFocusPageHeading } from './use-focus-page-heading.ts';

/**
 * Around every page: the route progress bar, page-view analytics, focus on a new page's heading and the
 * leave-with-unsaved-changes popup.
 */
export function RootLayout() {
  const { t } = useTranslation('shell');
  useRouteProgress();
  usePageViews();
  useFocusPageHeading();
  return (
    <UnsavedChangesProvider>
      <NavigationProgress aria-label={t('progress')} />
      <Outlet />
    </UnsavedChangesProvider>
  );
}
