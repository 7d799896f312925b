import {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/react';
import { errorFeatureOfScreen, type ErrorFeature } from '../../domain/error-features.ts';

/**
 * Starts Sentry's browser SDK (error-reporting.ts loads this module only when the server names a DSN) and
 * answers how to send one error. Each event is tagged with its feature: the one given, else the screen's.
 */
export function startSentry(dsn: string): (error: unknown, feature?: ErrorFeature) => void {
  init({
    dsn,
    // errors only: no breadcrumbs (what people typed and clicked), no console capture, no sessions
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    // the page's address without its query (a reset link's token), the browser's user agent and nothing else
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend: (event) => ({
      ...event,
      tags: { ...event.tags, feature: event.tags?.feature ?? errorFeatureOfScreen(location.pathname) },
    }),
  });
  return (error, feature) => captureException(error, feature && { tags: { feature } });
}
