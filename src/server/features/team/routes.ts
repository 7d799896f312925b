import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierTeamSchema } from '../../../domain/team.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { listTeam } from './service.ts';

/** The supplier's team, for choosing an enquiry owner. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/supplier/:id/team',
    {
      schema: {
        tags: ['team'],
        summary: "The supplier's users (id, name, role), by name; 404 for a supplier the user cannot access",
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: supplierTeamSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return { members: await listTeam(db, access.supplier.id) };
    },
  );
};
