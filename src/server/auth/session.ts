import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { defaultLocale } from '../../domain/locales.ts';
import { preparedOnce } from '../db/prepared.ts';
import { platformAdmins, sessions, users } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import { authOf } from './auth.ts';
import { sessionTokenOf, type SessionTokenSource } from './session-token.ts';

/** The signed-in user as every feature sees it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  activeSupplierId: string | null;
  /** A member of the spec's platform admin record "*" (table platform_admins). */
  isPlatformAdmin: boolean;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The user of the request's session: the session cookie of the web app, or `Authorization: Bearer
 * <token>` of an API client. Null when there is none, it expired, or the account is deactivated.
 * Resolved once per request.
 */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  return (await resolveSessionWith(request, lookUpSession(request))).user;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Whether the request carries a session token at all (a cookie with a valid signature, or a bearer token); no database.
 */
export async function carriesSessionToken(request: FastifyRequest): Promise<boolean> {
  return (await tokenOf(request)) !== null;
}

const tokens = new WeakMap<FastifyRequest, string | null>();

/** The request's session token, its signature checked once per request (the guard asks, then the session lookup). */
async function tokenOf(request: FastifyRequest): Promise<string | null> {
  const known = tokens.get(request);
  if (known !== undefined) return known;
  const { headers } = request;
  const token =
    headers.cookie || headers.authorization ? sessionTokenOf(headers, await tokenSourceOf(request.server.deps)) : null;
  tokens.set(request, token);
  return token;
}

const tokenSources = new WeakMap<object, Promise<SessionTokenSource>>();

/** better-auth's session cookie name and secret, read once per app. */
function tokenSourceOf(deps: FastifyRequest['server']['deps']): Promise<SessionTokenSource> {
  let source = tokenSources.get(deps);
  if (!source) {
    source = authOf(deps).$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
    }));
    tokenSources.set(deps, source);
  }
  return source;
}

/** The columns of the session lookup (sessions joined with users): what `sessionUserOf` reads. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  activeSupplierId: users.activeSupplierId,
  deactivated: users.deactivated,
  expiresAt: sessions.expiresAt,
  isPlatformAdmin: sql<boolean>`exists (select 1 from ${platformAdmins} where ${platformAdmins.userId} = ${users.id})`,
};

export interface SessionUserRow extends SessionUser {
  deactivated: boolean;
  expiresAt: Date;
}

/**
 * The user of a looked-up session row; null when there is none, it expired, or the account is deactivated.
 * @internal
 */
export function sessionUserOf(row: SessionUserRow | undefined, now = Date.now()): SessionUser | null {
  if (!row || row.deactivated || row.expiresAt.getTime() <= now) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    locale: row.locale || defaultLocale,
    activeSupplierId: row.activeSupplierId,
    isPlatformAdmin: Boolean(row.isPlatformAdmin),
  };
}

/**
 * Resolves the request's session with the caller's own query, which reads the session row by token
 * (sessions inner join users, `sessionUserColumns`) plus whatever else it needs in the same round trip
 * (supplier-access.ts adds the supplier and the role). `extra` is that row; undefined when the
 * session had already been resolved in this request (then `lookup` does not run) or there is none.
 */
export async function resolveSessionWith<T extends SessionUserRow>(
  request: FastifyRequest,
  lookup: (token: string) => Promise<T | undefined>,
): Promise<{ user: SessionUser | null; extra: T | undefined }> {
  const known = resolved.get(request);
  if (known) return { user: await known, extra: undefined };
  let extra: T | undefined;
  const user = (async () => {
    const token = await tokenOf(request);
    if (!token) return null;
    extra = await lookup(token);
    return sessionUserOf(extra);
  })();
  resolved.set(request, user);
  return { user: await user, extra };
}

/**
 * One query for the session, its user and the platform-admin mark (better-auth's getSession would
 * take two plus ours). No cache: a signed-out, expired or deactivated session is refused on the very
 * next request, on every API node.
 */
function lookUpSession(request: FastifyRequest) {
  const { db } = request.server.deps.database;
  return async (token: string) => {
    const statement = preparedOnce(db, 'session', (name) =>
      db
        .select(sessionUserColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.token, sql.placeholder('token')))
        .limit(1)
        .prepare(name),
    );
    const [row] = await statement.execute({ token });
    return row;
  };
}
