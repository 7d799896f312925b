import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  addVideoSchema,
  videoChangeResponseSchema,
  videoMetaRequestSchema,
  videoMetaSchema,
  videosQuerySchema,
  videosResponseSchema,
} from '../../../domain/videos/videos-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { listVideos } from './read.ts';
import { addVideo, deleteVideo, lookUpVideoMeta } from './service.ts';

const supplierIdParams = z.object({ supplierId: z.string().min(1).max(128) });
const videoParams = supplierIdParams.extend({ videoId: z.string().min(1).max(128) });
const errors =
  '400 incorrect-url (fields.url); 409 already-exists or limit-reached; 422 video-not-found (the lookup failed)';

/** Videos and video tours (spec: /videos, /video-tours, POST /api/video-meta). */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;
  const { videoMeta } = deps.providers;

  app.post(
    '/api/video-meta',
    {
      schema: {
        tags: ['videos'],
        summary:
          'Title and thumbnail of a video link through oEmbed (type: youtube, vimeo, matterport or googlemaps; vid: its id); 400 incorrect-url, 422 video-not-found',
        body: videoMetaRequestSchema,
        response: { 200: videoMetaSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      return lookUpVideoMeta(videoMeta, request.body);
    },
  );

  app.get(
    '/api/supplier/:supplierId/videos',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['videos'],
        summary: 'One list of the supplier (type video or videoTour) in the order added',
        params: supplierIdParams,
        querystring: videosQuerySchema,
        response: { 200: videosResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return { type: request.query.type, videos: await listVideos(db, access.supplier.id, request.query.type) };
    },
  );

  app.post(
    '/api/supplier/:supplierId/videos',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['videos'],
        summary: `Adds a link to the videos or video tours (tours: venues only, 403 not-offered to others and tier-required below lite); ${errors}`,
        params: supplierIdParams,
        body: addVideoSchema,
        response: { 201: videoChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return reply.status(201).send(await addVideo(db, videoMeta, access, request.body, new Date()));
    },
  );

  app.delete(
    '/api/supplier/:supplierId/videos/:videoId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['videos'],
        summary: 'Deletes a video or tour; emits videoDeleted with the new count',
        params: videoParams,
        response: { 200: videoChangeResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return deleteVideo(db, access, request.params.videoId, new Date());
    },
  );
};
