import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { adminSearchQuerySchema, adminSearchResultSchema } from '../../../domain/admin-search.ts';
import {
  actionsChangeSchema,
  auditLogSchema,
  demoModeChangeSchema,
  premiumChangeSchema,
  searchBoostChangeSchema,
  trialChangeSchema,
  unlinkUserSchema,
} from '../../../domain/supplier-admin-api.ts';
import { supplierViewSchema } from '../../../domain/viewer.ts';
import { spamReportsSchema } from '../../../domain/enquiries/spam-api.ts';
import { readSpamReports } from '../enquiries/spam-verdicts.ts';
import { platformAdminsOnly } from '../../access/platform-admin.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { readSupplierView } from '../suppliers/supplier-view.ts';
import { searchSuppliers } from './service.ts';
import {
  changeTier,
  readAuditLog,
  setDemoMode,
  setSearchBoost,
  toggleTrial,
  unlinkUser,
  updateActions,
  type AdminChange,
} from './supplier-admin.ts';

const tags = ['admin'];
const params = z.object({ id: z.string().min(1).max(128) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  platformAdminsOnly(app);

  app.get(
    '/api/admin/suppliers/search',
    {
      schema: {
        tags,
        summary: 'Find any supplier by name (partial), id, publicId or a user e-mail (platform admins)',
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchResultSchema },
      },
    },
    async (request) => searchSuppliers(db, request.query.q, request.query.page),
  );

  const adminChange = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    apply: (change: AdminChange, body: z.output<B>) => Promise<void>,
  ) =>
    app.post(
      `/api/admin/suppliers/:id/${path}`,
      {
        config: { supplierId: 'params.id' },
        schema: { tags, summary, params, body, response: { 200: supplierViewSchema } },
      },
      async (request) => {
        // the access check also tells every node the supplier changed (its public page is dropped)
        const { user, supplier } = await requireSupplierAccess(request, request.params.id);
        await apply({ actorId: user.id, supplierId: supplier.id, now: new Date() }, request.body as z.output<B>);
        // the supplier as platform admins see it (its whole admin object), read again after the change
        return readSupplierView(db, app.deps.providers.storage, supplier.id, 'admin', true);
      },
    );

  adminChange(
    'premium',
    'Change the premium tier (active when above free, createdAt set once, updatedAt now)',
    premiumChangeSchema,
    (change, body) => changeTier(db, change, body.tier),
  );
  adminChange(
    'trial',
    'Switch the trial on or off: on starts a 14-day lite trial (sets activatedAt), off ends it and returns the tier it had',
    trialChangeSchema,
    (change, body) => toggleTrial(db, change, body.active),
  );
  adminChange(
    'search-boost',
    'Set the search boost: generic (100, 80, 50), for a venue type, or none; one mode at a time',
    searchBoostChangeSchema,
    (change, body) => setSearchBoost(db, change, body),
  );
  adminChange(
    'actions',
    'Update the actions flags (deleted, checked, searchable); marking deleted sends a deactivation event per collaborator',
    actionsChangeSchema,
    (change, body) => updateActions(db, change, body),
  );
  adminChange(
    'demo-mode',
    'Demo mode: platform admins see the portal at another tier; off restores the real one (nothing changes for the supplier or couples)',
    demoModeChangeSchema,
    (change, body) => setDemoMode(db, change, body.enabled ? body.tier : null),
  );
  adminChange(
    'unlink-user',
    "Unlink a user from the supplier; 400 'Cannot unlink user - invalid uid' for an empty or unknown id, 409 last-admin",
    unlinkUserSchema,
    (change, body) => unlinkUser(db, change, body.userId),
  );

  app.get(
    '/api/admin/suppliers/:id/audit',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: "The supplier's admin audit log, newest first (who, when, before, after)",
        params,
        response: { 200: auditLogSchema },
      },
    },
    async (request) => readAuditLog(db, (await requireSupplierAccess(request, request.params.id)).supplier.id),
  );

  app.get(
    '/api/admin/suppliers/:id/spam-reports',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary:
          "The supplier's spam threshold and its Report spam / Not spam verdicts with the scores and reasons they judged, newest first",
        params,
        response: { 200: spamReportsSchema },
      },
    },
    async (request) => readSpamReports(db, (await requireSupplierAccess(request, request.params.id)).supplier.id),
  );
};
