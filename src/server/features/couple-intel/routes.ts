import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coupleIntelQuerySchema, coupleIntelSchema, lostBookingsSchema } from '../../../domain/statistics/couple-intel-api.ts';
import { lostBookingsTopN } from '../../../domain/statistics/couple-intel.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readCoupleIntel, readLostBookings } from './service.ts';

const tags = ['statistics'];
const params = z.object({ id: z.string().min(1).max(128) });

/** Issue 14: `/couple-intel`'s calls (spec section 7 names them; docs/decisions.md "Couple intel (issue 14)" shapes them). */
export const coupleIntelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/api/supplier/:id/couple-intel',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: "Who the supplier's enquiring couples of the last `months` months are: budget bands, guest bands, wedding months and seasons. 400 validation (months), 403 tier-required (classic23)",
        params,
        querystring: coupleIntelQuerySchema,
        response: { 200: coupleIntelSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'coupleIntel');
      return readCoupleIntel(db, access.supplier.id, request.query.months, new Date());
    },
  );

  app.get(
    '/api/supplier/:id/lost-bookings-to',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: `The suppliers of the same category that the supplier's enquiring couples of the last \`months\` months booked instead: the top ${lostBookingsTopN} by count, public facts only. 400 validation (months), 403 tier-required (classic23)`,
        params,
        querystring: coupleIntelQuerySchema,
        response: { 200: lostBookingsSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'coupleIntel');
      return readLostBookings(db, access.supplier, request.query.months, new Date());
    },
  );
};
