import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { photoMaxBytes, photoMaxFilesPerUpload, photoMaxMegabytes } from '../../../domain/photos/photo-files.ts';
import {
  photoApprovedRequestSchema,
  photoDeleteRequestSchema,
  photoDeleteResultSchema,
  photoListSchema,
  photoOrderRequestSchema,
  photoUploadResultSchema,
} from '../../../domain/photos/photos-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requirePlatformAdmin } from '../../access/platform-admin.ts';
import { deletePhotos, listPhotos, reorderPhotos, setPhotoApproved } from './service.ts';
import { receivePhotoUpload } from './upload.ts';

const supplierIdParams = z.object({ supplierId: z.string().min(1).max(128) });
const photoParams = supplierIdParams.extend({ photoId: z.string().min(1).max(128) });

/** /photos: the supplier's gallery (issue 4; spec section 3 "Photo"). Reading needs any role, changing editor. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { storage } = deps.providers;
  await app.register(multipart, { limits: { fileSize: photoMaxBytes, files: photoMaxFilesPerUpload, fields: 0 } });
  const gallery = async (supplierId: string) => ({ photos: await listPhotos(db, storage, supplierId) });

  app.get(
    '/api/supplier/:supplierId/photos',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['photos'],
        summary: "The supplier's photos in gallery order",
        params: supplierIdParams,
        response: { 200: photoListSchema },
      },
    },
    async (request) => gallery((await requireSupplierAccess(request, request.params.supplierId)).supplier.id),
  );

  app.post(
    '/api/supplier/:supplierId/photos',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['photos'],
        summary: `Upload a batch of photos (multipart, any field name): JPEG, PNG or WebP, at most ${photoMaxMegabytes} MB each and ${photoMaxFilesPerUpload} a request. 400 unsupported-file-type, file-too-large, too-many-files; nothing is kept when one file is refused`,
        consumes: ['multipart/form-data'],
        params: supplierIdParams,
        response: { 201: photoUploadResultSchema },
      },
    },
    async (request, reply) => {
      const { supplier } = await requireSupplierAccess(request, request.params.supplierId);
      const uploaded = await receivePhotoUpload(request, supplier.id);
      return reply.status(201).send({ uploaded, ...(await gallery(supplier.id)) });
    },
  );

  app.put(
    '/api/supplier/:supplierId/photos/order',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['photos'],
        summary:
          'Save a new order: every photo id of the gallery once, first to last. 409 photos-changed when the gallery changed meanwhile',
        params: supplierIdParams,
        body: photoOrderRequestSchema,
        response: { 200: photoListSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.supplierId);
      await reorderPhotos(db, supplier.id, request.body.ids);
      return gallery(supplier.id);
    },
  );

  app.post(
    '/api/supplier/:supplierId/photos/delete',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['photos'],
        summary: 'Delete photos and their files (ids not in the gallery are ignored); answers how many went',
        params: supplierIdParams,
        body: photoDeleteRequestSchema,
        response: { 200: photoDeleteResultSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.supplierId);
      const deleted = await deletePhotos(db, storage, supplier.id, request.body.ids, request.log);
      return { deleted, ...(await gallery(supplier.id)) };
    },
  );

  app.put(
    '/api/supplier/:supplierId/photos/:photoId/approved',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['photos'],
        summary: 'Approve a photo or take the approval back (platform admins only: 403 platform-admin-required)',
        params: photoParams,
        body: photoApprovedRequestSchema,
        response: { 200: photoListSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.supplierId);
      await requirePlatformAdmin(request);
      await setPhotoApproved(db, supplier.id, request.params.photoId, request.body.approved);
      return gallery(supplier.id);
    },
  );
};
