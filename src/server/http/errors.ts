import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorFeatureOfRoute } from '../../domain/error-features.ts';
import type { ErrorReporter } from './error-reporting.ts';

/**
 * The one error body of every call: { error: { code, message, fields } } (design.md section 4); `details` only where the
 * spec makes an error carry values (account-exists-with-different-credential: the provider and the e-mail).
 */
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, string> };
}

/** A rule of the portal refused the request; `fields` maps a field name to an i18n message key. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string = code,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

/** `fields._` may name the message a form shows (an i18n key), such as an item deleted meanwhile. */
export const notFound = (what = 'not-found', fields?: Record<string, string>) =>
  new AppError(404, 'not-found', what, fields);
export const forbidden = (code = 'forbidden', message = code) => new AppError(403, code, message);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign in to continue');
export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);

/** The portal's code for a framework's error (Fastify's FST_ERR_* codes are not part of the API's vocabulary). */
function codeOfStatus(status: number): string {
  if (status >= 500) return 'internal';
  return statusCodes[status] ?? 'bad-request';
}

const statusCodes: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

/** Answers every error with the one error body; an unexpected one (5xx) is reported once, with the route's feature. */
export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[name] ??= issue.message ?? 'validation:invalid';
      }
      return reply
        .status(400)
        .send({ error: { code: 'validation', message: 'Some fields are not valid', fields } } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, fields: error.fields, details: error.details },
      } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      reporter.report(error, { feature: errorFeatureOfRoute(route), method: request.method, route, log: request.log });
    }
    const message = status >= 500 ? 'Something went wrong' : error.message;
    return reply.status(status).send({ error: { code: codeOfStatus(status), message } } satisfies ErrorBody);
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not-found', message: `No route ${request.method} ${request.url}` } } satisfies ErrorBody);
  });
}
