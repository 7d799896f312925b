import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one error body of every call: { error: { code, message, fields } } (design.md section 4). */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** A rule of the portal refused the request; `fields` maps a field name to an i18n message key. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string = code,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'not-found') => new AppError(404, 'not-found', what);
export const forbidden = (code = 'forbidden', message = code) => new AppError(403, code, message);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign in to continue');
export const badRequest = (code: string, message: string, fields?: Record<string, string>) => new AppError(400, code, message, fields);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[name] ??= issue.message ?? 'validation.invalid';
      }
      return reply.status(400).send({ error: { code: 'validation', message: 'Some fields are not valid', fields } } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, fields: error.fields } } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    const code = status === 429 ? 'too-many-requests' : status >= 500 ? 'internal' : (error.code ?? 'bad-request').toLowerCase();
    const message = status >= 500 ? 'Something went wrong' : error.message;
    return reply.status(status).send({ error: { code, message } } satisfies ErrorBody);
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'not-found', message: `No route ${request.method} ${request.url}` } } satisfies ErrorBody);
  });
}
