import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayAndHour } from '../../../domain/notifications.ts';
import type { NotificationSettings, PushPayload, TeamNotifications } from '../../../domain/notifications-api.ts';
import { buildApp } from '../../app.ts';
import type { AppDeps } from '../../app-deps.ts';
import { alerts, digestRuns, enquiries, mailOutbox, pushDevices, supplierUsers } from '../../db/schema/index.ts';
import { openTestDatabase, createTestApp, type TestContext } from '../../test/test-app.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createPushClient } from '../../test/push-client.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { deliverAlerts } from '../../test/alerts.ts';
import { storeChatMessage } from '../team-chat/service.ts';
import { sendDueDigests } from './digest.ts';
import { alertDeliveryDeps } from './job.ts';

const vapid = webpush.generateVAPIDKeys();

describe('instant alerts (/api/notifications, the alert and digest jobs)', () => {
  let ctx: TestContext;
  let pushService: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      // a second instance on the same database signs sessions alike (docs/operations.md)
      AUTH_SECRET: 'a-secret-every-node-shares-0123456789',
      PUSH_ALLOW_LOCAL: 'true',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:alerts@portal.example',
    });
    pushService = await startWebhookReceiver();
  });
  afterAll(async () => {
    await pushService.close();
    await ctx.close();
  });

  const db = () => ctx.database.db;
  const call = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
  const deliver = (deps: AppDeps = ctx.app.deps) => deliverAlerts(deps);
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const pushesTo = (path: string) => pushService.received.filter((request) => request.path === path);

  /** Subscribes a device of `user` whose push service is the local receiver at `path`. */
  async function subscribe(user: CreatedUser, path: string) {
    const client = createPushClient();
    const res = await call(user, 'POST', '/api/notifications/devices', {
      endpoint: pushService.url(path),
      keys: client.keys,
      label: 'Chrome on Android',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { client, id: res.json<{ id: string }>().id };
  }

  async function member(supplierId: string, role: 'viewer' | 'editor' | 'admin', firstName: string, locale = 'en-GB') {
    const user = await createUser(ctx, { firstName, lastName: 'Member', locale });
    await db().insert(supplierUsers).values({ supplierId, userId: user.id, role });
    return user;
  }

  it('answers the defaults and saves channels and the zone, refusing what a type does not offer', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const read = await call(user, 'GET', '/api/notifications');
    expect(read.statusCode).toBe(200);
    expect(read.json<NotificationSettings>()).toEqual({
      channels: { enquiry: 'push', coupleReply: 'push', chatMention: 'push', review: 'email', paymentFailed: 'email' },
      timeZone: 'Europe/London',
      timeZoneSaved: false,
      devices: [],
      publicKey: vapid.publicKey,
    });
    const saved = await call(user, 'PUT', '/api/notifications', {
      channels: { enquiry: 'digest', review: 'off' },
      timeZone: 'Europe/Berlin',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NotificationSettings>()).toMatchObject({
      channels: { enquiry: 'digest', coupleReply: 'push', review: 'off' },
      timeZone: 'Europe/Berlin',
      timeZoneSaved: true,
    });
    // a second save names one type: the others stay
    await call(user, 'PUT', '/api/notifications', { channels: { coupleReply: 'email' } });
    expect((await call(user, 'GET', '/api/notifications')).json<NotificationSettings>()).toMatchObject({
      channels: { enquiry: 'digest', coupleReply: 'email', review: 'off' },
      timeZone: 'Europe/Berlin',
    });

    const before = (await call(user, 'GET', '/api/notifications')).json<NotificationSettings>();
    const digestChat = await call(user, 'PUT', '/api/notifications', {
      channels: { chatMention: 'digest', enquiry: 'push' },
    });
    expect(digestChat.statusCode).toBe(400);
    expect(digestChat.json()).toMatchObject({
      error: { code: 'validation', fields: { 'channels.chatMention': 'alerts:errors.channelNotOffered' } },
    });
    const badZone = await call(user, 'PUT', '/api/notifications', { timeZone: 'Mars/Olympus' });
    expect(badZone.json()).toMatchObject({ error: { fields: { timeZone: 'alerts:errors.timeZone' } } });
    const unknownChannel = await call(user, 'PUT', '/api/notifications', { channels: { enquiry: 'pigeon' } });
    expect(unknownChannel.statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/notifications')).json()).toEqual(before);
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('takes a device on a public https address only, with valid keys, and keeps it to its person', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const other = await createUser(ctx);
    // the production rule: public https addresses only
    const strict = await buildApp({
      ...ctx.app.deps,
      config: { ...ctx.app.deps.config, PUSH_ALLOW_LOCAL: false },
    });
    await strict.ready();
    try {
      const keys = createPushClient().keys;
      for (const endpoint of ['http://push.example.com/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'not a url'])
        expect(
          (
            await strict.inject({
              method: 'POST',
              url: '/api/notifications/devices',
              payload: { endpoint, keys },
              headers: { cookie: user.cookie },
            })
          ).json(),
        ).toMatchObject({
          error: { code: 'push-endpoint', fields: { endpoint: expect.stringMatching(/^webhooks:/) } },
        });
    } finally {
      await strict.close();
    }
    const endpoint = pushService.url('/push/keys');
    const good = createPushClient().keys;
    for (const keys of [
      { ...good, p256dh: good.p256dh.slice(0, 40) },
      { ...good, auth: 'short' },
      // 65 bytes, but no point of the curve
      { ...good, p256dh: Buffer.alloc(65, 4).toString('base64url') },
    ]) {
      const res = await call(user, 'POST', '/api/notifications/devices', { endpoint, keys });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ error: { fields: object } }>().error.fields)[0]).toMatch(/^keys\./);
    }
    expect(await db().select().from(pushDevices).where(eq(pushDevices.userId, user.id))).toEqual([]);

    const { id } = await subscribe(user, '/push/mine');
    expect((await call(other, 'DELETE', `/api/notifications/devices/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/notifications/devices/${id}/test`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/notifications')).json<NotificationSettings>().devices).toEqual([]);
    expect((await call(user, 'GET', '/api/notifications')).json<NotificationSettings>().devices).toMatchObject([
      { id, label: 'Chrome on Android', lastSentAt: null },
    ]);
    expect((await call(user, 'DELETE', `/api/notifications/devices/${id}`)).statusCode).toBe(204);
    expect((await call(user, 'GET', '/api/notifications')).json<NotificationSettings>().devices).toEqual([]);
  });

  it('pushes a new enquiry to a device, encrypted, in its person’s language, with no more than the alert needs', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const german = await member(supplier.id, 'viewer', 'Greta', 'de-DE');
    const { client } = await subscribe(german, `/push/enquiry-${supplier.id}`);
    const enquiryId = await createTestEnquiry(ctx, supplier.id, {
      couple: {
        partnerName1: 'Anna Schmidt',
        partnerName2: 'Ben Weber',
        email: 'anna.ben@test.example',
        phone: '0301234',
      },
    });
    await deliver();

    const [push] = pushesTo(`/push/enquiry-${supplier.id}`);
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
      authorization: expect.stringMatching(/^vapid t=.+, k=/),
    });
    const text = client.decrypt(push!.raw);
    expect(JSON.parse(text) as PushPayload).toEqual({
      type: 'enquiry',
      title: 'Neue Anfrage von Anna & Ben',
      body: `Anna & Ben hat ${supplier.name} geschrieben.`,
      url: `/enquiry-manager/${enquiryId}?supplier=${supplier.id}`,
      tag: `enquiry:${enquiryId}`,
      badge: 1,
    });
    for (const personal of ['Schmidt', 'Weber', 'anna.ben@', '0301234', 'Hello from couple'])
      expect(text).not.toContain(personal);
    // the owner has no device: push comes by e-mail, in English
    const [mail] = await mailsTo(owner.email);
    expect(mail).toMatchObject({ subject: 'New enquiry from Anna & Ben' });
    expect(mail!.text).toContain(`/enquiry-manager/${enquiryId}?supplier=${supplier.id}`);
    expect(await mailsTo(german.email)).toEqual([]);
    // sent once: a second run finds nothing
    await deliver();
    expect(pushesTo(`/push/enquiry-${supplier.id}`)).toHaveLength(1);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it('never alerts an enquiry in the spam view, and removes a device its push service no longer knows', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const gone = `/push/gone-${supplier.id}`;
    const { id } = await subscribe(user, gone);
    const spam = await createTestEnquiry(ctx, supplier.id);
    await db().update(enquiries).set({ spam: true }).where(eq(enquiries.id, spam));
    await deliver();
    expect(pushesTo(gone)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);

    pushService.answer(gone, 410);
    await createTestEnquiry(ctx, supplier.id);
    await deliver();
    expect(pushesTo(gone)).toHaveLength(1);
    expect(await db().select().from(pushDevices).where(eq(pushDevices.id, id))).toEqual([]);
  });

  it('honours each person’s channel per type: push, e-mail, digest, off', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const byMail = await member(supplier.id, 'editor', 'Emil');
    const inDigest = await member(supplier.id, 'editor', 'Dora');
    const silent = await member(supplier.id, 'admin', 'Otto');
    await subscribe(owner, `/push/owner-${supplier.id}`);
    await call(owner, 'PUT', '/api/notifications', { channels: { enquiry: 'push', paymentFailed: 'push' } });
    await call(byMail, 'PUT', '/api/notifications', { channels: { enquiry: 'email' } });
    await call(inDigest, 'PUT', '/api/notifications', { channels: { enquiry: 'digest' } });
    await call(silent, 'PUT', '/api/notifications', { channels: { enquiry: 'off', paymentFailed: 'off' } });
    await createTestEnquiry(ctx, supplier.id, { couple: { partnerName1: 'Clara', partnerName2: null } });
    await deliver();
    expect(pushesTo(`/push/owner-${supplier.id}`)).toHaveLength(1);
    expect(await mailsTo(owner.email)).toEqual([]);
    expect((await mailsTo(byMail.email)).map((mail) => mail.subject)).toEqual(['New enquiry from Clara']);
    expect(await mailsTo(inDigest.email)).toEqual([]);
    expect(await mailsTo(silent.email)).toEqual([]);

    // a mention in the channel alerts the people it names, never its sender; a direct message its recipient
    const sender = {
      supplierId: supplier.id,
      userId: inDigest.id,
      role: 'editor' as const,
      isPlatformAdmin: false,
      isSupport: false,
    };
    await storeChatMessage(db(), sender, 'team', 'Can @Emil and @dora call the couple?');
    await storeChatMessage(db(), sender, `dm:${silent.id}`, 'A word in private');
    await deliver();
    expect((await mailsTo(byMail.email)).map((mail) => mail.subject)).toContain('Dora Member mentioned you');
    expect((await mailsTo(inDigest.email)).map((mail) => mail.subject)).toEqual([]);
    expect((await mailsTo(silent.email)).map((mail) => mail.subject)).toEqual(['Message from Dora Member']);
    const [mention] = (await mailsTo(byMail.email)).filter((mail) => mail.subject.includes('mentioned'));
    expect(mention!.text).toContain(`/team-chat?supplier=${supplier.id}&conversation=team`);
  });

  it('names no couple of a locked pay-per-enquiry enquiry, and tells the team of an answer when its owner left', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { payPerEnquiry: true, tier: 'free' });
    await createTestEnquiry(ctx, supplier.id, {
      isPayPerEnquiry: true,
      couple: { partnerName1: 'Hidden Person', partnerName2: null },
    });
    await deliver();
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('New enquiry');
    expect(mail!.text).toContain('Reveal the enquiry to see who.');
    expect(mail!.text).not.toContain('Hidden');

    const gone = await member(supplier.id, 'editor', 'Gone');
    const answered = await createTestEnquiry(ctx, supplier.id, { ownerId: gone.id });
    await db().delete(supplierUsers).where(eq(supplierUsers.userId, gone.id));
    await db()
      .insert(alerts)
      .values({ id: `answer-${answered}`, supplierId: supplier.id, type: 'coupleReply', subjectId: answered });
    await deliver();
    expect((await mailsTo(user.email)).map((sent) => sent.subject)).toContain('Alex & Sam answered');
    expect((await mailsTo(gone.email)).filter((sent) => sent.subject.endsWith('answered'))).toEqual([]);
  });

  it('sends a test push to one device of its person', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const first = await subscribe(user, `/push/test-a-${user.id}`);
    await subscribe(user, `/push/test-b-${user.id}`);
    expect((await call(user, 'POST', `/api/notifications/devices/${first.id}/test`)).statusCode).toBe(202);
    // pressed again while the first waits: nothing more is queued
    expect((await call(user, 'POST', `/api/notifications/devices/${first.id}/test`)).statusCode).toBe(202);
    await deliver();
    expect(pushesTo(`/push/test-a-${user.id}`)).toHaveLength(1);
    expect(pushesTo(`/push/test-b-${user.id}`)).toEqual([]);
    const [push] = pushesTo(`/push/test-a-${user.id}`);
    expect(JSON.parse(first.client.decrypt(push!.raw))).toMatchObject({
      type: 'test',
      title: 'Alerts reach this device',
    });
    expect(
      (await call(user, 'GET', '/api/notifications')).json<NotificationSettings>().devices[0]?.lastSentAt,
    ).not.toBeNull();
  });

  it('shows the team’s channels to its admins only', async () => {
    const { user: owner, supplier } = await createOwnedSupplier(ctx);
    const viewer = await member(supplier.id, 'viewer', 'Vera');
    await call(viewer, 'PUT', '/api/notifications', { channels: { enquiry: 'off' } });
    await subscribe(viewer, `/push/team-${viewer.id}`);
    const url = `/api/supplier/${supplier.id}/notifications/team`;
    const team = await call(owner, 'GET', url);
    expect(team.statusCode).toBe(200);
    expect(team.json<TeamNotifications>().members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: viewer.id,
          role: 'viewer',
          devices: 1,
          channels: expect.objectContaining({ enquiry: 'off' }),
        }),
        expect.objectContaining({ userId: owner.id, role: 'admin', devices: 0 }),
      ]),
    );
    expect((await call(viewer, 'GET', url)).statusCode).toBe(403);
    const stranger = await createOwnedSupplier(ctx);
    expect((await call(stranger.user, 'GET', url)).statusCode).toBe(404);
  });

  it('sends each alert once when two nodes run the job at the same moment', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const path = `/push/twice-${supplier.id}`;
    await subscribe(user, path);
    await createTestEnquiry(ctx, supplier.id);
    const database = ctx.database.engine === 'postgres' ? await openTestDatabase() : ctx.database;
    try {
      await Promise.all([deliver(), deliver({ ...ctx.app.deps, database })]);
    } finally {
      if (database !== ctx.database) await database.close();
    }
    expect(pushesTo(path)).toHaveLength(1);
    expect(
      await db()
        .select({ sentAt: alerts.sentAt })
        .from(alerts)
        .where(and(eq(alerts.supplierId, supplier.id), eq(alerts.type, 'enquiry'))),
    ).toEqual([{ sentAt: expect.any(Date) }]);
  });

  /** A zone (Etc/GMT±n) where it is now between 9:00 and 20:00, or before 8:00 (`early`). */
  function zoneAt(now: Date, early = false): string {
    for (let offset = -12; offset <= 12; offset += 1) {
      const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
      const { hour } = localDayAndHour(now, zone);
      if (early ? hour < 7 : hour >= 9 && hour <= 20) return zone;
    }
    throw new Error('no zone found');
  }

  it('sends the 8:00 digest once per day across two nodes and a restart, and nothing when nothing happened', async () => {
    const now = new Date();
    const { user, supplier } = await createOwnedSupplier(ctx);
    const quiet = await member(supplier.id, 'editor', 'Quentin', 'fr-FR');
    const asleep = await member(supplier.id, 'editor', 'Sofia');
    await call(user, 'PUT', '/api/notifications', {
      channels: { enquiry: 'digest', coupleReply: 'digest', review: 'digest' },
      timeZone: zoneAt(now),
    });
    await call(asleep, 'PUT', '/api/notifications', { channels: { enquiry: 'digest' }, timeZone: zoneAt(now, true) });
    await call(quiet, 'PUT', '/api/notifications', {
      channels: { review: 'digest', enquiry: 'off' },
      timeZone: zoneAt(now),
    });
    // chosen after 8:00, the digest starts tomorrow: today counts as told
    const today = await db()
      .select()
      .from(digestRuns)
      .where(inArray(digestRuns.userId, [user.id, quiet.id]));
    expect(today.map((run) => run.sent)).toEqual([false, false]);
    expect(await sendDueDigests(alertDeliveryDeps(ctx.app.deps), new Date())).toBe(0);
    // as though chosen yesterday
    await db()
      .delete(digestRuns)
      .where(inArray(digestRuns.userId, [user.id, quiet.id]));
    for (const name of ['Ines', 'Jonas', 'Karl', 'Lena'])
      await createTestEnquiry(ctx, supplier.id, { couple: { partnerName1: name, partnerName2: null } });
    const spam = await createTestEnquiry(ctx, supplier.id, { couple: { partnerName1: 'Spammy', partnerName2: null } });
    await db().update(enquiries).set({ spam: true }).where(eq(enquiries.id, spam));

    const database = ctx.database.engine === 'postgres' ? await openTestDatabase() : ctx.database;
    const later = new Date(Date.now() + 1);
    try {
      await Promise.all([
        sendDueDigests(alertDeliveryDeps(ctx.app.deps), later),
        sendDueDigests(alertDeliveryDeps({ ...ctx.app.deps, database }), later),
      ]);
    } finally {
      if (database !== ctx.database) await database.close();
    }
    const digests = (await mailsTo(user.email)).filter((mail) => mail.subject === 'Your morning summary');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(supplier.name);
    expect(digests[0]!.text).toMatch(/4 new enquiries: (Lena|Karl|Jonas|Ines)(, (Lena|Karl|Jonas|Ines)){2}, 1 more/);
    expect(digests[0]!.text).not.toContain('Spammy');
    expect(digests[0]!.text).toContain(`/enquiry-manager?supplier=${supplier.id}`);
    // a restart on the same day sends nothing more
    await sendDueDigests(alertDeliveryDeps(ctx.app.deps), new Date(later.getTime() + 60_000));
    expect((await mailsTo(user.email)).filter((mail) => mail.subject === 'Your morning summary')).toHaveLength(1);
    // no review happened: the day is claimed, no mail is sent
    expect(await mailsTo(quiet.email)).toEqual([]);
    // before 8:00 in their zone: not yet
    expect(await mailsTo(asleep.email)).toEqual([]);
    expect(
      await db()
        .select({ userId: digestRuns.userId, sent: digestRuns.sent })
        .from(digestRuns)
        .where(inArray(digestRuns.userId, [user.id, quiet.id, asleep.id])),
    ).toEqual(
      expect.arrayContaining([
        { userId: user.id, sent: true },
        { userId: quiet.id, sent: false },
      ]),
    );
    expect(await db().select().from(digestRuns).where(eq(digestRuns.userId, asleep.id))).toEqual([]);
  });
});
