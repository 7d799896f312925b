import type { ErrorFeature, ErrorReportingSettings } from '../../domain/error-features.ts';
import { api } from './api.ts';

/** Sends one error to Sentry or GlitchTip, with its feature where it is not the screen's; set once the SDK has started. */
type Send = (error: unknown, feature?: ErrorFeature) => void;
let send: Send | undefined;
/** Errors met while the settings and the SDK load; null once reporting has started or is off. */
let early: Parameters<Send>[] | null = [];

const keepError = (event: ErrorEvent) => early?.push([event.error ?? event.message]);
const keepRejection = (event: PromiseRejectionEvent) => early?.push([event.reason]);

/**
 * Uncaught errors, unhandled rejections and the router's caught errors go to Sentry or GlitchTip when the
 * server names a DSN (GET /api/error-reporting). The SDK is loaded only then (sentry.ts), so no screen's
 * first JavaScript grows; without a DSN the console shows the errors, as before.
 */
export async function startErrorReporting(): Promise<void> {
  addEventListener('error', keepError);
  addEventListener('unhandledrejection', keepRejection);
  try {
    const { dsn } = await api.get<ErrorReportingSettings>('/api/error-reporting');
    if (dsn) send = (await import('./sentry.ts')).startSentry(dsn);
    for (const [error, feature] of early ?? []) send?.(error, feature);
  } catch (error) {
    console.warn('Error reporting is off:', error);
  } finally {
    removeEventListener('error', keepError);
    removeEventListener('unhandledrejection', keepRejection);
    early = null;
  }
}

/** An error the router caught (a page that failed to load or render); its error screen and the console show it. */
export function reportRouteError(error: unknown): void {
  reportFeatureError(error);
}

/** An error the portal caught and works on after, reported with its feature (the screen's without one). */
export function reportFeatureError(error: unknown, feature?: ErrorFeature): void {
  if (send) send(error, feature);
  else early?.push([error, feature]);
}
