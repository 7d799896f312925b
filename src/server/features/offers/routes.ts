import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { offerSaveResponseSchema, offersResponseSchema } from '../../../domain/offers/offers-api.ts';
import { offerTypes } from '../../../domain/offers/offers.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { deleteOffer, listOffers, saveOffer } from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const offerParams = supplierParams.extend({ type: z.enum(offerTypes) });
const tags = ['offers'];

/** /offers and /offers/{type}: the special offers and the brand discount (issue 13; tiers of section 6 per type). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = '/api/supplier/:supplierId/offers';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'The supplier’s offers by type, each with whether couples see it now (live)',
        params: supplierParams,
        response: { 200: offersResponseSchema },
      },
    },
    async (request) => listOffers(db, await requireSupplierAccess(request, request.params.supplierId), new Date()),
  );

  app.put(
    `${base}/:type`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'Saves the offer of a type, active (special offers: title, description, discountType, discountValue, details, expiration, expiryDate, lateDates; bbDiscount: choice, details, expiryDate, and choice none removes it: offer null); 400 validation (fields), 403 tier-required',
        params: offerParams,
        // checked by the domain's schema of the type in the service (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
        response: { 200: offerSaveResponseSchema },
      },
    },
    async (request) =>
      saveOffer(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.type,
        request.body,
        new Date(),
      ),
  );

  app.delete(
    `${base}/:type`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'Deletes the offer of a type; 404 ‘Cannot delete offer - missing offer data!’ when there is none',
        params: offerParams,
      },
    },
    async (request, reply) => {
      await deleteOffer(db, await requireSupplierAccess(request, request.params.supplierId), request.params.type);
      return reply.status(204).send();
    },
  );
};
