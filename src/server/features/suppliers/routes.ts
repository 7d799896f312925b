import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { supplierViewSchema } from '../../../domain/viewer.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { supplierViewOf } from './supplier-view.ts';

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suppliers/:id',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['suppliers'],
        summary: 'One supplier with its admin data (404 without access)',
        params: z.object({ id: z.string().min(1) }),
        response: { 200: supplierViewSchema },
      },
    },
    async (request) => {
      const { supplier, role, user } = await requireSupplierAccess(request, request.params.id);
      return supplierViewOf(app.deps.database.db, app.deps.providers.storage, supplier, role, user.isPlatformAdmin);
    },
  );
};
