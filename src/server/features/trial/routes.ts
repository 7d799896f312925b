import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { supplierViewSchema } from '../../../domain/viewer.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readSupplierView } from '../suppliers/supplier-view.ts';
import { extendSupplierTrial } from './trial.ts';

/**
 * The trial a supplier's admins extend themselves (spec "Trial extension"); switching it on and off is the platform
 * admin's.
 */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/api/supplier/:id/trial/extension',
    {
      config: { supplierId: 'params.id', permission: 'billing' },
      schema: {
        tags: ['billing'],
        summary: 'Extend the running lite trial once: 7 days (14 before the 2020 cut-off); answers the supplier',
        description:
          '409 trial-not-on-trial, trial-not-lite, trial-already-extended or trial-platform-admin when the rule refuses.',
        params: z.object({ id: z.string() }),
        response: { 200: supplierViewSchema },
      },
    },
    async (request) => {
      const { user, supplier, role } = await requireSupplierAccess(request, request.params.id);
      await extendSupplierTrial(db, supplier.id, user, new Date());
      return readSupplierView(db, app.deps.providers.storage, supplier.id, role, user.isPlatformAdmin);
    },
  );
};
