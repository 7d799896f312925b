import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { activityPageSchema, activityQuerySchema } from '../../../domain/enquiries/couples-activity-api.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { listActivity } from './service.ts';

/** /couples-activity: what couples did around the supplier (spec section 7). */
export const couplesActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/api/supplier/:id/activity',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['couples'],
        summary:
          'Couples activity, newest first: ?page= (from 1, default 1) &size= (default 50, at most 100) &eventType=',
        params: z.object({ id: z.string().min(1).max(128) }),
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'couplesActivity');
      return listActivity(db, access.supplier.id, request.query);
    },
  );
};
