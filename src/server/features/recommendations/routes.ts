import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { maxRecommendations } from '../../../domain/recommendations.ts';
import {
  addRecommendationSchema,
  recommendationOrderSchema,
  recommendationSchema,
  recommendationsResponseSchema,
  shortlistRequestSchema,
  shortlistResponseSchema,
  supplierSearchQuerySchema,
  supplierSearchResponseSchema,
} from '../../../domain/recommendations-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import {
  addRecommendation,
  fetchShortlist,
  readRecommendations,
  removeRecommendation,
  reorderRecommendations,
  searchSuppliers,
} from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const recommendationParams = supplierParams.extend({ recommendationId: z.string().min(1).max(128) });

/** /recommendations: suppliers a supplier recommends (issue 12). Reading needs any role, changing editor. */
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = '/api/supplier/:supplierId/recommendations';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['recommendations'],
        summary: "The supplier's recommendations in its order, and who recommends it",
        params: supplierParams,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request) =>
      readRecommendations(db, (await requireSupplierAccess(request, request.params.supplierId)).supplier.id),
  );

  app.get(
    `${base}/search`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['recommendations'],
        summary:
          'Suppliers of the marketplace whose name holds q (at least 2 characters), other than this one and those it recommends; at most 10',
        params: supplierParams,
        querystring: supplierSearchQuerySchema,
        response: { 200: supplierSearchResponseSchema },
      },
    },
    async (request) => ({
      suppliers: await searchSuppliers(
        db,
        (await requireSupplierAccess(request, request.params.supplierId)).supplier.id,
        request.query.q,
      ),
    }),
  );

  app.post(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['recommendations'],
        summary: `Recommends a supplier (supplierId), at the end of the list; 400 itself or not on the marketplace, 409 already-recommended or limit-reached (${maxRecommendations})`,
        params: supplierParams,
        body: addRecommendationSchema,
        response: { 201: recommendationSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return reply.status(201).send(await addRecommendation(db, access, request.body.supplierId, new Date()));
    },
  );

  app.put(
    `${base}/order`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['recommendations'],
        summary: 'Sets the order: ids lists each recommendation once (400 otherwise)',
        params: supplierParams,
        body: recommendationOrderSchema,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request) =>
      reorderRecommendations(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.body.ids,
        new Date(),
      ),
  );

  app.delete(
    `${base}/:recommendationId`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: { tags: ['recommendations'], summary: 'Removes a recommendation', params: recommendationParams },
    },
    async (request, reply) => {
      await removeRecommendation(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.recommendationId,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/supplier/fetch-shortlist',
    {
      schema: {
        tags: ['recommendations'],
        summary:
          'Id and name of each supplier of the list of ids that is on the marketplace, in the order asked (spec section 7); unknown ids are left out',
        body: shortlistRequestSchema,
        response: { 200: shortlistResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      return fetchShortlist(db, request.body);
    },
  );
};
