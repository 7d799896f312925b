import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coupleErasureInputSchema,
  coupleErasureSchema,
  retentionSettingSchema,
} from '../../../domain/privacy/privacy-api.ts';
import { z } from '../../../domain/zod.ts';
import { platformAdminsOnly, requirePlatformAdmin } from '../../access/platform-admin.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { forwardCookies } from '../auth/forward-cookies.ts';
import { signOut } from '../auth/service.ts';
import { deleteAccount } from './account-deletion.ts';
import { deleteBusiness } from './business-deletion.ts';
import { eraseCouple } from './couple-erasure.ts';
import { readRetentionSetting, saveRetentionSetting } from './retention-setting.ts';

const tags = ['privacy'];

/** Issue 35's calls: deleting one's account, a business's retention period and a platform admin's couple erasure. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const platformMonths = deps.config.ENQUIRY_RETENTION_MONTHS;

  app.post(
    '/api/account/delete',
    {
      schema: {
        tags,
        summary:
          'Deletes the signed-in account {confirmation: its e-mail, currentPassword when it has one} and ends its sessions; 400 validation or wrong-password, 409 hand-over-required (details.businesses: the businesses it is the only admin of)',
        // the service parses with the domain's schema (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteAccount(deps, user, request.body);
      // the sessions went with the account: this ends the browser's cookie too
      const { headers } = await signOut(deps, fromNodeHeaders(request.headers));
      forwardCookies(reply, headers);
      return { ok: true as const };
    },
  );

  const retentionConfig = { supplierId: 'params.supplierId', permission: 'privacy' } as const;
  const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });

  app.get(
    '/api/supplier/:supplierId/retention',
    {
      config: retentionConfig,
      schema: {
        tags,
        summary: 'The business’s retention period of enquiries in months (null: the platform’s) and the platform’s',
        params: supplierParams,
        response: { 200: retentionSettingSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return readRetentionSetting(db, access.supplier.id, platformMonths);
    },
  );

  app.put(
    '/api/supplier/:supplierId/retention',
    {
      config: retentionConfig,
      schema: {
        tags,
        summary: 'Sets the business’s retention period {months: 1 up to the platform’s, or null}; 400 validation',
        params: supplierParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: retentionSettingSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return saveRetentionSetting(db, access.supplier.id, platformMonths, request.body);
    },
  );

  app.post(
    '/api/supplier/:supplierId/delete',
    {
      config: { supplierId: 'params.supplierId', permission: 'deleteBusiness' },
      schema: {
        tags,
        summary:
          'Deletes the business {confirmation: its name}: its enquiries, couples’ data, reviews, photos, files and team go, its accounting stays; 400 validation, 409 plan-running (a plan that still renews) (admin)',
        params: supplierParams,
        // the service parses with the domain's schema (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      await deleteBusiness(deps.database, deps.providers.storage, access, request.body, request.log);
      return { ok: true as const };
    },
  );
};

/** A platform admin erases a couple by e-mail address, for every supplier (/admin/couple-erasure). */
export const coupleErasureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  platformAdminsOnly(app);

  app.post(
    '/api/admin/couple-erasures',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Erases every enquiry, conversation message, booking (files, calendar), review and mail of the address for every supplier; answers how many (platform admins)',
        body: coupleErasureInputSchema,
        response: { 200: coupleErasureSchema },
      },
    },
    async (request) => {
      const admin = await requirePlatformAdmin(request);
      return eraseCouple(deps.database, deps.providers.storage, admin.id, request.body.email, request.log);
    },
  );
};
