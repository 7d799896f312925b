import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { targetingMatchesSchema, targetingResponseSchema } from '../../../domain/couple-targeting-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { getTargeting, previewTargeting, saveTargeting } from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const tags = ['couple-targeting'];
// checked by the domain's schema in the service (field errors as i18n keys)
const body = z.record(z.string(), z.unknown());

/** /couple-targeting: the couples a supplier wants (issue 13; tier free, the guest range classic23). */
export const coupleTargetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = '/api/supplier/:supplierId/targeting';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'The supplier’s targeting and how many of its enquiries so far fit it; 403 tier-required (free)',
        params: supplierParams,
        response: { 200: targetingResponseSchema },
      },
    },
    async (request) => getTargeting(db, await requireSupplierAccess(request, request.params.supplierId)),
  );

  app.put(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'Saves the targeting {targetingBudget, targetingGuests?, targetingSeason, targetingWeekday, targetingYear}; 400 validation (fields), 403 tier-required (free; classic23 for targetingGuests)',
        params: supplierParams,
        body,
        response: { 200: targetingResponseSchema },
      },
    },
    async (request) =>
      saveTargeting(db, await requireSupplierAccess(request, request.params.supplierId), request.body, new Date()),
  );

  app.post(
    `${base}/matches`,
    {
      // a count for the form, nothing written: every role may ask
      config: { supplierId: 'params.supplierId', permission: 'read' },
      schema: {
        tags,
        summary:
          'How many of the supplier’s enquiries so far fit a targeting not saved yet (same body and errors as the save)',
        params: supplierParams,
        body,
        response: { 200: targetingMatchesSchema },
      },
    },
    async (request) =>
      previewTargeting(db, await requireSupplierAccess(request, request.params.supplierId), request.body, new Date()),
  );
};
