import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startErrorReporting } from './app/error-reporting.ts';
import { startAbTesting } from './features/ab-testing/ab-testing.ts';
import { anonymousId } from './features/analytics/track.ts';
import { i18nReady } from './i18n/index.ts';
import { captureInstallPrompt } from './pwa/install-offer.ts';
import { registerServiceWorker } from './pwa/register.ts';

// it catches its own failure to read the settings: error reporting is never in the way of the app
void startErrorReporting();
// it reports its own failure and leaves everyone on the controls
void startAbTesting(anonymousId());

// the browser may offer installing before the first render: the dashboard makes the offer later
captureInstallPrompt();
registerServiceWorker();

// the texts of the reader's language arrive first, so no screen shows its keys
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
