import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from '../../../domain/zod.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.engine };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: database.engine });
      }
    },
  );
};
