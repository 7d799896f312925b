import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { analyticsRateLimit, identifyCalls, type IdentifyKind } from '../../../domain/analytics-events.ts';
import { identifyEventNames, identifyRequestSchema } from '../../../domain/analytics-identify.ts';
import { analyticsEventSchema } from '../../../domain/analytics.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { getSessionUser } from '../../auth/session.ts';
import { storeIdentify } from './identify.ts';
import { storeEvent } from './service.ts';

const identifySummaries: Record<IdentifyKind, string> = {
  supplierLevel:
    "Identify the supplier's level for analytics: records its stored tier (tier, tierValue, premium, paid, trialActive, payPerEnquiry)",
  supplierClaimed:
    'Identify whether the supplier is claimed for analytics: records claimed (somebody holds a role on it) and teamSize',
};

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // per client address and node, in memory: an event is too cheap to pay a database round trip for its limit
  await app.register(rateLimit, {
    global: true,
    max: analyticsRateLimit.max,
    timeWindow: analyticsRateLimit.timeWindowMs,
  });

  app.post(
    '/api/a/t',
    {
      config: { public: true },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event (signed in or anonymous)',
        body: analyticsEventSchema,
        response: { 204: z.null().describe('stored') },
      },
    },
    async (request, reply) => {
      await storeEvent(app.deps.database.db, request.body, await getSessionUser(request));
      return reply.status(204).send(null);
    },
  );

  for (const [kind, path] of Object.entries(identifyCalls) as [IdentifyKind, string][]) {
    app.post(
      path,
      {
        // any role of the supplier: a viewer using the portal is identified like its owner
        config: { supplierId: 'body.supplierId', permission: 'read' },
        bodyLimit: 16 * 1024,
        schema: {
          tags: ['analytics'],
          summary: identifySummaries[kind],
          description: `Stored as a '${identifyEventNames[kind]}' event (source cms, category identify; never counted in the statistics) with the traits read from the database as identifyProps and the client's props (at most 20 scalar values) as specificEventProps. 404 for a supplier the user may not act for.`,
          body: identifyRequestSchema,
          response: { 204: z.null().describe('stored') },
        },
      },
      async (request, reply) => {
        const access = await requireSupplierAccess(request, request.body.supplierId);
        await storeIdentify(app.deps.database.db, kind, access, request.body, new Date());
        return reply.status(204).send(null);
      },
    );
  }
};
