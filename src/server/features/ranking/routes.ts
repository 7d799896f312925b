import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  askingSupplierOf,
  historicRankingsRequestSchema,
  historicRankingsSchema,
  ownRankHistorySchema,
  supplierRankRequestSchema,
  supplierRankResponseSchema,
} from '../../../domain/statistics/ranking-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { readHistoricRankings, readOwnRankHistory } from './history.ts';
import { sendJsonText } from '../../http/json-text.ts';
import { createCountyListings } from './county-cache.ts';
import { supplierRank } from './service.ts';
import { readSearchPosition } from './search-position.ts';
import { searchPositionSchema } from '../../../domain/statistics/search-position-api.ts';

const tags = ['statistics'];
/** The POST calls here are reads: the supplier named in the body, any role of it. */
const readOfBodySupplier = { supplierId: 'body.supplierId', permission: 'read' } as const;

/** The search ranking (issue 14; docs/ranking.md): where the marketplace's search puts a supplier. */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps.database;
  const listings = createCountyListings(db, changes);
  app.addHook('onClose', async () => listings.close());
  app.post(
    '/api/search/supplier-rank',
    {
      config: readOfBodySupplier,
      schema: {
        tags,
        summary:
          "The supplier's rank in each county asked for (its own and additional ones) in a category, with its factors; compared suppliers' ranks with public facts only",
        description:
          '403 tier-required below lite (search optimisation), or below classic23 (competitors page) when comparing; 400 naming a county not of the market.',
        body: supplierRankRequestSchema,
        response: { 200: supplierRankResponseSchema },
      },
    },
    async (request) =>
      supplierRank(listings, await requireSupplierAccess(request, request.body.supplierId), request.body, new Date()),
  );
  app.get(
    '/api/supplier/:id/statistics/uk-historic-rankings',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          "The supplier's ranks of the last year as the daily ranking job recorded them, per county, oldest first",
        description: '403 tier-required below lite (search optimisation).',
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: ownRankHistorySchema },
      },
    },
    async (request) => readOwnRankHistory(db, await requireSupplierAccess(request, request.params.id), new Date()),
  );

  app.get(
    '/api/supplier/:id/search-position',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          "The position widget: the supplier's place today in its category's search in its home county, and with the multi-county position widget (expert) in each county of its running multi-county boost, each with the place recorded 7 days before",
        description: '403 tier-required below free (position widget).',
        params: z.object({ id: z.string().min(1).max(128) }),
        response: { 200: searchPositionSchema },
      },
    },
    async (request) =>
      readSearchPosition(db, listings, await requireSupplierAccess(request, request.params.id), new Date()),
  );

  app.post(
    '/api/statistics/historic-rankings',
    {
      config: readOfBodySupplier,
      schema: {
        tags,
        summary:
          'The recorded ranks of the last year of the suppliers asked for in one county, side by side: names and ranks only',
        description:
          'The supplier asking is `supplierId` when sent, else the active supplier of the session when the list names it, else the first listed (404 without access to it). 403 tier-required below lite, or below classic23 (competitors page) when other suppliers are asked for; 400 naming a county not of the market.',
        body: historicRankingsRequestSchema,
        response: { 200: historicRankingsSchema },
      },
    },
    async (request, reply) => {
      const asking = askingSupplierOf(request.body, (await requireUser(request)).activeSupplierId);
      const access = await requireSupplierAccess(request, asking);
      return sendJsonText(reply, await readHistoricRankings(db, access, request.body, new Date()));
    },
  );
};
