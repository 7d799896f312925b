import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  coupleIntelQuerySchema,
  coupleIntelSchema,
  lostBookingsSchema,
} from '../../../domain/statistics/couple-intel-api.ts';
import { lostBookingsTopN } from '../../../domain/statistics/couple-intel.ts';
import { requireFeature } from '../../access/feature-gate.ts';
import { requireSupplierAccess, type SupplierAccess } from '../../access/supplier-access.ts';
import type { Db } from '../../db/client.ts';
import { readCoupleIntel, readLostBookings } from './service.ts';

const gates = '400 validation (months), 403 tier-required (classic23)';

/** `/couple-intel`'s two calls: the same window, gate and access; each its own answer. */
const calls = [
  {
    path: '/api/supplier/:id/couple-intel',
    summary: `Who the supplier's enquiring couples of the last \`months\` months are: budget bands, guest bands, wedding months and seasons. ${gates}`,
    answer: coupleIntelSchema,
    read: (db: Db, access: SupplierAccess, months: number, now: Date) =>
      readCoupleIntel(db, access.supplier.id, months, now),
  },
  {
    path: '/api/supplier/:id/lost-bookings-to',
    summary: `The suppliers of the same category that the supplier's enquiring couples of the last \`months\` months booked instead: the top ${lostBookingsTopN} by count, public facts only. ${gates}`,
    answer: lostBookingsSchema,
    read: (db: Db, access: SupplierAccess, months: number, now: Date) =>
      readLostBookings(db, access.supplier, months, now),
  },
] as const;

/**
 * Issue 14: `/couple-intel`'s calls (spec section 7 names them; docs/decisions/couple-intel.md, "Calls", shapes
 * them).
 */
export const coupleIntelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  for (const call of calls) {
    app.get(
      call.path,
      {
        config: { supplierId: 'params.id' },
        schema: {
          tags: ['statistics'],
          summary: call.summary,
          params: z.object({ id: z.string().min(1).max(128) }),
          querystring: coupleIntelQuerySchema,
          response: { 200: call.answer },
        },
      },
      async (request) => {
        const access = await requireSupplierAccess(request, request.params.id);
        requireFeature(access, 'coupleIntel');
        return call.read(db, access, request.query.months, new Date());
      },
    );
  }
};
