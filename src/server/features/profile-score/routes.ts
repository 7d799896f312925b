import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { profileScoreResponseSchema } from '../../../domain/profile-score-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { computeProfileScore } from './service.ts';

/** The profile score of the dashboard (spec sections 3 and 4). */
export const profileScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/supplier/:id/profile-score',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['listing'],
        summary: 'The profile score and its seven parts, its category and whether the strong-profile prompt shows',
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: profileScoreResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return computeProfileScore(db, access.supplier, new Date());
    },
  );
};
