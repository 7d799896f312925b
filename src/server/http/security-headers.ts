import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The portal's Content-Security-Policy: its own scripts only (no inline script, no eval), Mantine's
 * injected styles, images from anywhere over https (video thumbnails of YouTube and Vimeo), frames of its
 * own pages (the profile preview, the widget preview) and never framed itself. Pages with their own
 * policy (the public profile, the widget, the test-mode checkout, uploads) set theirs on the reply.
 */
const portalDirectives = (
  coupleSiteOrigin: string | null,
  errorReportingOrigin: string | null,
  helpWidgetOrigin: string | null,
) => ({
  defaultSrc: ["'self'"],
  // an outside help widget (HELP_WIDGET_SCRIPT_URL) runs its script, calls home and shows its frame
  scriptSrc: ["'self'", ...(helpWidgetOrigin ? [helpWidgetOrigin] : [])],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  // the browser's error reports go to SENTRY_DSN's host
  connectSrc: [
    "'self'",
    ...(errorReportingOrigin ? [errorReportingOrigin] : []),
    ...(helpWidgetOrigin ? [helpWidgetOrigin] : []),
  ],
  // the profile preview is on the couple site's origin when COUPLE_SITE_URL is set
  frameSrc: [
    "'self'",
    ...(coupleSiteOrigin ? [coupleSiteOrigin] : []),
    ...(helpWidgetOrigin ? [helpWidgetOrigin] : []),
  ],
  // the installable app: its service worker and web app manifest, both the portal's own files
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
});

/**
 * The headers helmet's middleware sets with these options, read once by running it on a stand-in response:
 * the portal's are the same for every request (no nonce), so no request pays for building them again
 * (@fastify/helmet built helmet's whole middleware chain and parsed the CSP per request, 3 % of the inbox
 * list's CPU).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (helmet's, computed once): the CSP above, nosniff, a referrer policy that
 * sends only the origin to other sites, and HSTS when the portal is served over https. Framing is ruled by
 * CSP frame-ancestors (X-Frame-Options would forbid the widget on suppliers' sites). Set when a request
 * arrives, so a page with its own policy replaces them on its reply.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { APP_URL, COUPLE_SITE_URL, SENTRY_DSN, HELP_WIDGET_SCRIPT_URL } = app.deps.config;
  const https = APP_URL.startsWith('https://');
  const directives = portalDirectives(
    COUPLE_SITE_URL ? new URL(COUPLE_SITE_URL).origin : null,
    SENTRY_DSN ? new URL(SENTRY_DSN).origin : null,
    HELP_WIDGET_SCRIPT_URL ? new URL(HELP_WIDGET_SCRIPT_URL).origin : null,
  );
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, ...(https ? { upgradeInsecureRequests: [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Uploaded files are other people's bytes: served so that none can run script on the portal's origin
 * (an SVG or HTML file renamed .jpg). `sandbox` gives the file a unique origin even when opened directly,
 * and other origins (the couple site) may embed the images.
 */
export const uploadHeaders = {
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
} as const;
