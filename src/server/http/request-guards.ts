import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesSessionToken, getSessionUser } from '../auth/session.ts';
import { guardedSupplierId } from '../access/supplier-access.ts';
import type { ValidationMessage } from '../../domain/field-rules.ts';
import { AppError, badRequest, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api call that answers without a session (sign-in, the widget's submission, webhooks, ...). */
    public?: boolean;
    /** A write any site may send with the user's cookies (the widget on suppliers' websites, webhooks). */
    anyOrigin?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a cookie-authenticated write must come from the portal's own pages. Browsers send `Origin` on
 * every cross-origin write (and on same-origin POSTs); when it is missing, `Sec-Fetch-Site` tells. A page
 * on the same site but another origin (a subdomain) is foreign too. Bearer-token clients are not affected:
 * a page of another origin cannot set an Authorization header without a CORS preflight, which the portal
 * does not answer. The portal's own origin is APP_URL's, or the host the request was sent to (the same
 * portal reached under another name, e.g. 127.0.0.1 during development).
 */
function isForeignWrite(request: FastifyRequest, appOrigin: string): boolean {
  // only a Bearer token is exempt: browsers add cached Basic credentials to cross-site posts by themselves
  const bearer = /^bearer\s+\S/i.test(request.headers.authorization ?? '');
  if (safeMethods.has(request.method) || request.routeOptions.config.anyOrigin || bearer) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !isOwnOrigin(request, origin, appOrigin);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/**
 * Whether `origin` is the portal's own: APP_URL's, or the host the request was sent to (also the chat socket's check).
 */
export function isOwnOrigin(request: FastifyRequest, origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" (a sandboxed frame, a privacy redirect) or garbage
  }
}

/** Half of a surrogate pair standing alone (a broken emoji): with the `u` flag a whole pair is one code point. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/**
 * Whether PostgreSQL can store `text`: not with a NUL character (text and jsonb refuse it), nor with half of a surrogate
 * pair (jsonb refuses the `\ud800` escape JSON writes for it; text would get a replacement character). Both answer the
 * one field error `validation:unsavableCharacter`, one text being enough for a character nobody types on purpose.
 */
const storable = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

/** The path of the first string or object key in `value` that PostgreSQL cannot store, or null. */
export function unstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return storable(value) ? null : path || '_';
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!storable(key)) return path || '_';
    const found = unstorableText(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Whether the matched route (its pattern, not the raw URL, which may be percent-encoded) is an /api call that
 * needs a session. An unknown path has no route: it answers 404, signed in or not.
 */
function needsSession(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    route !== undefined &&
    route.startsWith('/api/') &&
    !route.startsWith('/api/docs') &&
    !request.routeOptions.config.public
  );
}

/**
 * Checks every request meets before its body is looked at, in this order: a foreign-origin write (403
 * foreign-origin), an /api call without a session token (401, before its input is validated, so the shape
 * of a call is not told to strangers), a signed-out or expired session on a call with a body (401), a NUL
 * character or half an emoji in any string of the body, query or path (400 on that field, before anything reaches the
 * database). For a call that names its supplier the signed-out session is the access guard's to refuse,
 * right after that check, as it reads the session with the access in one statement.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  const appOrigin = new URL(app.deps.config.APP_URL).origin;

  app.addHook('onRequest', async (request) => {
    if (isForeignWrite(request, appOrigin))
      throw new AppError(403, 'foreign-origin', 'This request must come from the portal itself');
    // no token, or a forged one: refused without asking the database
    if (needsSession(request) && !(await carriesSessionToken(request))) throw unauthorized();
  });

  app.addHook('preValidation', async (request) => {
    // a call with a body: an expired or signed-out session is refused before the body is judged. A call
    // that names its supplier is left to the access guard after this hook, which reads the session with
    // the access in one statement and refuses it the same way (read here, it cost a second statement)
    if (
      request.body !== undefined &&
      needsSession(request) &&
      guardedSupplierId(request) === undefined &&
      !(await getSessionUser(request))
    )
      throw unauthorized();
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = unstorableText(value);
      if (field)
        throw badRequest('validation', `A ${part} field holds a character that cannot be stored`, {
          [field]: 'validation:unsavableCharacter' satisfies ValidationMessage,
        });
    }
  });
}
