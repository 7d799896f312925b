import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  callRequestSchema,
  callRequestStateSchema,
  openCallRequestsSchema,
} from '../../../domain/call-requests-api.ts';
import { callNoteMaxLength } from '../../../domain/call-requests.ts';
import { platformAdminsOnly, requirePlatformAdmin } from '../../access/platform-admin.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { bookCall, cancelCall, markCallDone, readCallRequestState, readOpenCallRequests } from './service.ts';

const tags = ['call requests'];
const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const requestParams = z.object({ requestId: z.string().min(1).max(128) });

/**
 * "Book a call" (free tier, non-venues; venues 403 not-offered): the supplier's open request, booking one and
 * cancelling it. Any member may ask for a call, as for help (permission read).
 */
export const callRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const base = '/api/supplier/:supplierId/call-request';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: 'The supplier’s open call request, if any, the listing’s phone and the working days a call can be on',
        params: supplierParams,
        response: { 200: callRequestStateSchema },
      },
    },
    async (request) =>
      readCallRequestState(db, await requireSupplierAccess(request, request.params.supplierId), new Date()),
  );

  app.post(
    base,
    {
      config: { supplierId: 'params.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: `Books a call {phone, day, window, topic, note? (≤ ${callNoteMaxLength})}, mailed to the account team; 400 validation (fields), 403 not-offered (venues) or tier-required (free), 409 call-already-booked`,
        params: supplierParams,
        // checked by the domain's schema in the service, which needs the supplier's country (field errors as i18n keys)
        body: z.record(z.string(), z.unknown()),
        response: { 200: callRequestSchema },
      },
    },
    async (request) =>
      bookCall(
        deps,
        request.log,
        await requireSupplierAccess(request, request.params.supplierId),
        request.body,
        new Date(),
      ),
  );

  app.delete(
    `${base}/:requestId`,
    {
      config: { supplierId: 'params.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: 'Cancels the supplier’s open call request; 404 when it is no longer open',
        params: supplierParams.merge(requestParams),
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      await cancelCall(db, access, request.params.requestId, new Date());
      return reply.status(204).send();
    },
  );
};

/** The account team's list of open call requests and "Mark as done" (platform admins, /call-requests). */
export const callRequestAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const tags = ['admin'];
  platformAdminsOnly(app);

  app.get(
    '/api/admin/call-requests',
    {
      schema: {
        tags,
        summary: 'Open call requests of every supplier, newest first (platform admins)',
        response: { 200: openCallRequestsSchema },
      },
    },
    async () => readOpenCallRequests(db),
  );

  app.post(
    '/api/admin/call-requests/:requestId/done',
    {
      schema: {
        tags,
        summary: 'Marks a call request as done, recording the admin; 404 when it is no longer open',
        params: requestParams,
      },
    },
    async (request, reply) => {
      const user = await requirePlatformAdmin(request);
      await markCallDone(db, user.id, request.params.requestId, new Date());
      return reply.status(204).send();
    },
  );
};
