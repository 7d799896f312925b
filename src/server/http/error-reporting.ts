import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod.ts';
import type { ErrorFeature, ErrorReportingSettings } from '../../domain/error-features.ts';
import type { Config } from '../config.ts';

/**
 * What an unexpected error is reported with; never the request's body, cookies or headers.
 * @internal
 */
export interface ErrorContext {
  feature: ErrorFeature;
  method: string;
  /** The matched route's pattern (`/api/supplier/:supplierId/photos`): no ids, no query. */
  route: string;
  /** The request's logger: its line carries the request id. */
  log: FastifyBaseLogger;
}

/** Where the server's unexpected errors (its 5xx answers) go. */
export interface ErrorReporter {
  report(error: Error, context: ErrorContext): void;
  /** Sends what is still queued; the app calls it when it closes. */
  close?(): Promise<void>;
}

/**
 * A failed query is reported with its SQL text, never its parameters (they hold what people typed:
 * e-mails, messages, password hashes): the query error's message lists them, so a new error takes its
 * place, with the query error's stack frames (where it was run from) and the driver's error as its cause.
 */
function withoutQueryParameters(error: Error): { err: Error; query?: string } {
  const failed = error as Error & { query?: unknown; params?: unknown };
  if (typeof failed.query !== 'string' || !('params' in failed)) return { err: error };
  const err = new Error(`Failed query: ${failed.query}`, { cause: failed.cause });
  const frames = (failed.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  err.stack = [`Error: ${err.message}`, ...frames].join('\n');
  return { err, query: failed.query };
}

/** The default: the log line is the report. */
const logErrorReporter: ErrorReporter = {
  report: (error, { log, feature }) => log.error({ ...withoutQueryParameters(error), feature }, 'unhandled error'),
};

/** Logs, and sends each error to Sentry or GlitchTip (which speaks Sentry's protocol) tagged with its feature. */
async function createSentryReporter(dsn: string): Promise<ErrorReporter> {
  // the SDK takes a second or more and about 40 MB to load: only when a DSN is set
  const Sentry = await import('@sentry/node');
  Sentry.initWithoutDefaultIntegrations({
    dsn,
    // errors only, with their causes, the runtime and source lines; no integration reads requests, the console or
    // outgoing calls
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.nodeContextIntegration(), Sentry.contextLinesIntegration()],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
  });
  return {
    report(error, context) {
      logErrorReporter.report(error, context);
      Sentry.captureException(withoutQueryParameters(error).err, {
        tags: { feature: context.feature, method: context.method, route: context.route },
      });
    },
    close: async () => {
      await Sentry.close(2000);
    },
  };
}

export async function createErrorReporter(config: Config): Promise<ErrorReporter> {
  return config.SENTRY_DSN ? createSentryReporter(config.SENTRY_DSN) : logErrorReporter;
}

/** The browser's half: the web app loads its Sentry SDK only when this names a DSN. */
export const errorReportingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/error-reporting',
    {
      config: { public: true },
      schema: {
        tags: ['ops'],
        summary:
          'Where the web app reports its unexpected errors: the Sentry or GlitchTip DSN (public by design), or null',
        response: { 200: z.object({ dsn: z.string().nullable() }) satisfies z.ZodType<ErrorReportingSettings> },
      },
    },
    async () => ({ dsn: app.deps.config.SENTRY_DSN ?? null }),
  );
};
