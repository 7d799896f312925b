import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsRateLimit } from '../../../domain/analytics-events.ts';
import { analyticsEventSchema } from '../../../domain/analytics.ts';
import { getSessionUser } from '../../auth/session.ts';
import { storeEvent } from './service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // per client address and node, in memory: an event is too cheap to pay a database round trip for its limit
  await app.register(rateLimit, { global: true, max: analyticsRateLimit.max, timeWindow: analyticsRateLimit.timeWindowMs });

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
};
