import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { photoMaxBytes } from '../../../domain/photos/photo-files.ts';
import { supplierSearchQuerySchema, supplierSearchResponseSchema } from '../../../domain/recommendations-api.ts';
import {
  consentInputSchema,
  realWeddingSchema,
  realWeddingsResponseSchema,
  taggedRealWeddingSchema,
} from '../../../domain/real-weddings/real-weddings-api.ts';
import { linkedRoleFor, maxRealWeddingPhotos } from '../../../domain/real-weddings/real-weddings.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { searchSuppliersByName } from '../suppliers/name-search.ts';
import { linkableSuppliers } from './linkable.ts';
import { readRealWeddings } from './read.ts';
import { deleteRealWedding, saveRealWedding, setRealWeddingConsent } from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const weddingParams = supplierParams.extend({ realWeddingId: z.string().min(1).max(128) });
const tags = ['real-weddings'];

/** /real-weddings: the supplier's real weddings, those that credit it, and its answer to them (issue 12). */
export const realWeddingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  await app.register(multipart, {
    limits: { fileSize: photoMaxBytes, files: maxRealWeddingPhotos + 1, fields: 4, fieldSize: 64 * 1024 },
  });
  const base = '/api/supplier/:supplierId/real-weddings';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'The active real weddings of the supplier (newest first) and those other suppliers made and linked to it',
        params: supplierParams,
        response: { 200: realWeddingsResponseSchema },
      },
    },
    async (request) =>
      readRealWeddings(
        db,
        deps.providers.storage,
        (await requireSupplierAccess(request, request.params.supplierId)).supplier.id,
      ),
  );

  app.post(
    base,
    {
      bodyLimit: (maxRealWeddingPhotos + 1) * photoMaxBytes + 256 * 1024,
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: `Saves a real wedding (multipart: \`data\` JSON {id?, name, couple, url, linkedSupplierId, keepPhotoIds}, up to ${maxRealWeddingPhotos} photos): with an id that one (404 'Missing real wedding', fields._ realWeddings:errors.gone), without one a new one; 400 validation (fields), 403 tier-required (below the tier) or not-offered (a category or country without real weddings), 409 limit-reached`,
        params: supplierParams,
        consumes: ['multipart/form-data'],
        response: { 200: realWeddingSchema },
      },
    },
    async (request) =>
      saveRealWedding(request, await requireSupplierAccess(request, request.params.supplierId), new Date()),
  );

  app.delete(
    `${base}/:realWeddingId`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: "Deletes a real wedding: marks it inactive (it is kept); 404 'Missing real wedding'",
        params: weddingParams,
      },
    },
    async (request, reply) => {
      await deleteRealWedding(
        request,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.realWeddingId,
        new Date(),
      );
      return reply.status(204).send();
    },
  );

  app.put(
    `${base}/:realWeddingId/consent`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'The linked supplier accepts (true) or withdraws (false) being credited: shown on its profile too while true',
        params: weddingParams,
        body: consentInputSchema,
        response: { 200: taggedRealWeddingSchema },
      },
    },
    async (request) =>
      setRealWeddingConsent(
        request,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.realWeddingId,
        request.body,
      ),
  );

  app.get(
    `${base}/suppliers`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'Suppliers a real wedding of this supplier can link, by name: photographers for a venue, venues for a photographer, in GB, DE and FR (at most 10)',
        params: supplierParams,
        querystring: supplierSearchQuerySchema,
        response: { 200: supplierSearchResponseSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.supplierId);
      const role = linkedRoleFor(supplier.types[0] ?? '');
      return {
        suppliers: role ? await searchSuppliersByName(db, supplier.id, request.query.q, linkableSuppliers(role)) : [],
      };
    },
  );
};
