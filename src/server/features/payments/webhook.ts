import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import { badRequest } from '../../http/errors.ts';
import { InvalidWebhookError } from '../../providers/payments/index.ts';
import { handleProviderEvent } from './provider-events.ts';

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
        tags: ['payments'],
        summary:
          "Events of the payments provider, signed (Stripe-Signature, or the local checkout's signature): credits checkouts, plan subscriptions and their invoices, each applied once",
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
        throw badRequest(
          'invalid-webhook',
          error instanceof InvalidWebhookError ? error.message : 'The webhook body could not be read',
        );
      }
      // a plan event the reader could not make out (an endpoint on an API version before 2025-03-31) is
      // recorded like any other, so it must be seen in the log
      const unreadable =
        (event.type.startsWith('customer.subscription.') && !event.subscription) ||
        (event.type.startsWith('invoice.') && !event.invoice);
      if (unreadable)
        request.log.warn(
          { eventId: event.eventId, type: event.type },
          'payment webhook: a plan event without a readable subscription or invoice',
        );
      const { changedSupplierId, ...handled } = await handleProviderEvent(db, payments.kind, event, new Date());
      request.log.info({ eventId: event.eventId, type: event.type, ...handled }, 'payment webhook');
      // the tier shows on the public page: every node drops its copy
      if (changedSupplierId) await app.deps.database.changes.publish('supplier', changedSupplierId);
      return { received: true as const, ...handled };
    },
  );
};
