import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moderationQueueQuerySchema,
  moderationQueueSchema,
  photoDecisionResultSchema,
  photoDecisionSchema,
} from '../../../domain/photos/photo-moderation-api.ts';
import { platformAdminsOnly, requirePlatformAdmin } from '../../access/platform-admin.ts';
import { noteSupplierWrite } from '../../http/supplier-changes.ts';
import { decidePhotos, readModerationQueue } from './moderation.ts';

/** The photo approval queue of platform admins (issue 12), reached from /search. */
export const photoModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps.providers;
  const tags = ['admin'];
  platformAdminsOnly(app);

  app.get(
    '/api/admin/photo-queue',
    {
      schema: {
        tags,
        summary: 'Photos awaiting approval of every supplier, oldest first, 60 a page (platform admins)',
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueSchema },
      },
    },
    async (request) => readModerationQueue(db, storage, request.query.page),
  );

  app.post(
    '/api/admin/photo-queue/decisions',
    {
      schema: {
        tags,
        summary:
          'Approve photos, or reject them with a reason the supplier reads (up to 100 at once; unknown ids are skipped); their suppliers’ public pages change at once',
        body: photoDecisionSchema,
        response: { 200: photoDecisionResultSchema },
      },
    },
    async (request) => {
      const admin = await requirePlatformAdmin(request);
      const { decided, supplierIds } = await decidePhotos(db, admin.id, request.body, new Date());
      for (const supplierId of supplierIds) noteSupplierWrite(request, supplierId);
      return { decided };
    },
  );
};
