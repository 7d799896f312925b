import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  bookingFilesRequestSchema,
  bookingFilesResponseSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  bookingsQuerySchema,
  bookingsResponseSchema,
  contactCoupleResponseSchema,
  inviteMessageSchema,
  inviteMessageViewSchema,
  toggleCollaborationResponseSchema,
  toggleCollaborationSchema,
} from '../../../domain/enquiries/couples-api.ts';
import { contactCoupleSchema } from '../../../domain/enquiries/contact-couple-schema.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { badRequest } from '../../http/errors.ts';
import { announceEnquiryChange } from '../live-inbox/announce.ts';
import { contactCouple } from './contact-couple.ts';
import { saveInviteMessage, sendInvite } from './invite.ts';
import { getBooking, getBookingFiles, listBookings, setCollaboration } from './service.ts';

const supplierIdParams = z.object({ supplierId: z.string().min(1).max(128) });
const weddingParams = supplierIdParams.extend({ weddingId: z.string().min(1).max(128) });

/** Couples (bookings), their files and collaboration, and contacting a couple (spec section 7). */
export const couplesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/api/inbox/bookings/:supplierId',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['couples'],
        summary: 'The booked couples (year filter, sort) with stats and the years on offer',
        params: supplierIdParams,
        querystring: bookingsQuerySchema,
        response: { 200: bookingsResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      return listBookings(db, access, request.query.sort, request.query.year, new Date());
    },
  );

  app.post(
    '/api/inbox/booking',
    {
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags: ['couples'],
        summary: "One booking (the couple details page); 404 'could not fetch booking'",
        body: bookingRequestSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.body.supplierId);
      return { booking: await getBooking(db, deps.providers.storage, access, request.body.weddingId) };
    },
  );

  app.post(
    '/api/files/get',
    {
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags: ['couples'],
        summary:
          "The files of a booking shared by the supplier (ownerSupplier true) or by the couple; 404 'could not fetch booking'",
        body: bookingFilesRequestSchema,
        response: { 200: bookingFilesResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.body.supplierId);
      return {
        files: await getBookingFiles(
          db,
          deps.providers.storage,
          access,
          request.body.weddingId,
          request.body.ownerSupplier,
        ),
      };
    },
  );

  app.post(
    '/api/couple-collaboration/toggle',
    {
      config: { supplierId: 'body.supplierId' },
      schema: {
        tags: ['couples'],
        summary:
          "Collaborate with a booked couple or stop; 404 'Error toggling supplier collaborating' without such a booking",
        body: toggleCollaborationSchema,
        response: { 200: toggleCollaborationResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.body.supplierId);
      return setCollaboration(db, access, request.body, new Date());
    },
  );

  app.post(
    '/api/supplier/:supplierId/contact-couple',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['couples'],
        summary:
          "Message a couple of the couples activity; spends one contact-couples credit. 400 'message already sent' (code message-already-sent); 403 tier-required; 409 insufficient-balance or couple-unreachable",
        params: supplierIdParams,
        body: contactCoupleSchema,
        response: { 201: contactCoupleResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      if (request.body.supplierId !== access.supplier.id)
        throw badRequest('validation', 'supplierId differs from the path', { supplierId: 'validation:invalid' });
      const sent = await contactCouple(deps, request.log, access, request.body, new Date());
      // the message starts an enquiry of the supplier (or joins one): the inbox's lists change
      await announceEnquiryChange(deps.database.changes, request.log, access.supplier.id, null);
      return reply.status(201).send(sent);
    },
  );

  app.put(
    '/api/supplier/:supplierId/bookings/:weddingId/invite-message',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['couples'],
        summary:
          "The supplier's invite message for the wedding (an empty one: the default text of the couple's language); 404 'could not fetch booking'",
        params: weddingParams,
        body: inviteMessageSchema,
        response: { 200: inviteMessageViewSchema },
      },
    },
    async (request) =>
      saveInviteMessage(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.weddingId,
        request.body,
        new Date(),
      ),
  );

  app.post(
    '/api/supplier/:supplierId/bookings/:weddingId/invite',
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags: ['couples'],
        summary:
          'Invite the booked couple to collaborate: the invite message by e-mail, collaboration on. 409 couple-unreachable or invite-recently-sent (once a day)',
        params: weddingParams,
        response: { 200: inviteMessageViewSchema.extend({ collaborating: z.boolean() }) },
      },
    },
    async (request) =>
      sendInvite(
        deps,
        request.log,
        await requireSupplierAccess(request, request.params.supplierId),
        request.params.weddingId,
        new Date(),
      ),
  );
};
