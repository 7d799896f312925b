import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import type { ValidationMessage } from '../../../domain/field-rules.ts';
import { monoqueryQuerySchema, monoquerySchema } from '../../../domain/statistics/monoquery-api.ts';
import { granularityNotSupported, granularityOf, type Granularity } from '../../../domain/statistics/time-series.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { peerPerformanceSchema, tierChangeHistorySchema } from '../../../domain/statistics/performance-api.ts';
import { createPeerMonths, readPeerPerformance, readTierChanges } from './performance.ts';
import { readMonoquery } from './service.ts';

const tags = ['statistics'];

function requestedGranularity(value: string | undefined): Granularity {
  try {
    return granularityOf(value);
  } catch {
    throw badRequest('granularity-not-supported', granularityNotSupported, {
      granularity: 'validation:granularityNotSupported' satisfies ValidationMessage,
    });
  }
}

/** Issue 14: the statistics calls of spec section 7, read from the daily rollups. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const peerMonths = createPeerMonths();

  app.get(
    '/api/supplier/:id/statistics/monoquery',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: `The supplier's metrics per month or week (granularity, month by default; the last 12 of each) and in the previous calendar month; publicId, when given, must be the supplier's. 400 granularity-not-supported ('${granularityNotSupported}'), 403 tier-required (classic)`,
        params: z.object({ id: z.string().min(1).max(128) }),
        querystring: monoqueryQuerySchema,
        response: { 200: monoquerySchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'performanceDashboard');
      const { publicId, granularity } = request.query;
      if (publicId !== undefined && publicId !== access.supplier.publicId)
        throw notFound('no such public id for this supplier');
      return readMonoquery(db, access.supplier.id, requestedGranularity(granularity), new Date());
    },
  );

  app.get(
    '/api/supplier/:id/statistics/peer-performance',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          "The supplier's metrics of the previous calendar month beside the median supplier of its category in its county (or its market, with fewer than 5 in the county). 403 tier-required (classic)",
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: peerPerformanceSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'performanceDashboard');
      return readPeerPerformance(db, peerMonths, access.supplier, new Date());
    },
  );

  app.get(
    '/api/supplier/:id/tier-change-history',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          "Every change of the supplier's tier, oldest first (the first with from null: the tier it was listed with), drawn on the performance charts. 403 tier-required (classic)",
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: tierChangeHistorySchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'performanceDashboard');
      return readTierChanges(db, access.supplier.id);
    },
  );
};
