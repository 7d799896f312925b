import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { SocketToken } from '../../../domain/sockets.ts';
import type { ChatHistory, ChatOverview, ChatServerFrame } from '../../../domain/team-chat-api.ts';
import { chatPageSize, directConversation, maxChatMessageLength } from '../../../domain/team-chat.ts';
import { buildApp, type App } from '../../app.ts';
import { chatMessages, chatTokens, supplierUsers } from '../../db/schema/index.ts';
import { createProviders } from '../../providers/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, openTestDatabase, type TestContext } from '../../test/test-app.ts';

/** A client of the chat socket: the frames it got, and a wait for the next one that matches. */
interface Client {
  socket: WebSocket;
  frames: ChatServerFrame[];
  waitFor<F extends ChatServerFrame>(match: (frame: ChatServerFrame) => frame is F): Promise<F>;
  waitFor(match: (frame: ChatServerFrame) => boolean): Promise<ChatServerFrame>;
  send(conversation: string, text: string, ref?: string): void;
  /** The close code, once the server closed the socket. */
  closed: Promise<number>;
}

const messageSaying = (text: string) => (frame: ChatServerFrame) =>
  frame.type === 'message' && frame.message.text === text;
const isReady = (frame: ChatServerFrame) => frame.type === 'ready';

describe('team chat (/team-chat)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const token = (user: CreatedUser, supplierId: string, app: App = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/chat-token', payload: { supplierId }, headers: { cookie: user.cookie } });
  const get = <T>(user: CreatedUser, url: string) =>
    ctx.app
      .inject({ url, headers: { cookie: user.cookie } })
      .then((res) => ({ status: res.statusCode, body: res.json<T>() }));
  const stored = (supplierId: string) =>
    ctx.database.db.select().from(chatMessages).where(eq(chatMessages.supplierId, supplierId));

  async function connect(
    user: CreatedUser,
    supplierId: string,
    options: { app?: App; after?: number; origin?: string } = {},
  ): Promise<Client> {
    const app = options.app ?? ctx.app;
    const res = await token(user, supplierId, app);
    expect(res.statusCode, res.body).toBe(200);
    return open(app, res.json<SocketToken>().token, options);
  }

  async function open(app: App, chatToken: string, options: { after?: number; origin?: string } = {}): Promise<Client> {
    const frames: ChatServerFrame[] = [];
    const waiting = new Set<() => void>();
    const query = `token=${encodeURIComponent(chatToken)}${options.after === undefined ? '' : `&after=${options.after}`}`;
    let closed!: Promise<number>;
    const socket = await app.injectWS(
      `/api/chat/socket?${query}`,
      { headers: options.origin ? { origin: options.origin } : {} },
      {
        onInit: (ws) => {
          closed = new Promise((resolve) => ws.once('close', resolve));
          ws.on('message', (data) => {
            frames.push(JSON.parse(String(data)) as ChatServerFrame);
            for (const wake of waiting) wake();
          });
        },
      },
    );
    const waitFor = (match: (frame: ChatServerFrame) => boolean) =>
      new Promise<ChatServerFrame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such frame; got ${JSON.stringify(frames)}`)), 5000);
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      });
    await waitFor(isReady);
    return {
      socket,
      frames,
      closed,
      waitFor,
      send: (conversation, text, ref) => socket.send(JSON.stringify({ type: 'send', conversation, text, ref })),
    };
  }

  /** A lite supplier with its owner and members of the given roles. */
  async function team(...roles: ('editor' | 'viewer')[]) {
    return teamOn(ctx, ...roles);
  }

  async function teamOn(on: TestContext, ...roles: ('editor' | 'viewer')[]) {
    const { user, supplier } = await createOwnedSupplier(on, { tier: 'lite' });
    const members: CreatedUser[] = [];
    for (const role of roles) {
      const member = await createUser(on, { firstName: role === 'editor' ? 'Eddie' : 'Vera' });
      await on.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: member.id, role });
      members.push(member);
    }
    return { owner: user, supplier, members };
  }

  it('delivers a channel message to the team at once, and a direct message only to the two', async () => {
    const { owner, supplier, members } = await team('editor', 'editor');
    const [eddie, other] = members as [CreatedUser, CreatedUser];
    const [ownerClient, eddieClient, otherClient] = await Promise.all([
      connect(owner, supplier.id),
      connect(eddie, supplier.id),
      connect(other, supplier.id),
    ]);

    ownerClient.send('team', '  Van leaves at <b>8</b>  ', 'r1');
    const sent = await ownerClient.waitFor((f) => f.type === 'sent');
    expect(sent).toMatchObject({ ref: 'r1' });
    // stored and sent as typed (trimmed): the screen escapes it, nothing here turns it into markup
    const heard = await eddieClient.waitFor(messageSaying('Van leaves at <b>8</b>'));
    expect(heard).toMatchObject({ message: { conversation: 'team', senderId: owner.id, senderName: 'Test User' } });
    await otherClient.waitFor(messageSaying('Van leaves at <b>8</b>'));

    eddieClient.send(directConversation(owner.id), 'Just between us');
    const direct = await ownerClient.waitFor(messageSaying('Just between us'));
    // each of the two names the conversation by the other
    expect(direct).toMatchObject({ message: { conversation: directConversation(eddie.id) } });
    await eddieClient.waitFor(messageSaying('Just between us'));
    await ownerClient.waitFor(messageSaying('Van leaves at <b>8</b>'));
    expect(otherClient.frames.some(messageSaying('Just between us'))).toBe(false);
    expect((await stored(supplier.id)).map((m) => m.text).sort()).toEqual([
      'Just between us',
      'Van leaves at <b>8</b>',
    ]);
    for (const client of [ownerClient, eddieClient, otherClient]) client.socket.terminate();
  });

  it('refuses a message over the limit, an empty one, one to someone outside the team and one from a viewer, writing nothing', async () => {
    const { owner, supplier, members } = await team('viewer');
    const [vera] = members as [CreatedUser];
    const stranger = await createOwnedSupplier(ctx, { tier: 'lite' });
    const client = await connect(owner, supplier.id);
    const errorOf = async (ref: string) => client.waitFor((f) => f.type === 'error' && f.ref === ref);

    client.send('team', 'x'.repeat(maxChatMessageLength + 1), 'long');
    expect(await errorOf('long')).toMatchObject({
      code: 'validation',
      field: 'text',
      message: 'teamChat:errors.tooLong',
    });
    client.send('team', '   ', 'empty');
    expect(await errorOf('empty')).toMatchObject({ field: 'text', message: 'teamChat:errors.empty' });
    client.send(directConversation(stranger.user.id), 'Hello?', 'foreign');
    expect(await errorOf('foreign')).toMatchObject({ field: 'conversation', message: 'teamChat:errors.conversation' });
    client.send('elsewhere', 'Hello?', 'nowhere');
    expect(await errorOf('nowhere')).toMatchObject({ field: 'conversation', message: 'teamChat:errors.conversation' });
    client.socket.send('not json');
    await client.waitFor((f) => f.type === 'error' && f.message === 'teamChat:errors.frame');
    client.send('team', 'a\u0000b', 'nul');
    expect(await errorOf('nul')).toMatchObject({ field: 'text', message: 'validation:unsavableCharacter' });

    // a viewer reads the chat (a token, the history) but does not write in it
    const viewer = await connect(vera, supplier.id);
    viewer.send('team', 'May I?', 'viewer');
    expect(await viewer.waitFor((f) => f.type === 'error' && f.ref === 'viewer')).toMatchObject({
      code: 'role-required',
      field: 'text',
      message: 'teamChat:errors.readOnly',
    });
    expect((await get<ChatOverview>(vera, `/api/supplier/${supplier.id}/team-chat`)).body.canSend).toBe(false);

    client.send('team', 'x'.repeat(maxChatMessageLength), 'longest');
    await client.waitFor((f) => f.type === 'sent' && f.ref === 'longest');
    expect(await stored(supplier.id)).toHaveLength(1);
    client.socket.terminate();
    viewer.socket.terminate();
  });

  it('needs the lite tier, a member of the supplier, a token used once before it expires and the portal’s origin', async () => {
    const free = await createOwnedSupplier(ctx);
    const refused = await token(free.user, free.supplier.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'tier-required', fields: { tier: 'tiers:names.lite' } });
    const { owner, supplier } = await team();
    const stranger = await createUser(ctx);
    expect((await token(stranger, supplier.id)).statusCode).toBe(404);
    expect((await get(stranger, `/api/supplier/${supplier.id}/team-chat/messages?conversation=team`)).status).toBe(404);

    const { token: once } = (await token(owner, supplier.id)).json<SocketToken>();
    await expect(open(ctx.app, once, { origin: 'https://evil.example' })).rejects.toThrow('403');
    // refused before it was used: the portal's own page can still connect with it, once
    const client = await open(ctx.app, once, { origin: 'http://localhost:3000' });
    client.socket.terminate();
    await expect(open(ctx.app, once)).rejects.toThrow('401');
    await expect(open(ctx.app, 'made-up')).rejects.toThrow('401');

    const { token: late } = (await token(owner, supplier.id)).json<SocketToken>();
    await ctx.database.db
      .update(chatTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatTokens.userId, owner.id));
    await expect(open(ctx.app, late)).rejects.toThrow('401');
    expect(await stored(supplier.id)).toHaveLength(0);
  });

  it('pages the history, counts what each member has not read and keeps their read marker', async () => {
    const { owner, supplier, members } = await team('editor');
    const [eddie] = members as [CreatedUser];
    const total = chatPageSize + 5;
    await ctx.database.db.insert(chatMessages).values(
      Array.from({ length: total }, (_, i) => ({
        supplierId: supplier.id,
        conversation: 'team',
        senderId: owner.id,
        text: `Message ${i + 1}`,
      })),
    );
    const url = `/api/supplier/${supplier.id}/team-chat`;
    const newest = (await get<ChatHistory>(eddie, `${url}/messages?conversation=team`)).body;
    expect(newest.messages).toHaveLength(chatPageSize);
    expect(newest.more).toBe(true);
    expect(newest.messages.at(-1)?.text).toBe(`Message ${total}`);
    const older = (await get<ChatHistory>(eddie, `${url}/messages?conversation=team&before=${newest.messages[0]!.id}`))
      .body;
    expect(older).toMatchObject({ more: false });
    expect(older.messages.map((m) => m.text)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ]);

    expect((await get(eddie, `${url}/unread`)).body).toEqual({ unread: total });
    // one's own messages are never unread
    expect((await get(owner, `${url}/unread`)).body).toEqual({ unread: 0 });
    const read = (upTo: number, conversation = 'team') =>
      ctx.app.inject({
        method: 'POST',
        url: `${url}/read`,
        payload: { conversation, upTo },
        headers: { cookie: eddie.cookie },
      });
    expect((await read(older.messages.at(-1)!.id)).statusCode).toBe(204);
    expect((await get<ChatOverview>(eddie, url)).body.unread).toEqual({ team: chatPageSize });
    // a marker never goes back
    await read(older.messages[0]!.id);
    expect((await get(eddie, `${url}/unread`)).body).toEqual({ unread: chatPageSize });
    expect((await read(1, 'dm:')).json().error.fields).toEqual({ conversation: 'teamChat:errors.conversation' });
    await read(Number.MAX_SAFE_INTEGER);
    expect((await get(eddie, `${url}/unread`)).body).toEqual({ unread: 0 });
    expect((await get<ChatOverview>(eddie, url)).body).toMatchObject({
      me: eddie.id,
      canSend: true,
      members: expect.arrayContaining([expect.objectContaining({ userId: owner.id, role: 'admin' })]),
    });
  });

  it('sends a reconnecting client what it missed after the last message it has', async () => {
    const { owner, supplier, members } = await team('editor');
    const [eddie] = members as [CreatedUser];
    const ownerClient = await connect(owner, supplier.id);
    ownerClient.send('team', 'First');
    const first = await ownerClient.waitFor(messageSaying('First'));
    ownerClient.send('team', 'While you were away');
    ownerClient.send(directConversation(eddie.id), 'Call me');
    await ownerClient.waitFor(messageSaying('Call me'));
    const back = await connect(eddie, supplier.id, { after: first.type === 'message' ? first.message.id : 0 });
    expect(back.frames.filter((f) => f.type === 'message').map((f) => f.type === 'message' && f.message.text)).toEqual([
      'While you were away',
      'Call me',
    ]);
    expect(back.frames.at(-1)).toEqual({ type: 'ready', caughtUp: true });
    ownerClient.socket.terminate();
    back.socket.terminate();
  });

  it('lets platform support into the channel only while a team admin invites it', async () => {
    const { owner, supplier, members } = await team('editor');
    const [eddie] = members as [CreatedUser];
    const support = await createPlatformAdmin(ctx);
    const url = `/api/supplier/${supplier.id}/team-chat`;
    const refused = await token(support, supplier.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('support-not-invited');
    expect((await get(support, `${url}/messages?conversation=team`)).status).toBe(403);
    const invite = (user: CreatedUser, invited: boolean) =>
      ctx.app.inject({ method: 'POST', url: `${url}/support`, payload: { invited }, headers: { cookie: user.cookie } });
    expect((await invite(eddie, true)).json().error.code).toBe('role-required');
    expect((await invite(support, true)).json().error.code).toBe('support-not-invited');
    expect((await invite(owner, true)).statusCode).toBe(204);
    // support, once in, does not decide about itself
    expect((await invite(support, false)).json().error.code).toBe('members-only');
    expect((await get<ChatOverview>(owner, url)).body.support).toEqual({
      invited: true,
      isSupport: false,
      canChange: true,
    });
    expect((await get<ChatOverview>(support, url)).body).toMatchObject({
      members: [],
      support: { invited: true, isSupport: true, canChange: false },
    });

    const [ownerClient, supportClient] = await Promise.all([
      connect(owner, supplier.id),
      connect(support, supplier.id),
    ]);
    supportClient.send('team', 'Support here: how can we help?');
    await ownerClient.waitFor(messageSaying('Support here: how can we help?'));
    ownerClient.send(directConversation(eddie.id), 'Not for support');
    supportClient.send(directConversation(owner.id), 'Psst', 'direct');
    expect(await supportClient.waitFor((f) => f.type === 'error' && f.ref === 'direct')).toMatchObject({
      field: 'conversation',
    });
    await ownerClient.waitFor(messageSaying('Not for support'));

    // the invitation ends: support's socket closes, and it gets no new token
    expect((await invite(owner, false)).statusCode).toBe(204);
    expect(await supportClient.closed).toBe(4403);
    expect(supportClient.frames.some(messageSaying('Not for support'))).toBe(false);
    expect((await token(support, supplier.id)).statusCode).toBe(403);
    ownerClient.socket.terminate();
  });

  it('delivers messages between two app instances on one database', async () => {
    // two nodes of one portal share its auth secret (docs/operations.md)
    const first = await createTestApp({ AUTH_SECRET: 'a-secret-both-nodes-share-0123456789' });
    // PostgreSQL: a second node with a pool and a LISTEN connection of its own. The embedded database is
    // opened by one process, so its second instance shares it (and its in-process bus), as the portal's
    // one embedded node does (docs/decisions/team-chat.md, "Between nodes").
    const database = first.database.engine === 'postgres' ? await openTestDatabase() : first.database;
    const { config } = first.app.deps;
    const second = await buildApp({ config, database, providers: createProviders(config, database) });
    await second.ready();
    try {
      const { owner, supplier, members } = await teamOn(first, 'editor');
      const [eddie] = members as [CreatedUser];
      const [onFirst, onSecond] = await Promise.all([
        connect(owner, supplier.id, { app: first.app }),
        connect(eddie, supplier.id, { app: second }),
      ]);
      onFirst.send('team', 'From node one');
      await onSecond.waitFor(messageSaying('From node one'));
      onSecond.send('team', 'Back from node two');
      await onFirst.waitFor(messageSaying('Back from node two'));
      onFirst.socket.terminate();
      onSecond.socket.terminate();
    } finally {
      await second.close();
      if (database !== first.database) await database.close();
      await first.close();
    }
  });
});
