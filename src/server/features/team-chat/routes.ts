import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from '../../../domain/zod.ts';
import { fieldErrors } from '../../../domain/form-errors.ts';
import {
  chatClientFrameSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatOverviewSchema,
  chatReadRequestSchema,
  chatSupportRequestSchema,
  chatUnreadSchema,
  type ChatServerFrame,
} from '../../../domain/team-chat-api.ts';
import { socketTokenRequestSchema, socketTokenSchema } from '../../../domain/sockets-api.ts';
import { socketTokenSeconds } from '../../../domain/sockets.ts';
import { maxChatMessageLength } from '../../../domain/team-chat.ts';
import { requireSupplierAccess } from '../../access/supplier-access.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { unstorableText } from '../../http/request-guards.ts';
import { frameSender, tokenSocket } from '../../http/sockets.ts';
import { audienceChangedKey, chatKey, createChatHub } from './hub.ts';
import { issueChatToken, redeemChatToken, setSupportInvite, type ChatMember } from './members.ts';
import {
  chatHistory,
  chatOverview,
  chatUnreadTotal,
  markChatRead,
  missedMessages,
  storeChatMessage,
} from './service.ts';

const supplierParams = z.object({ supplierId: z.string().min(1).max(128) });
const socketQuery = z.object({
  token: z.string().min(1).max(200),
  after: z.coerce.number().int().nonnegative().optional(),
});
const tags = ['team-chat'];

/**
 * /team-chat (issue 13; tier lite): the token call, the overview, history and read markers over HTTP, and
 * the messages themselves over one WebSocket per open chat screen.
 */
export const teamChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps.database;
  const base = '/api/supplier/:supplierId/team-chat';
  const hub = createChatHub(db, changes, (error) => app.log.error({ err: error }, 'team chat delivery failed'));
  app.addHook('onClose', async () => hub.close());

  app.post(
    '/api/chat-token',
    {
      config: { supplierId: 'body.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: `A token for one chat connection, used once within ${socketTokenSeconds} s (any role; 403 tier-required below lite)`,
        body: socketTokenRequestSchema,
        response: { 200: socketTokenSchema },
      },
    },
    async (request) => issueChatToken(db, await requireSupplierAccess(request, request.body.supplierId), new Date()),
  );

  app.get(
    base,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'The members, the unread counts per conversation and whether the reader may write',
        params: supplierParams,
        response: { 200: chatOverviewSchema },
      },
    },
    async (request) => chatOverview(db, await requireSupplierAccess(request, request.params.supplierId), new Date()),
  );

  app.get(
    `${base}/unread`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'The reader’s unread messages (the menu’s count)',
        params: supplierParams,
        response: { 200: chatUnreadSchema },
      },
    },
    async (request) => chatUnreadTotal(db, await requireSupplierAccess(request, request.params.supplierId)),
  );

  app.get(
    `${base}/messages`,
    {
      config: { supplierId: 'params.supplierId' },
      schema: {
        tags,
        summary: 'A page of a conversation (team, or dm:<user id>), oldest first, before a message id',
        params: supplierParams,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema },
      },
    },
    async (request) =>
      chatHistory(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.query.conversation,
        request.query.before,
      ),
  );

  app.post(
    `${base}/read`,
    {
      config: { supplierId: 'params.supplierId', permission: 'read' },
      schema: {
        tags,
        summary: 'Marks a conversation read up to a message (any role)',
        params: supplierParams,
        body: chatReadRequestSchema,
      },
    },
    async (request, reply) => {
      await markChatRead(
        db,
        await requireSupplierAccess(request, request.params.supplierId),
        request.body.conversation,
        request.body.upTo,
      );
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/support`,
    {
      config: { supplierId: 'params.supplierId', permission: 'team' },
      schema: {
        tags,
        summary:
          'Invites platform support into the team channel, or ends the invitation (team admins; 403 members-only for support itself)',
        params: supplierParams,
        body: chatSupportRequestSchema,
      },
    },
    async (request, reply) => {
      const access = await requireSupplierAccess(request, request.params.supplierId);
      await setSupportInvite(db, access, request.body.invited);
      // support's open sockets on every node close once it is no longer invited
      if (!request.body.invited) await changes.publish('chat', audienceChangedKey(access.supplier.id));
      return reply.status(204).send();
    },
  );

  const chatSocket = tokenSocket(app.deps.config.APP_URL, (token, now) => redeemChatToken(db, token, now));
  app.get(
    '/api/chat/socket',
    { ...chatSocket.options, schema: { hide: true, querystring: socketQuery } },
    (socket, request) => {
      const member = chatSocket.holderOf(request);
      const send = frameSender<ChatServerFrame>(socket);
      // in the hub before the catch-up is read: a message sent meanwhile comes twice rather than never (clients keep
      // one per id)
      socket.on('close', hub.add({ ...member, send, close: (code, reason) => socket.close(code, reason) }));
      // one message at a time per socket: stored (and numbered) in the order the member sent them
      let received = Promise.resolve();
      socket.on('message', (data) => {
        received = received.then(() => receive(member, String(data), send));
      });
      const after = request.query.after;
      // a failure closes the socket in the catch
      void (async () => {
        const missed = after === undefined ? [] : await missedMessages(db, member, after);
        for (const message of missed ?? []) send({ type: 'message', message });
        send({ type: 'ready', caughtUp: missed !== null });
      })().catch((error: unknown) => closeOnError(socket, error));
    },
  );

  /** One frame of a client: a message stored and put on the bus, or an error frame naming the field. */
  async function receive(member: ChatMember, data: string, send: (frame: ChatServerFrame) => void) {
    let ref: string | null = null;
    try {
      const frame = chatClientFrameSchema.safeParse(parseJson(data));
      if (!frame.success) throw badRequest('validation', 'Not a chat frame', fieldErrors(frame.error));
      ref = frame.data.ref ?? null;
      const unstorableField = unstorableText(frame.data);
      if (unstorableField)
        throw badRequest('validation', 'A field holds a character that cannot be stored', {
          [unstorableField]: 'validation:unsavableCharacter',
        });
      const id = await storeChatMessage(db, member, frame.data.conversation, frame.data.text);
      send({ type: 'sent', ref, id });
      await changes.publish('chat', chatKey(id, member.supplierId));
    } catch (error) {
      if (!(error instanceof AppError)) app.log.error({ err: error }, 'team chat message failed');
      const [field, message] =
        error instanceof AppError
          ? (Object.entries(error.fields ?? {})[0] ?? [null, error.message])
          : [null, 'common:errors.generic'];
      send({ type: 'error', ref, code: error instanceof AppError ? error.code : 'internal', field, message });
    }
  }

  function closeOnError(socket: WebSocket, error: unknown) {
    app.log.error({ err: error }, 'team chat catch-up failed');
    socket.close(1011, 'internal');
  }
};

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw badRequest('validation', 'Not JSON', { _: 'teamChat:errors.frame' });
  }
}

/**
 * Socket frames carry at most a message of the longest text in any script (4 bytes a character), and JSON's quoting.
 */
export const chatMaxPayload = 4 * maxChatMessageLength * 2 + 1024;
