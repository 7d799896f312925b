import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { webhookEndpointLimit } from '../../../domain/webhooks.ts';
import {
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookLogSchema,
} from '../../../domain/webhooks-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import {
  createEndpoint,
  deleteEndpoint,
  endpointLog,
  listEndpoints,
  queueTestEvent,
  rotateSecret,
  updateEndpoint,
} from './service.ts';
import { deliverSoon } from './webhook-job.ts';
import { webhookSecretBox } from './secret-storage.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const endpointParams = supplierParams.extend({ endpointId: z.string().min(1).max(128) });
const tags = ['webhooks'];
/**
 * Every webhook call is the supplier's admins' (roles.ts `integrations`): addresses and secrets reach outside the
 * portal.
 */
const config = { supplierId: 'params.supplierId', permission: 'integrations' } as const;

/**
 * /settings/webhooks (issue 15): a supplier's signed webhook endpoints, their secrets (shown once, rotated
 * with a day's grace), a test event and the delivery log. Delivery itself is the worker's (webhook-job.ts).
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config: settings } = app.deps;
  const { db } = database;
  const allowLocal = settings.WEBHOOKS_ALLOW_LOCAL;
  const secrets = webhookSecretBox(settings);
  const base = '/api/supplier/:supplierId/webhooks';

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'The webhook endpoints (admin role), without their secrets',
        params: supplierParams,
        response: { 200: webhookEndpointListSchema },
      },
    },
    async (request) => ({
      endpoints: await listEndpoints(db, await requireSupplierAccess(request, request.params.supplierId), new Date()),
      limit: webhookEndpointLimit,
    }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: `Register an endpoint (https, public address; at most ${webhookEndpointLimit}); the answer holds its secret, shown this once. 400 webhook-url with the url field's reason, 409 webhook-limit`,
        params: supplierParams,
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return reply.status(201).send(await createEndpoint(db, access, request.body, secrets, allowLocal, new Date()));
    },
  );

  app.put(
    `${base}/:endpointId`,
    {
      config,
      schema: {
        tags,
        summary: 'Change an endpoint: address, description, events, on or off (400 webhook-url as on registration)',
        params: endpointParams,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) =>
      updateEndpoint(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.endpointId,
        request.body,
        allowLocal,
        new Date(),
      ),
  );

  app.delete(
    `${base}/:endpointId`,
    {
      config,
      schema: { tags, summary: 'Delete an endpoint with its queued deliveries and log', params: endpointParams },
    },
    async (request, reply) => {
      await deleteEndpoint(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.endpointId,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:endpointId/rotate-secret`,
    {
      config,
      schema: {
        tags,
        summary: 'A new secret, shown this once; the previous one still signs for 24 hours',
        params: endpointParams,
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request) =>
      rotateSecret(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.endpointId,
        secrets,
        new Date(),
      ),
  );

  app.post(
    `${base}/:endpointId/test`,
    {
      config,
      schema: {
        tags,
        summary:
          'Queue a webhook.test event for this endpoint and start sending it; the log shows the answer. 409 webhook-disabled',
        params: endpointParams,
        response: { 202: z.object({ messageId: z.string() }) },
      },
    },
    async (request, reply) => {
      const queued = await queueTestEvent(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.endpointId,
        new Date(),
      );
      deliverSoon(database, settings, request.log);
      return reply.status(202).send(queued);
    },
  );

  app.get(
    `${base}/:endpointId/log`,
    {
      config,
      schema: {
        tags,
        summary: `The delivery log: the newest attempts (at most 100) with status code, duration and the start of the answer`,
        params: endpointParams,
        response: { 200: webhookLogSchema },
      },
    },
    async (request) =>
      endpointLog(db, await requireSupplierAccess(request, request.params.supplierId), request.params.endpointId),
  );
};
