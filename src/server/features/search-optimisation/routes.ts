import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { keywordInsightsQuerySchema, keywordInsightsSchema } from '../../../domain/statistics/keyword-insights-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readKeywordInsights } from './service.ts';

/** Issue 14, /search-optimisation: keyword insights (its ranks are the ranking feature's calls). */
export const searchOptimisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/supplier/:id/statistics/keyword-insights',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['statistics'],
        summary:
          "The keywords couples searched with when the supplier appeared in search, the most searched of the last 12 months, and its search appearances per month; enableMixpanelFetch is accepted and changes nothing (every figure is the portal's own). 403 tier-required below lite (search optimisation)",
        params: z.object({ id: z.string().min(1).max(128) }),
        querystring: keywordInsightsQuerySchema,
        response: { 200: keywordInsightsSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'searchOptimisation');
      return readKeywordInsights(db, access.supplier.id, new Date());
    },
  );
};
