import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { removalDecisionInputSchema, reviewRemovalsResponseSchema } from '../../../domain/reviews/reviews-api.ts';
import { platformAdminsOnly, requirePlatformAdmin } from '../../access/platform-admin.ts';
import { noteSupplierWrite } from '../../http/supplier-changes.ts';
import { decideRemoval, readRemovalRequests } from './removals.ts';

/** Platform admins decide on suppliers' requests to remove a review (/review-removals, reached from /search). */
export const reviewRemovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps.providers;
  const tags = ['admin'];
  platformAdminsOnly(app);

  app.get(
    '/api/admin/review-removals',
    {
      schema: {
        tags,
        summary: 'Reviews whose suppliers asked for their removal, oldest request first (platform admins)',
        response: { 200: reviewRemovalsResponseSchema },
      },
    },
    async () => ({ removals: await readRemovalRequests(db) }),
  );

  app.post(
    '/api/admin/review-removals/:reviewId',
    {
      schema: {
        tags,
        summary:
          'Removes the review (with its photos) or keeps it; recorded in the supplier’s admin audit log; 404 when no removal is waiting',
        params: z.object({ reviewId: z.string().min(1).max(128) }),
        body: removalDecisionInputSchema,
      },
    },
    async (request, reply) => {
      const admin = await requirePlatformAdmin(request);
      const supplierId = await decideRemoval(
        db,
        storage,
        request.log,
        admin.id,
        request.params.reviewId,
        request.body.decision,
        new Date(),
      );
      noteSupplierWrite(request, supplierId);
      return reply.status(204).send();
    },
  );
};
