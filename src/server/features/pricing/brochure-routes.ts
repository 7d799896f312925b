import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { brochureTitleSchema, supplierBrochureSchema } from '../../../domain/pricing/brochure-schemas.ts';
import { brochureLimit, brochureMaxBytes } from '../../../domain/pricing/brochures.ts';
import { brochuresResponseSchema } from '../../../domain/pricing/pricing-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { badRequest } from '../../http/errors.ts';
import {
  brochureError,
  deleteBrochure,
  readBrochures,
  renameBrochure,
  uploadBrochure,
  type UploadedBrochure,
} from './brochures.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const brochureParams = supplierParams.extend({ brochureId: z.string().min(1).max(128) });

/** /pricing brochures: PDF uploads through the storage provider (spec "Brochure", section 5 upload errors). */
export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { storage } = deps.providers;
  await app.register(multipart, { limits: { fileSize: brochureMaxBytes, files: 1, fields: 0 } });

  app.get(
    '/api/supplier/:supplierId/brochures',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: 'The brochures (oldest first) with the limit and the largest file size',
        params: supplierParams,
        response: { 200: brochuresResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return {
        brochures: await readBrochures(db, storage, access.supplier.id),
        limit: brochureLimit,
        maxBytes: brochureMaxBytes,
      };
    },
  );

  app.post(
    '/api/supplier/:supplierId/brochures',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary:
          'Upload a brochure (multipart field "file": a PDF of at most 10 MB, 5 per supplier). 400 brochure-limit-reached, brochure-file-size or brochure-file-type; 500 brochure-unknown-error',
        consumes: ['multipart/form-data'],
        params: supplierParams,
        response: { 201: supplierBrochureSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      if (!request.isMultipart())
        throw badRequest('validation', 'Send the brochure as multipart/form-data', { file: 'validation:required' });
      let upload: UploadedBrochure;
      try {
        const file = await request.file();
        if (!file) throw badRequest('validation', 'No file was sent', { file: 'validation:required' });
        upload = { fileName: file.filename, body: await file.toBuffer(), truncated: file.file.truncated };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw brochureError('fileSize');
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          throw badRequest('validation', 'Send one file and nothing else', { file: 'validation:invalid' });
        }
        throw error;
      }
      return reply.status(201).send(await uploadBrochure(db, storage, request.log, access, upload, new Date()));
    },
  );

  app.patch(
    '/api/supplier/:supplierId/brochures/:brochureId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['pricing'],
        summary: "Change a brochure's title",
        params: brochureParams,
        body: brochureTitleSchema,
        response: { 200: supplierBrochureSchema },
      },
    },
    async (request) =>
      renameBrochure(
        db,
        storage,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.brochureId,
        request.body,
      ),
  );

  app.delete(
    '/api/supplier/:supplierId/brochures/:brochureId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: { tags: ['pricing'], summary: 'Delete a brochure and its file', params: brochureParams },
    },
    async (request, reply) => {
      await deleteBrochure(
        db,
        storage,
        request.log,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.brochureId,
      );
      return reply.status(204).send();
    },
  );
};
