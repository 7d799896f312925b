import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardHomeSchema } from '../../../domain/dashboard/home-api.ts';
import { z } from '../../../domain/zod.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readDashboardHome } from './service.ts';

/** The dashboard as the supplier's home (issue 34). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/supplier/:id/home',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['statistics'],
        summary:
          'The dashboard: enquiries waiting for a first reply (count and the three oldest, couple names hidden while locked), this month so far against the same days of last month (enquiries and views null below classic), the next 30 days and the photos waiting for approval',
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: dashboardHomeSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return readDashboardHome(db, access, new Date());
    },
  );
};
