import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import i18n from '../i18n/index.ts';
import { reportRouteError } from './error-reporting.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import toasts from './toasts.module.css';

// the snackbar's display (~5 kB gzip) loads once the page has shown; a message shown before waits in its store
const Notifications = lazy(async () => ({
  default: (await import('../features/shell/snackbar-display.ts')).Notifications,
}));

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Notifications position="top-center" classNames={{ root: toasts.toasts }} />
          </Suspense>
          <RouterProvider router={router} onError={reportRouteError} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
