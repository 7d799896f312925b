import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { packageInclusionsFor, reorderSchema, supplierPackageSchema } from '../../../domain/pricing/packages.ts';
import { packagesResponseSchema, priceSchemesResponseSchema } from '../../../domain/pricing/pricing-api.ts';
import { priceSchemes, supplierPriceSchemeSchema, venuePriceFields } from '../../../domain/pricing/price-schemes.ts';
import { requireSupplierAccess, type SupplierAccess } from '../../access/supplier-access.ts';
import { packageCalls, readPackages } from './packages.ts';
import { priceSchemeCalls, readPriceSchemes, requireVenue } from './price-schemes.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const packageParams = supplierParams.extend({ packageId: z.string().min(1).max(128) });
const schemeParams = supplierParams.extend({ schemeId: z.string().min(1).max(128) });
// the service parses the body with the domain's schema, so every field error is an i18n key of its field
const formBody = z.object({}).passthrough();

/** /pricing: packages (all suppliers) and price schemes (venues only) — create, edit, delete, reorder. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const venueAccess = async (
    supplierId: string,
    request: Parameters<typeof requireSupplierAccess>[0],
  ): Promise<SupplierAccess> => {
    const access = await requireSupplierAccess(request, supplierId);
    requireVenue(access);
    return access;
  };
  const packagesAnswer = async (access: SupplierAccess) => ({
    packages: await readPackages(db, access.supplier),
    currency: access.supplier.currency,
    inclusions: [...packageInclusionsFor(access.supplier.types[0] ?? '')],
  });
  const schemesAnswer = async (access: SupplierAccess) => {
    const list = await readPriceSchemes(db, access.supplier);
    return {
      priceSchemes: list,
      currency: access.supplier.currency,
      listingFields: { ...venuePriceFields(list) },
      schemes: [...priceSchemes],
    };
  };

  app.get(
    '/api/supplier/:supplierId/packages',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'The packages by order then price, the currency and the inclusions of the category',
        params: supplierParams,
        response: { 200: packagesResponseSchema },
      },
    },
    async (request) => packagesAnswer(await requireSupplierAccess(request, request.params.supplierId)),
  );

  app.post(
    '/api/supplier/:supplierId/packages',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary:
          'Add a package (name, description, price in minor units, included, guestsMin/Max, hoursMin/Max) at the end of the list; 400 with field errors',
        params: supplierParams,
        body: formBody,
        response: { 201: supplierPackageSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return reply.status(201).send(await packageCalls.create(db, access, request.body, new Date()));
    },
  );

  app.put(
    '/api/supplier/:supplierId/packages/order',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'Reorder: the ids of every package in their new order',
        params: supplierParams,
        body: reorderSchema,
        response: { 200: packagesResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      await packageCalls.reorder(db, access, request.body.ids, new Date());
      return packagesAnswer(access);
    },
  );

  app.put(
    '/api/supplier/:supplierId/packages/:packageId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'Save a package; 400 with field errors',
        params: packageParams,
        body: formBody,
        response: { 200: supplierPackageSchema },
      },
    },
    async (request) =>
      packageCalls.update(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.packageId,
        request.body,
        new Date(),
      ),
  );

  app.delete(
    '/api/supplier/:supplierId/packages/:packageId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: { tags: ['pricing'], summary: 'Delete a package', params: packageParams },
    },
    async (request, reply) => {
      await packageCalls.remove(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.packageId,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/supplier/:supplierId/price-schemes',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: "A venue's price schemes by order with the listing's price fields; 403 venue-only for other suppliers",
        params: supplierParams,
        response: { 200: priceSchemesResponseSchema },
      },
    },
    async (request) => schemesAnswer(await venueAccess(request.params.supplierId, request)),
  );

  app.post(
    '/api/supplier/:supplierId/price-schemes',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'Add a price scheme (the scheme follows from price method × guests type); 400 with field errors',
        params: supplierParams,
        body: formBody,
        response: { 201: supplierPriceSchemeSchema },
      },
    },
    async (request, reply) => {
      const access = await venueAccess(request.params.supplierId, request);
      return reply.status(201).send(await priceSchemeCalls.create(db, access, request.body, new Date()));
    },
  );

  app.put(
    '/api/supplier/:supplierId/price-schemes/order',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'Reorder: the ids of every price scheme in their new order',
        params: supplierParams,
        body: reorderSchema,
        response: { 200: priceSchemesResponseSchema },
      },
    },
    async (request) => {
      const access = await venueAccess(request.params.supplierId, request);
      await priceSchemeCalls.reorder(db, access, request.body.ids, new Date());
      return schemesAnswer(access);
    },
  );

  app.put(
    '/api/supplier/:supplierId/price-schemes/:schemeId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'Save a price scheme; 400 with field errors',
        params: schemeParams,
        body: formBody,
        response: { 200: supplierPriceSchemeSchema },
      },
    },
    async (request) =>
      priceSchemeCalls.update(
        db,
        await venueAccess(request.params.supplierId, request),
        request.params.schemeId,
        request.body,
        new Date(),
      ),
  );

  app.delete(
    '/api/supplier/:supplierId/price-schemes/:schemeId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: { tags: ['pricing'], summary: 'Delete a price scheme', params: schemeParams },
    },
    async (request, reply) => {
      await priceSchemeCalls.remove(db, await venueAccess(request.params.supplierId, request), request.params.schemeId);
      return reply.status(204).send();
    },
  );
};
