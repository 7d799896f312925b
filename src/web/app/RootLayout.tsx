import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePageViews } from '../features/analytics/use-page-views.ts';
import { UnsavedChangesProvider } from '../features/shell/unsaved-changes.tsx';
import { useRouteProgress } from '../features/shell/use-route-progress.ts';

/** Around every page: the route progress bar, page-view analytics and the leave-with-unsaved-changes popup. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  useRouteProgress();
  usePageViews();
  return (
    <UnsavedChangesProvider>
      <NavigationProgress aria-label={t('progress')} />
      <Outlet />
    </UnsavedChangesProvider>
  );
}
