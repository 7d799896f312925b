import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../auth/session.ts';
import { forbidden } from '../http/errors.ts';

/**
 * The user, if a platform admin (the spec's record "*"); anyone else gets 403 platform-admin-required
 * (docs/decisions/admin.md, "Admin search").
 */
export function ensurePlatformAdmin<U extends Pick<SessionUser, 'isPlatformAdmin'>>(user: U): U {
  if (!user.isPlatformAdmin) throw forbidden('platform-admin-required', 'Only platform admins can do this');
  return user;
}

/** The signed-in user of the request, if a platform admin (401 signed out, 403 otherwise). */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<SessionUser> {
  return ensurePlatformAdmin(await requireUser(request));
}

/**
 * Closes every call of a plugin to all but platform admins, before validation, so nobody else learns anything from
 * them.
 */
export function platformAdminsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    await requirePlatformAdmin(request);
  });
}
