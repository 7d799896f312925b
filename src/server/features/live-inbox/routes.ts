import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../../domain/zod.ts';
import type { LiveFrame } from '../../../domain/live-inbox.ts';
import { socketTokenSeconds } from '../../../domain/sockets.ts';
import { socketTokenRequestSchema, socketTokenSchema } from '../../../domain/sockets-api.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { frameSender, tokenSocket } from '../../http/sockets.ts';
import { createLiveHub } from './hub.ts';
import { issueLiveToken, redeemLiveToken } from './listeners.ts';

const socketQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * The live inbox (issue 36; every tier): a token call, then one WebSocket per portal tab that hears which enquiries of
 * the supplier changed. The socket only speaks: what a client sends is ignored.
 */
export const liveInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps.database;
  const hub = createLiveHub(db, changes, (error) => app.log.error({ err: error }, 'live inbox delivery failed'));
  app.addHook('onClose', async () => hub.close());

  app.post(
    '/api/live-token',
    {
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags: ['enquiries'],
        summary: `A token for one live inbox connection, used once within ${socketTokenSeconds} s (any role, any tier)`,
        body: socketTokenRequestSchema,
        response: { 200: socketTokenSchema },
      },
    },
    async (request) => issueLiveToken(db, await requireSupplierAccess(request, request.body.supplierId), new Date()),
  );

  const liveSocket = tokenSocket(app.deps.config.APP_URL, (token, now) => redeemLiveToken(db, token, now));
  app.get(
    '/api/live/socket',
    { ...liveSocket.options, schema: { hide: true, querystring: socketQuery } },
    (socket, request) => {
      const send = frameSender<LiveFrame>(socket);
      const close = (code: number, reason: string) => socket.close(code, reason);
      socket.on('close', hub.add({ ...liveSocket.holderOf(request), send, close }));
    },
  );
};
