import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { LiveFrame } from '../../../domain/live-inbox.ts';
import type { SocketToken } from '../../../domain/sockets.ts';
import { buildApp, type App } from '../../app.ts';
import { chatTokens, mailOutbox, supplierUsers } from '../../db/schema/index.ts';
import { createProviders } from '../../providers/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, openTestDatabase, type TestContext } from '../../test/test-app.ts';

const postmarkPassword = 'postmark-inbound-secret-1234';
const env = {
  REPLY_MAIL_DOMAIN: 'reply.test.example',
  POSTMARK_INBOUND_PASSWORD: postmarkPassword,
  // two nodes of one portal share its auth secret (docs/operations.md)
  AUTH_SECRET: 'a-secret-both-nodes-share-0123456789',
};

/** A live socket: the raw frames it got, a wait for one that matches, and its close code once closed. */
interface Listening {
  socket: WebSocket;
  raw: string[];
  next(match: (frame: LiveFrame) => boolean): Promise<LiveFrame>;
  closed: Promise<number>;
}

describe('the live inbox (/api/live/socket)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(env);
  });
  afterAll(() => ctx.close());

  const tokenFor = (user: CreatedUser, supplierId: string, app: App = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/live-token', payload: { supplierId }, headers: { cookie: user.cookie } });

  async function listen(user: CreatedUser, supplierId: string, app: App = ctx.app): Promise<Listening> {
    const res = await tokenFor(user, supplierId, app);
    expect(res.statusCode, res.body).toBe(200);
    return open(app, res.json<SocketToken>().token);
  }

  async function open(app: App, token: string, origin?: string): Promise<Listening> {
    const raw: string[] = [];
    const wakes = new Set<() => void>();
    let closed!: Promise<number>;
    const socket = await app.injectWS(
      `/api/live/socket?token=${encodeURIComponent(token)}`,
      { headers: origin ? { origin } : {} },
      {
        onInit: (ws) => {
          closed = new Promise((resolve) => ws.once('close', resolve));
          ws.on('message', (data) => {
            raw.push(String(data));
            for (const wake of wakes) wake();
          });
        },
      },
    );
    const next = (match: (frame: LiveFrame) => boolean) =>
      new Promise<LiveFrame>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such frame; got ${raw.join(' ')}`)), 5000);
        const check = () => {
          const found = raw.map((text) => JSON.parse(text) as LiveFrame).find(match);
          if (!found) return;
          clearTimeout(timer);
          wakes.delete(check);
          resolve(found);
        };
        wakes.add(check);
        check();
      });
    return { socket, raw, next, closed };
  }

  const aboutEnquiry = (enquiryId: string) => (frame: LiveFrame) =>
    frame.type === 'enquiry' && frame.enquiryId === enquiryId;

  /** A free-tier supplier, a viewer in its team, and an enquiry the owner replied to (the address the couple answers). */
  async function repliedEnquiry(on: TestContext = ctx) {
    const { user: owner, supplier } = await createOwnedSupplier(on, { name: 'Lichtwerk Studio' });
    const viewer = await createUser(on, { firstName: 'Vera' });
    await on.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const email = `paar-${randomUUID().slice(0, 8)}@test.example`;
    const enquiryId = await createTestEnquiry(on, supplier.id, {
      couple: { partnerName1: 'Lena', partnerName2: 'Jonas', email, locale: 'de-DE' },
    });
    const sent = await on.app.inject({
      method: 'POST',
      url: `/api/inbox/wedding/${supplier.id}/${enquiryId}/messages`,
      headers: { cookie: owner.cookie },
      payload: { text: 'Hallo Lena, der Termin ist noch frei.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await on.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return { owner, viewer, supplier, enquiryId, email, replyTo: mail!.replyTo! };
  }

  const answer = (app: App, from: string, to: string, text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/inbound/postmark',
      headers: { authorization: `Basic ${Buffer.from(`postmark:${postmarkPassword}`).toString('base64')}` },
      payload: {
        FromFull: { Email: from, Name: 'Lena' },
        ToFull: [{ Email: to, Name: '', MailboxHash: '' }],
        OriginalRecipient: to,
        Subject: 'Re: Ihre Anfrage',
        TextBody: text,
        Headers: [{ Name: 'Message-ID', Value: `<${randomUUID()}@mail.test.example>` }],
      },
    });

  it("tells a viewer's socket on another app instance of a couple's answer, with ids only", async () => {
    // PostgreSQL: a second node with a pool and a LISTEN connection of its own (the answer crosses by NOTIFY). The
    // embedded database is opened by one process, so its second instance shares it and its in-process feed, as the
    // portal's one embedded node does.
    const database = ctx.database.engine === 'postgres' ? await openTestDatabase() : ctx.database;
    const { config } = ctx.app.deps;
    const second = await buildApp({ config, database, providers: createProviders(config, database) });
    await second.ready();
    try {
      const { viewer, supplier, enquiryId, email, replyTo } = await repliedEnquiry();
      const onSecond = await listen(viewer, supplier.id, second);
      const received = await answer(ctx.app, email, replyTo, 'Sehr gerne, morgen ab 18 Uhr!');
      expect(received.statusCode, received.body).toBe(200);
      expect(await onSecond.next(aboutEnquiry(enquiryId))).toEqual({ type: 'enquiry', enquiryId });
      // nothing of the couple or of what was written travels
      for (const text of onSecond.raw) {
        expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['enquiryId', 'type']);
        for (const personal of [email, 'Lena', 'Jonas', 'Sehr gerne', 'Lichtwerk'])
          expect(text).not.toContain(personal);
      }
      onSecond.socket.terminate();
    } finally {
      await second.close();
      if (database !== ctx.database) await database.close();
    }
  });

  it('tells the changes made in the inbox, to a platform admin too, and closes a removed member’s socket', async () => {
    const { owner, viewer, supplier, enquiryId } = await repliedEnquiry();
    const admin = await createPlatformAdmin(ctx);
    const [asViewer, asAdmin] = [await listen(viewer, supplier.id), await listen(admin, supplier.id)];
    const change = async (payload: Record<string, string>) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/inbox/wedding/${supplier.id}/${enquiryId}/progress`,
        headers: { cookie: owner.cookie },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await change({ kind: 'progress', value: 'read', action: 'clear' });
    await asViewer.next(aboutEnquiry(enquiryId));
    await asAdmin.next(aboutEnquiry(enquiryId));

    await ctx.database.db.delete(supplierUsers).where(eq(supplierUsers.userId, viewer.id));
    await change({ kind: 'status', value: 'important', action: 'set' });
    expect(await asViewer.closed).toBe(4403);
    await asAdmin.next((frame) => asAdmin.raw.length === 2 && aboutEnquiry(enquiryId)(frame));
    asAdmin.socket.terminate();
  });

  it('refuses a user of another supplier, a used, made-up or expired token and a foreign origin', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    const stranger = await createUser(ctx);
    await createOwnedSupplier(ctx);
    const foreign = await tokenFor(stranger, supplier.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not-found');

    const { token } = (await tokenFor(owner, supplier.id)).json<SocketToken>();
    await expect(open(ctx.app, token, 'https://evil.example')).rejects.toThrow('403');
    // refused before it was used: the portal's own page can still connect with it, once
    (await open(ctx.app, token, 'http://localhost:3000')).socket.terminate();
    await expect(open(ctx.app, token)).rejects.toThrow('401');
    await expect(open(ctx.app, 'made-up')).rejects.toThrow('401');

    const late = (await tokenFor(owner, supplier.id)).json<SocketToken>().token;
    await ctx.database.db
      .update(chatTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatTokens.userId, owner.id));
    await expect(open(ctx.app, late)).rejects.toThrow('401');

    // a team chat token opens no live socket: what a token is for is part of it
    const chat = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat-token',
      payload: { supplierId: supplier.id },
      headers: { cookie: owner.cookie },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    await expect(open(ctx.app, chat.json<SocketToken>().token)).rejects.toThrow('401');
  });
});
