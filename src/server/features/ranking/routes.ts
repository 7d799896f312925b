import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplierRankRequestSchema, supplierRankResponseSchema } from '../../../domain/statistics/ranking-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { supplierRank } from './service.ts';

/** The search ranking (issue 14; docs/ranking.md): where the marketplace's search puts a supplier. */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.post(
    '/api/search/supplier-rank',
    {
      // a read, though a POST: any role of the supplier may see its rank
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags: ['statistics'],
        summary: "The supplier's rank in each county asked for (its own and additional ones) in a category, with its factors; compared suppliers' ranks with public facts only",
        description: '403 tier-required below lite (search optimisation), or below classic23 (competitors page) when comparing; 400 naming a county not of the market.',
        body: supplierRankRequestSchema,
        response: { 200: supplierRankResponseSchema },
      },
    },
    async (request) => supplierRank(db, await requireSupplierAccess(request, request.body.supplierId), request.body, new Date()),
  );
};
