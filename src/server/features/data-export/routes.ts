import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataExportAnswerSchema,
  exportIdParamsSchema,
  supplierIdParamsSchema,
} from '../../../domain/data-export/data-export-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { exportDownload, latestExport, requestExport } from './service.ts';

const tags = ['data-export'];
const businessConfig = { supplierId: 'params.id', permission: 'dataExport' } as const;

/**
 * Issue 35 "Data export": a user asks for their own data, a supplier admin for the business's; the export job builds
 * the ZIP and mails the requester, who downloads it here for 7 days.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, providers } = app.deps;
  const { db } = database;

  app.get(
    '/api/account/data-export',
    {
      schema: {
        tags,
        summary: "The newest export of the signed-in user's own data (null before the first)",
        response: { 200: dataExportAnswerSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return latestExport(db, { kind: 'user', userId: user.id, supplierId: null }, new Date());
    },
  );

  app.post(
    '/api/account/data-export',
    {
      schema: {
        tags,
        summary: "Ask for an export of the signed-in user's own data; 409 export-pending while one is prepared",
        response: { 202: dataExportAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const answer = await requestExport(db, { kind: 'user', userId: user.id, supplierId: null }, new Date());
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/api/supplier/:id/data-export',
    {
      config: businessConfig,
      schema: {
        tags,
        summary: "The newest export of the business's data this admin asked for (supplier admins only)",
        params: supplierIdParamsSchema,
        response: { 200: dataExportAnswerSchema },
      },
    },
    async (request) => {
      const { user, supplier } = await requireSupplierAccess(request, request.params.id);
      return latestExport(db, { kind: 'business', userId: user.id, supplierId: supplier.id }, new Date());
    },
  );

  app.post(
    '/api/supplier/:id/data-export',
    {
      config: businessConfig,
      schema: {
        tags,
        summary:
          "Ask for an export of the business's data (supplier admins only); 409 export-pending while one is prepared",
        params: supplierIdParamsSchema,
        response: { 202: dataExportAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, supplier } = await requireSupplierAccess(request, request.params.id);
      const answer = await requestExport(
        db,
        { kind: 'business', userId: user.id, supplierId: supplier.id },
        new Date(),
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/api/data-exports/:exportId/download',
    {
      schema: {
        tags,
        summary:
          'Download a ready export (a ZIP): its requester only, 404 for anyone else, 410 export-expired after 7 days',
        params: exportIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { body, fileName } = await exportDownload(db, providers.storage, user, request.params.exportId, new Date());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
