import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import i18n from '../i18n/index.ts';
import { reportRouteError } from './error-reporting.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="bottom-center" />
          <RouterProvider router={router} onError={reportRouteError} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
