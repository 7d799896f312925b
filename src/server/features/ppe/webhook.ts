import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { InvalidWebhookError } from '../../providers/payments/index.ts';
import { handlePaymentEvent } from './checkout.ts';

/**
 * The payments provider's webhook. Signatures are computed over the exact bytes sent, so this plugin
 * (encapsulated: the rest of the API still parses JSON) keeps the body raw.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { payments } = app.deps.providers;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/webhook',
    {
      config: { public: true, anyOrigin: true },
      schema: {
        tags: ['pay-per-enquiry'],
        summary: "Checkout events of the payments provider, signed (Stripe-Signature, or the local checkout's signature); credits once per payment",
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean(), credited: z.number().int() }) },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('invalid-webhook', 'The webhook has no body');
      let event;
      try {
        event = payments.parseWebhook(body, request.headers);
      } catch (error) {
        // a bad signature, or a body that is not the provider's JSON: the sender's fault, never ours
        throw badRequest('invalid-webhook', error instanceof InvalidWebhookError ? error.message : 'The webhook body could not be read');
      }
      const handled = await handlePaymentEvent(db, payments.kind, event, new Date());
      request.log.info({ eventId: event.eventId, type: event.type, ...handled }, 'payment webhook');
      return { received: true as const, ...handled };
    },
  );
};
