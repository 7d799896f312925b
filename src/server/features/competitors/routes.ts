import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  competitorInsightsSchema,
  competitorListSchema,
  competitorSearchQuerySchema,
  competitorStatisticsQuerySchema,
  competitorStatisticsSchema,
} from '../../../domain/competitors/competitors-api.ts';
import { supplierSearchResponseSchema } from '../../../domain/recommendations-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { createCountyListings } from '../ranking/county-cache.ts';
import {
  getCompetitorList,
  readCompetitorInsights,
  readCompetitorStatistics,
  saveCompetitorList,
  searchCompetitors,
} from './service.ts';

const tags = ['competitors'];
const params = z.object({ id: z.string().min(1).max(128) });
// checked by the domain's schema in the service (field errors as i18n keys)
const body = z.record(z.string(), z.unknown());

/** /your-competitors (issue 14): the competitor list, its statistics and, at expert, the competitor insights. */
export const competitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps.database;
  const listings = createCountyListings(db, changes);
  app.addHook('onClose', async () => listings.close());
  const reads = { db, listings };
  const base = '/api/supplier/:id/competitors';
  const scoped = { supplierId: 'params.id' } as const;

  app.get(
    base,
    {
      config: scoped,
      schema: {
        tags,
        summary:
          'The competitor list (the suggestions until one is chosen) and the suppliers ranked next to this one in its county; 403 tier-required (classic23)',
        params,
        response: { 200: competitorListSchema },
      },
    },
    async (request) => getCompetitorList(reads, await requireSupplierAccess(request, request.params.id), new Date()),
  );

  app.put(
    base,
    {
      config: scoped,
      schema: {
        tags,
        summary:
          'Keeps the competitor list {competitorIds}: at most 5, each once, not the supplier itself, listed suppliers of its category and market; 400 validation (competitorIds), 403 tier-required (classic23)',
        params,
        body,
        response: { 200: competitorListSchema },
      },
    },
    async (request) =>
      saveCompetitorList(reads, await requireSupplierAccess(request, request.params.id), request.body, new Date()),
  );

  app.get(
    `${base}/search`,
    {
      config: scoped,
      schema: {
        tags,
        summary:
          'Suppliers of its category and market whose name holds q (at least 2 characters), at most 10, itself left out; 403 tier-required (classic23)',
        params,
        querystring: competitorSearchQuerySchema,
        response: { 200: supplierSearchResponseSchema },
      },
    },
    async (request) => ({
      suppliers: await searchCompetitors(db, await requireSupplierAccess(request, request.params.id), request.query.q),
    }),
  );

  app.get(
    `${base}/insights`,
    {
      config: scoped,
      schema: {
        tags,
        summary:
          'Competitor insights: rating, running TopSpot and package price range of the supplier and its competitors (public facts); 403 tier-required (expert)',
        params,
        response: { 200: competitorInsightsSchema },
      },
    },
    async (request) =>
      readCompetitorInsights(reads, await requireSupplierAccess(request, request.params.id), new Date()),
  );

  app.get(
    '/api/supplier/:id/statistics/competitor-list-shortlists',
    {
      config: scoped,
      schema: {
        tags: ['statistics'],
        summary:
          "The supplier and its competitors: shortlists per month (12 months) and last month, profile score category, monthly ranks in the supplier's county; enableMixpanelFetch accepted and ignored; 403 tier-required (classic23)",
        params,
        querystring: competitorStatisticsQuerySchema,
        response: { 200: competitorStatisticsSchema },
      },
    },
    async (request) =>
      readCompetitorStatistics(reads, await requireSupplierAccess(request, request.params.id), new Date()),
  );
};
