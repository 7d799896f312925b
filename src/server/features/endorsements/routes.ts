import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { endorsementSchema, endorsementsResponseSchema, maxEndorsements } from '../../../domain/endorsements.ts';
import { photoMaxBytes, photoMaxMegabytes, photoUploadErrors } from '../../../domain/photos/photo-files.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { badRequest } from '../../http/errors.ts';
import { photoOfPart } from '../photos/upload.ts';
import { readEndorsements } from './read.ts';
import { deleteEndorsement, saveEndorsement, setEndorsementPhoto } from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const endorsementParams = supplierParams.extend({ endorsementId: z.string().min(1).max(128) });

/** /endorsements: the supplier's testimonials (issue 12). Reading needs any role, changing editor. */
export const endorsementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { storage } = deps.providers;
  await app.register(multipart, { limits: { fileSize: photoMaxBytes, files: 1, fields: 0 } });
  const base = '/api/supplier/:supplierId/endorsements';

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['endorsements'],
        summary: "The supplier's testimonials, newest first",
        params: supplierParams,
        response: { 200: endorsementsResponseSchema },
      },
    },
    async (request) => {
      const { supplier } = await requireSupplierAccess(request, request.params.supplierId);
      return { endorsements: await readEndorsements(db, storage, supplier.id), max: maxEndorsements };
    },
  );

  app.post(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['endorsements'],
        summary: `Saves a testimonial: with an id that one (404 when the supplier has none of that id), without one a new one; 400 validation (fields), 409 limit-reached (${maxEndorsements})`,
        params: supplierParams,
        // checked by the domain's schema in the service (field errors as i18n keys; "today" is the server's)
        body: z.record(z.string(), z.unknown()),
        response: { 200: endorsementSchema },
      },
    },
    async (request) =>
      saveEndorsement(
        db,
        storage,
        await requireSupplierAccess(request, request.params.supplierId),
        request.body,
        new Date(),
      ),
  );

  app.delete(
    `${base}/:endorsementId`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: { tags: ['endorsements'], summary: 'Deletes a testimonial and its photo', params: endorsementParams },
    },
    async (request, reply) => {
      await deleteEndorsement(
        db,
        storage,
        request.log,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.endorsementId,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:endorsementId/photo`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['endorsements'],
        summary: `Sets the testimonial's photo, replacing the one it had (multipart, one file: JPEG, PNG or WebP, at most ${photoMaxMegabytes} MB); 400 unsupported-file-type, file-too-large`,
        consumes: ['multipart/form-data'],
        params: endorsementParams,
        response: { 200: endorsementSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      const noPhoto = () =>
        badRequest('validation', 'Send one photo as multipart/form-data', { photos: photoUploadErrors.none });
      const onePhoto = () =>
        badRequest('too-many-files', 'Send one photo, not more', { photos: 'endorsements:errors.onePhoto' });
      if (!request.isMultipart()) throw noPhoto();
      const parts = request.files();
      let images;
      try {
        const first = await parts.next();
        if (first.done) throw noPhoto();
        images = await photoOfPart(request, first.value);
        // a second file is refused, not ignored (the limit of one file ends the parts with an error)
        if (!(await parts.next()).done) throw onePhoto();
      } catch (error) {
        if (error instanceof app.multipartErrors.FilesLimitError) throw onePhoto();
        if (error instanceof app.multipartErrors.FieldsLimitError) throw noPhoto();
        throw error;
      }
      return setEndorsementPhoto(db, storage, request.log, access, request.params.endorsementId, images, new Date());
    },
  );

  app.delete(
    `${base}/:endorsementId/photo`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['endorsements'],
        summary: "Removes the testimonial's photo",
        params: endorsementParams,
        response: { 200: endorsementSchema },
      },
    },
    async (request) =>
      setEndorsementPhoto(
        db,
        storage,
        request.log,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.endorsementId,
        null,
        new Date(),
      ),
  );
};
