import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { responseTimesResponseSchema } from '../../../domain/response-time-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readResponseTimes } from './read.ts';

/** The time to the first reply (issue 15) for the inbox: the supplier's and each owner's. */
export const responseTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/supplier/:id/response-time',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary:
          'The median and 90th-percentile time to the first reply over the last 90 days, of the supplier and of each owner',
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: responseTimesResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return readResponseTimes(db, access.supplier.id, new Date());
    },
  );
};
