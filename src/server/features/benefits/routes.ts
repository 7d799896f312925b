import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  adminBenefitsResponseSchema,
  benefitRevealSchema,
  supplierBenefitsResponseSchema,
} from '../../../domain/benefits-api.ts';
import { platformAdminsOnly } from '../../access/platform-admin.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { listSupplierBenefits, readAdminBenefits, retireBenefit, revealBenefit, saveBenefit } from './service.ts';

const tags = ['benefits'];
const benefitParams = z.object({ benefitId: z.string().min(1).max(128) });

/** The platform's admins manage the member benefits (issue 33; the admin panel's card). */
export const benefitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  platformAdminsOnly(app);
  const all = async () => ({ benefits: await readAdminBenefits(db) });

  app.get(
    '/api/admin/benefits',
    {
      schema: {
        tags,
        summary:
          'Every member benefit, retired ones too, newest first, with how many suppliers used each (platform admins)',
        response: { 200: adminBenefitsResponseSchema },
      },
    },
    all,
  );

  app.post(
    '/api/admin/benefits',
    {
      schema: {
        tags,
        summary:
          'Saves a benefit {id?, partnerName, title, description, countries, categories, code?, url (https), endsOn?}: with an id that one (404 when gone or retired), without one a new one; answers every benefit; 400 validation (fields)',
        // checked by the domain's schema in the service (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
        response: { 200: adminBenefitsResponseSchema },
      },
    },
    async (request) => {
      await saveBenefit(db, request.body, new Date());
      return all();
    },
  );

  app.post(
    '/api/admin/benefits/:benefitId/retire',
    {
      schema: {
        tags,
        summary:
          'Retires a benefit: suppliers no longer see it, admins keep it with its uses; answers every benefit (404 when already retired)',
        params: benefitParams,
        response: { 200: adminBenefitsResponseSchema },
      },
    },
    async (request) => {
      await retireBenefit(db, request.params.benefitId, new Date());
      return all();
    },
  );
};

/** /benefits: the member benefits a supplier sees (issue 33; codes and links at tier lite). */
export const benefitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const base = '/api/supplier/:supplierId/benefits';
  const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary:
          'The benefits of the supplier’s country and category that have not ended, by partner; below lite without links (and never with codes)',
        params: supplierParams,
        response: { 200: supplierBenefitsResponseSchema },
      },
    },
    async (request) =>
      listSupplierBenefits(db, await requireSupplierAccess(request, request.params.supplierId), new Date()),
  );

  app.post(
    `${base}/:benefitId/reveal`,
    {
      // any member of the team may use the offer
      config: { supplierId: 'params.supplierId', permission: 'read' },
      schema: {
        tags,
        summary:
          'Reveals a benefit’s code and link and counts the supplier as a user of it (once); 403 tier-required (lite), 404 for a benefit the supplier does not see',
        params: supplierParams.extend(benefitParams.shape),
        response: { 200: benefitRevealSchema },
      },
    },
    async (request) =>
      revealBenefit(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.benefitId,
        new Date(),
      ),
  );
};
