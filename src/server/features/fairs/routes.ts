import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { fairSchema, fairsResponseSchema } from '../../../domain/fairs-api.ts';
import { maxFairs } from '../../../domain/fairs.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { deleteFair, listFairs, saveFair } from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const tags = ['fairs'];

/** /fairs: the wedding fairs the supplier exhibits at (issue 13; tier lite to change them). */
export const fairRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = '/api/supplier/:supplierId/fairs';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'The supplier’s wedding fairs by first date, past ones too',
        params: supplierParams,
        response: { 200: fairsResponseSchema },
      },
    },
    async (request) => listFairs(db, await requireSupplierAccess(request, request.params.supplierId)),
  );

  app.post(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: `Saves a fair {id?, name, description, dates}: with an id that one (404), without one a new one; 400 validation (fields), 403 tier-required (lite), 409 limit-reached (${maxFairs})`,
        params: supplierParams,
        // checked by the domain's schema in the service (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
        response: { 200: fairSchema },
      },
    },
    async (request) =>
      saveFair(db, await requireSupplierAccess(request, request.params.supplierId), request.body, new Date()),
  );

  app.delete(
    `${base}/:fairId`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'Deletes a fair',
        params: supplierParams.extend({ fairId: z.string().min(1).max(128) }),
      },
    },
    async (request, reply) => {
      await deleteFair(db, await requireSupplierAccess(request, request.params.supplierId), request.params.fairId);
      return reply.status(204).send();
    },
  );
};
