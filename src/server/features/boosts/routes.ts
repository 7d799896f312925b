import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  boostCheckoutSchema,
  checkoutUrlSchema,
  countiesAnswerSchema,
  countiesCheckoutSchema,
  searchBoostAnswerSchema,
} from '../../../domain/boosts-api.ts';
import { regionFileOf, regionsByCountry } from '../../../domain/locations/regions.ts';
import { countries } from '../../../domain/countries.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { notFound } from '../../http/errors.ts';
import { readCounties, startCountiesCheckout } from './counties.ts';
import { readSearchBoost, startBoostCheckout } from './search-boost.ts';

const tags = ['search boost and counties'];
const params = z.object({ id: z.string() });

/**
 * The search boost (TopSpot TOP1-3, `/search-boost`) and the multi-county boost (`/locations`), each bought
 * with one payment through the payments provider and applied by its webhook event only.
 */
export const boostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { payments } = app.deps.providers;
  const appUrl = app.deps.config.APP_URL;

  app.get(
    '/api/supplier/:id/search-boost',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: "The supplier's boost, the positions others hold in its county and category, the prices",
        params,
        response: { 200: searchBoostAnswerSchema },
      },
    },
    async (request) => readSearchBoost(db, await requireSupplierAccess(request, request.params.id), new Date()),
  );

  app.post(
    '/api/billing/search-boost/checkout',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags,
        summary: `Start paying for a TopSpot position (generic or for a venue type) for its period; answers the checkout page`,
        description:
          '403 tier-required below expert (top spot); 409 position-taken, other-boost-running or not-a-venue.',
        body: boostCheckoutSchema,
        response: { 200: checkoutUrlSchema },
      },
    },
    async (request) => ({
      url: (
        await startBoostCheckout(
          db,
          payments,
          await requireSupplierAccess(request, request.body.supplierId),
          request.body.choice,
          appUrl,
        )
      ).url,
    }),
  );

  app.get(
    '/api/supplier/:id/locations',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: 'The counties the supplier is also found in (additionalAreas), its own county, the price per county',
        params,
        response: { 200: countiesAnswerSchema },
      },
    },
    async (request) => readCounties(db, await requireSupplierAccess(request, request.params.id), new Date()),
  );

  app.post(
    '/api/billing/counties/checkout',
    {
      config: { supplierId: 'body.supplierId', permission: 'billing' },
      schema: {
        tags,
        summary: 'Start paying for additional counties (priced each, for their period); answers the checkout page',
        description:
          '403 tier-required when the tier does not allow multi-county; 400 naming what is wrong with the counties.',
        body: countiesCheckoutSchema,
        response: { 200: checkoutUrlSchema },
      },
    },
    async (request) => ({
      url: (
        await startCountiesCheckout(
          db,
          payments,
          await requireSupplierAccess(request, request.body.supplierId),
          request.body.counties,
          appUrl,
        )
      ).url,
    }),
  );

  // spec section 7: the static list of the UK's counties (and likewise the other markets' regions)
  const regionFiles = new Map(countries.map((country) => [`${regionFileOf(country)}.json`, regionsByCountry[country]]));
  app.get(
    '/static/location/:file',
    {
      schema: {
        tags,
        summary: 'The counties of a market (uk.json, de.json, …), as the multi-county boost offers them',
        params: z.object({ file: z.string() }),
        response: { 200: z.array(z.string()) },
      },
    },
    async (request, reply) => {
      const regions = regionFiles.get(request.params.file);
      if (!regions) throw notFound('no such location list');
      // the reply is a thenable: nothing to wait for, the header is set at once
      void reply.header('cache-control', 'public, max-age=86400');
      return [...regions];
    },
  );
};
