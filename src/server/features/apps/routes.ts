import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  instagramConnectResponseSchema,
  instagramStatusSchema,
  instagramSupplierSchema,
} from '../../../domain/apps/instagram-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { requireUser } from '../../auth/session.ts';
import { standInAuthorizePath, standInCode } from '../../providers/instagram/stand-in.ts';
import { appsScreenPath, callbackPath, disconnect, finishConnect, instagramStatus, startConnect } from './service.ts';

const tags = ['apps'];
// Instagram's own parameters come back as they are; anything else is ignored
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** The Instagram app (spec: /api/apps/instagram/connect and /disconnect; tier classic to connect). */
export const instagramRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/apps/instagram',
    {
      config: { supplierId: 'query.supplierId' },
      schema: {
        tags,
        summary: 'The connected Instagram account and its kept posts',
        querystring: instagramSupplierSchema,
        response: { 200: instagramStatusSchema },
      },
    },
    async (request) => instagramStatus(deps, await requireSupplierAccess(request, request.query.supplierId)),
  );

  app.post(
    '/api/apps/instagram/connect',
    {
      config: { supplierId: 'body.supplierId' },
      schema: {
        tags,
        summary:
          "Starts connecting an Instagram professional account: answers Instagram's page to open (403 tier-required below classic)",
        body: instagramSupplierSchema,
        response: { 200: instagramConnectResponseSchema },
      },
    },
    async (request) => startConnect(deps, await requireSupplierAccess(request, request.body.supplierId), new Date()),
  );

  app.get(
    callbackPath,
    {
      schema: {
        tags,
        summary:
          'Where Instagram sends the browser back: stores the account and goes to /apps?instagram=connected|denied|failed',
        querystring: callbackQuery,
      },
    },
    async (request, reply) =>
      reply.redirect(appsScreenPath(await finishConnect(deps, request, request.query, new Date()))),
  );

  app.post(
    '/api/apps/instagram/disconnect',
    {
      config: { supplierId: 'body.supplierId' },
      schema: {
        tags,
        summary: 'Disconnects the Instagram account: its token and posts are deleted',
        body: instagramSupplierSchema,
      },
    },
    async (request, reply) => {
      await disconnect(deps, await requireSupplierAccess(request, request.body.supplierId));
      return reply.status(204).send();
    },
  );

  if (deps.providers.instagram.kind !== 'stand-in') return;
  // the embedded default plays Instagram's authorize page: straight back to the callback with a code
  app.get(
    standInAuthorizePath,
    {
      schema: {
        tags,
        summary: "The stand-in's authorize page (no INSTAGRAM_CLIENT_ID): back to the callback at once",
        querystring: z.object({ state: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      await requireUser(request);
      return reply.redirect(
        `${callbackPath}?${new URLSearchParams({ code: standInCode(), state: request.query.state }).toString()}`,
      );
    },
  );
};
