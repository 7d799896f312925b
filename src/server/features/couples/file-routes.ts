import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { bookingFileMaxBytes } from '../../../domain/enquiries/booking-files.ts';
import { bookingFileResponseSchema } from '../../../domain/enquiries/couples-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { badRequest } from '../../http/errors.ts';
import { bookingFileError, deleteBookingFile, uploadBookingFile, type UploadedBookingFile } from './booking-files.ts';

const weddingParams = z.object({ supplierId: z.string().min(1).max(128), weddingId: z.string().min(1).max(128) });
const fileParams = weddingParams.extend({ fileId: z.string().min(1).max(128) });

/** Files the supplier shares with a booked couple (issue 13); reading them is POST /api/files/get. */
export const bookingFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { storage } = deps.providers;
  await app.register(multipart, { limits: { fileSize: bookingFileMaxBytes, files: 1, fields: 0 } });

  app.post(
    '/api/supplier/:supplierId/bookings/:weddingId/files',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['couples'],
        summary:
          'Share a file with a booked couple (multipart field "file": PDF, image, Office or OpenDocument file or plain text, at most 20 MB, 50 per booking). 400 booking-file-type, booking-file-size or booking-file-limit; 404 \'could not fetch booking\'',
        consumes: ['multipart/form-data'],
        params: weddingParams,
        response: { 201: bookingFileResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      if (!request.isMultipart()) throw bookingFileError('none');
      let upload: UploadedBookingFile;
      try {
        const file = await request.file();
        if (!file) throw bookingFileError('none');
        upload = { fileName: file.filename, body: await file.toBuffer(), truncated: file.file.truncated };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw bookingFileError('size');
        if (
          error instanceof app.multipartErrors.FilesLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError
        ) {
          throw badRequest('validation', 'Send one file and nothing else', { file: 'validation:invalid' });
        }
        throw error;
      }
      const file = await uploadBookingFile(
        db,
        storage,
        request.log,
        access,
        request.params.weddingId,
        upload,
        new Date(),
      );
      return reply.status(201).send({ file });
    },
  );

  app.delete(
    '/api/supplier/:supplierId/bookings/:weddingId/files/:fileId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['couples'],
        summary: "Delete a file the supplier shared with a booked couple; 403 not-your-file for the couple's files",
        params: fileParams,
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      await deleteBookingFile(
        db,
        storage,
        request.log,
        access,
        request.params.weddingId,
        request.params.fileId,
        new Date(),
      );
      return reply.status(204).send();
    },
  );
};
