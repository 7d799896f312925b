import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { listingAnswerSchema, listingSaveBodySchema } from '../../../domain/listing/listing-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { listingAnswerOf, readListing, saveListing } from './service.ts';

const params = z.object({ supplierId: z.string().min(1).max(128) });

/** The listing (spec template) and its save (access document section 5 "Supplier profile save"). */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/supplier/:supplierId/listing',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['listing'],
        summary:
          "The supplier's listing: the suppliers columns and the listing document over the category's empty template (any role)",
        params,
        response: { 200: listingAnswerSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return listingAnswerOf(await readListing(db, app.deps.providers.storage, access.supplier), access);
    },
  );

  app.put(
    '/api/supplier/:supplierId/listing',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['listing'],
        summary:
          'Saves the editable fields (editor role): 400 validation with field errors and nothing written; a changed address is geocoded; lastUpdatedAt set',
        params,
        body: listingSaveBodySchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const listing = await saveListing(
        { db, storage: app.deps.providers.storage, geocoder: app.deps.providers.geocode, log: request.log },
        access.supplier,
        request.body,
        new Date(),
      );
      return listingAnswerOf(listing, access);
    },
  );
};
