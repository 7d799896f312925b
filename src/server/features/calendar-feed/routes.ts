import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { tokenOfFeedFile } from '../../../domain/calendar-feed.ts';
import { calendarFeedResponseSchema } from '../../../domain/calendar-feed-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { notFound } from '../../http/errors.ts';
import { issueFeed, readFeedAddress, renderFeed, revokeFeed } from './service.ts';

const tags = ['calendar-feed'];
const params = z.object({ id: z.string().min(1).max(128) });
const feedNotFound = 'calendar feed not found';

/**
 * The private calendar feed (issue 15): each member makes, replaces and revokes an address of their own (any role: it
 * shows what the member reads in the portal anyway), which ends with their membership.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;

  app.get(
    '/api/supplier/:id/calendar-feed',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags,
        summary: "The signed-in member's private calendar feed address, null while they have none",
        params,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => readFeedAddress(db, config, await requireSupplierAccess(request, request.params.id)),
  );

  app.post(
    '/api/supplier/:id/calendar-feed',
    {
      config: { supplierId: 'params.id', permission: 'read' },
      schema: {
        tags,
        summary:
          'Makes a new secret feed address of the signed-in member; their previous address stops working at once. It ends with their membership. 403 member-only for a platform admin not on the team',
        params,
        response: { 201: calendarFeedResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return reply.status(201).send(await issueFeed(db, config, access, new Date()));
    },
  );

  app.delete(
    '/api/supplier/:id/calendar-feed',
    {
      config: { supplierId: 'params.id', permission: 'read' },
      schema: {
        tags,
        summary: "Revokes the signed-in member's feed address: it answers 404 from then on",
        params,
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.id);
      await revokeFeed(db, access);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      // calendar apps fetch without a session: the 192-bit token is the key; no per-address rate limit, since
      // Google and Microsoft fetch everyone's feeds from a few shared addresses
      config: { public: true },
      schema: {
        tags,
        summary:
          'The iCalendar feed of a secret address ({token}.ics): booked weddings, wedding fairs and held dates as all-day events; 404 for an unknown or revoked token',
        params: z.object({ file: z.string().max(64) }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const token = tokenOfFeedFile(request.params.file);
      const text = token ? await renderFeed(db, config, token, new Date()) : null;
      if (text === null) throw notFound(feedNotFound);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );
};
