import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { isFeatureOffered } from '../../../domain/feature-access.ts';
import {
  coupleBudgetsSchema,
  countyDemandSchema,
  couplesTrendsSchema,
  statisticsFlagQuerySchema,
} from '../../../domain/statistics/market-insights-api.ts';
import {
  couplesTrendsFile,
  marketInsightsCountries,
  trendsCountryOf,
} from '../../../domain/statistics/market-insights.ts';
import { featureContextOf, requireFeature, type GateSubject } from '../../access/feature-gate.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { createMarketFigures, readCoupleBudgets, readCountyDemand } from './service.ts';
import { readCouplesTrends } from './trends.ts';

const tags = ['statistics'];
const countries = marketInsightsCountries.join(', ');
const idParams = z.object({ id: z.string().min(1).max(128) });

/** Market insights is offered only in some countries: elsewhere 403 not-offered, whatever the tier. */
function requireMarketInsights(access: GateSubject): void {
  if (!isFeatureOffered('marketInsights', featureContextOf(access))) {
    throw new AppError(403, 'not-offered', `Market insights is offered in ${countries} only`, {
      feature: 'tiers:features.marketInsights',
      country: 'marketInsights:notOffered.title',
    });
  }
  requireFeature(access, 'marketInsights');
}

/** Issue 14, /market-insights: couple budgets, the demand in the supplier's county and the per-country trends file. */
export const marketInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const marketFigures = createMarketFigures();

  app.get(
    '/api/supplier/:id/statistics/couple-budgets',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          "Couples' budgets in the five bands (spec section 9) over the last 12 months: of the couples who enquired with the suppliers of the supplier's category in its county, and with the supplier; enableMixpanelFetch is accepted and ignored. 403 tier-required (classic, couplesBudget)",
        params: idParams,
        querystring: statisticsFlagQuerySchema,
        response: { 200: coupleBudgetsSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireFeature(access, 'couplesBudget');
      return readCoupleBudgets(db, marketFigures, access.supplier, new Date());
    },
  );

  app.get(
    '/api/supplier/:id/statistics/county-demand',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: `Enquiries per month over the last 12 months with the suppliers of the supplier's category in its county, and its own, from the daily counters. 403 not-offered outside ${countries}, 403 tier-required (classic, marketInsights)`,
        params: idParams,
        querystring: statisticsFlagQuerySchema,
        response: { 200: countyDemandSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      requireMarketInsights(access);
      return readCountyDemand(db, marketFigures, access.supplier, new Date());
    },
  );

  // spec section 7: a static file per country folder, the same for everyone (no sign-in), counted once a day by the
  // trends job (trends.ts)
  app.get(
    `/static/:folder/${couplesTrendsFile}`,
    {
      schema: {
        tags,
        summary: `A country's seasonality trends: enquiries and wedding dates per month over the last 24 months (folders uk, de, fr: the countries market insights is offered in, ${countries}); counted once a day, cacheable for an hour`,
        params: z.object({ folder: z.string().max(20) }),
        response: { 200: couplesTrendsSchema },
      },
    },
    async (request, reply) => {
      const country = trendsCountryOf(request.params.folder);
      if (!country) throw notFound('no couples trends for this folder');
      const trends = await readCouplesTrends(db, country, new Date());
      // the reply is a thenable: nothing to wait for, the header is set at once
      void reply.header('cache-control', 'public, max-age=3600');
      return trends;
    },
  );
};
