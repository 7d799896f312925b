import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import {
  conversationResponseSchema,
  replyInputSchema,
  replySentResponseSchema,
} from '../../../domain/enquiries/conversation-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { listConversation, replyToCouple } from './service.ts';

const id = z.string().min(1).max(128);
const enquiryParams = z.object({ id, eid: id });

/** The conversation inside an enquiry (issue 15): read it, and reply to the couple by e-mail. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/inbox/wedding/:id/:eid/messages',
    {
      config: { supplierId: 'params.id' },
      schema: {
        tags: ['enquiries'],
        summary:
          "The enquiry's conversation, oldest first: the team's replies (with their authors) and the couple's answers; 409 enquiry-locked",
        params: enquiryParams,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request) => {
      const access = await requireSupplierAccess(request, request.params.id);
      return listConversation(deps.database.db, deps.providers.storage, access, request.params.eid);
    },
  );

  app.post(
    '/api/inbox/wedding/:id/:eid/messages',
    {
      config: { supplierId: 'params.id', permission: 'edit' },
      schema: {
        tags: ['enquiries'],
        summary:
          "Reply to the couple by e-mail from the enquiry's reply address; marks it replied. 400 no-couple-email; 409 enquiry-locked",
        params: enquiryParams,
        body: replyInputSchema,
        response: { 201: replySentResponseSchema },
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.id);
      const message = await replyToCouple(deps, request.log, access, request.params.eid, request.body.text, new Date());
      return reply.status(201).send({ message });
    },
  );
};
