import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { adminSearchQuerySchema, adminSearchResultSchema } from '../../../domain/admin-search.ts';
import { requireUser, type SessionUser } from '../../auth/session.ts';
import { forbidden } from '../../http/errors.ts';
import { searchSuppliers } from './service.ts';

/** Platform admins only (the spec's record "*"); anyone else signed in gets 403 (docs/decisions.md, Shell). */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isPlatformAdmin) throw forbidden('platform-admin-required', 'Only platform admins can do this');
  return user;
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // before validation, so nobody but an admin learns anything from these calls
  app.addHook('onRequest', async (request) => {
    await requirePlatformAdmin(request);
  });

  app.get(
    '/api/admin/suppliers/search',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find any supplier by name (partial), id, publicId or a user e-mail (platform admins)',
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResultSchema },
      },
    },
    async (request) => searchSuppliers(app.deps.database.db, request.query.q, request.query.page),
  );
};
