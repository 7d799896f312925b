import type { FastifyInstance } from 'fastify';

/**
 * The URL without the values of query parameters that open something (a reset link's `token`, an invite
 * link's `nonceSecret`, any `…secret…`, `…token…` or `…password…`, a provider callback's `code` and
 * `state`) or name someone (`email`, on /login after a provider sign-in): a log must not hand out working
 * links or addresses.
 * @internal
 */
export function redactedUrl(url: string): string {
  return url
    .replace(/([?&](?:[^=&#]*(?:secret|token|password)[^=&#]*|code|state|email)=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/[^/?#]+\/reviews\/)[^/?#]+/, '$1[redacted]') // a couple's review link is its secret
    .replace(/^(\/proposal\/)[^/?#]+/, '$1[redacted]'); // and a couple's proposal link (quotes)
}

/**
 * A request slower than this is logged at info level, whatever its answer.
 * @internal
 */
export const slowRequestMs = 1000;

/**
 * One log line per request only where it tells something: at info, requests slower than `slowRequestMs`
 * and client errors of 429 (server errors are logged by the error handler with their cause); every request
 * at debug. Fastify's own two lines per request cost a noticeable share of a fast call's time.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const slow = ms >= slowRequestMs;
    const refused = reply.statusCode === 429;
    // the line is made only when it is written (the common case at info writes nothing)
    if (slow || refused || request.log.level === 'debug' || request.log.level === 'trace') {
      const line = {
        method: request.method,
        url: redactedUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      };
      if (slow) request.log.info(line, 'slow request');
      else if (refused) request.log.info(line, 'request refused: too many');
      else request.log.debug(line, 'request');
    }
    done();
  });
}
