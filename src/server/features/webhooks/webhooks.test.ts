import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEndpointList, WebhookEndpointWithSecret, WebhookLog } from '../../../domain/webhooks-api.ts';
import type { WebhookPayload } from '../../../domain/webhook-payloads.ts';
import { supplierUsers, webhookEndpoints } from '../../db/schema/index.ts';
import { createTestEnquiry } from '../../test/enquiry-factory.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { formTokenKey, minFillMs, signFormToken } from '../../http/form-token.ts';
import { reviewTokenSubject } from '../reviews/submission.ts';
import { confirmReviewFromMail } from '../../test/review-confirmation.ts';
import { deliverDueWebhooks } from './delivery.ts';
import { webhookSecretBox } from './secret-storage.ts';

// each attempt sent once while two nodes work the queue: several-nodes.test.ts
describe('signed webhooks', () => {
  /** The app of a test configuration: http and loopback receivers allowed. */
  let ctx: TestContext;
  /** The app as production runs it: refuses local receivers. */
  let strict: TestContext;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    ctx = await createTestApp({ WEBHOOKS_ALLOW_LOCAL: 'true' });
    strict = await createTestApp();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await ctx.close();
    await strict.close();
    await receiver.close();
  });

  const base = (supplierId: string) => `/api/supplier/${supplierId}/webhooks`;
  const call = (
    on: TestContext,
    user: CreatedUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => on.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
  const register = async (on: TestContext, user: CreatedUser, supplierId: string, body: object) =>
    call(on, user, 'POST', base(supplierId), body);
  const registered = async (
    user: CreatedUser,
    supplierId: string,
    path: string,
    events = ['enquiry.created', 'enquiry.updated', 'booking.created', 'review.created'],
  ) => {
    const res = await register(ctx, user, supplierId, { url: receiver.url(path), description: 'CRM', events });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<WebhookEndpointWithSecret>();
  };
  const deliver = (on: TestContext, at?: Date) =>
    deliverDueWebhooks(on.database.db, {
      allowLocal: on.app.deps.config.WEBHOOKS_ALLOW_LOCAL,
      secrets: webhookSecretBox(on.app.deps.config),
      now: at && (() => at),
      random: () => 0.5,
    });
  const logOf = async (user: CreatedUser, supplierId: string, endpointId: string) =>
    (await call(ctx, user, 'GET', `${base(supplierId)}/${endpointId}/log`)).json<WebhookLog>();
  const receivedAt = (path: string) => receiver.received.filter((r) => r.path === path);
  const verified = (secret: string, request: { body: string; headers: Record<string, unknown> }) =>
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as WebhookPayload;
  const endpointCount = async (on: TestContext, supplierId: string) =>
    (
      await on.database.db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.supplierId, supplierId))
    )[0]!.n;

  it('signs an enquiry.created event so the Standard Webhooks verifier accepts it, queued with the enquiry and sent by the worker', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const { endpoint, secret } = await registered(user, supplier.id, '/crm-1');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // the secret is shown once: the list never holds it
    const list = (await call(ctx, user, 'GET', base(supplier.id))).json<WebhookEndpointList>();
    expect(list.endpoints).toEqual([endpoint]);
    expect(JSON.stringify(list)).not.toContain(secret);

    const enquiryId = await createTestEnquiry(ctx, supplier.id, {
      couple: { partnerName1: 'Lena', partnerName2: 'Jonas', email: 'lena.webhook@test.example' },
    });
    // queued in the enquiry's transaction, not sent yet
    expect(receivedAt('/crm-1')).toEqual([]);
    expect((await logOf(user, supplier.id, endpoint.id)).pending).toBe(1);

    expect(await deliver(ctx)).toBeGreaterThanOrEqual(1);
    const [request] = receivedAt('/crm-1');
    const payload = verified(secret, request!);
    expect(payload).toMatchObject({
      type: 'enquiry.created',
      version: 1,
      data: {
        id: enquiryId,
        supplierId: supplier.id,
        locked: false,
        couple: { partnerName1: 'Lena', email: 'lena.webhook@test.example' },
      },
    });
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    expect(request!.headers['content-type']).toBe('application/json');
    // a forged body does not verify
    expect(() => verified(secret, { ...request!, body: request!.body.replace('Lena', 'Mallory') })).toThrow();

    const log = await logOf(user, supplier.id, endpoint.id);
    expect(log.pending).toBe(0);
    expect(log.attempts).toMatchObject([
      { eventType: 'enquiry.created', statusCode: 204, deliveryState: 'delivered', error: null },
    ]);
  });

  it('announces progress changes, the booking and a review of the supplier, and nothing of another supplier', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const other = await createOwnedSupplier(ctx, { tier: 'classic' });
    const { secret } = await registered(user, supplier.id, '/crm-2', [
      'enquiry.updated',
      'booking.created',
      'review.created',
    ]);
    await createTestEnquiry(ctx, other.supplier.id);
    const enquiryId = await createTestEnquiry(ctx, supplier.id);
    const progress = await call(ctx, user, 'POST', `/api/inbox/wedding/${supplier.id}/${enquiryId}/progress`, {
      kind: 'progress',
      value: 'booked',
      action: 'set',
    });
    expect(progress.statusCode, progress.body).toBe(200);

    const shareLink = (await call(ctx, user, 'GET', `/api/supplier/${supplier.id}/reviews`)).json<{
      shareLink: string;
    }>().shareLink;
    const linkId = new URL(shareLink).pathname.split('/').pop()!;
    const form = new FormData();
    form.append(
      'token',
      signFormToken(formTokenKey(ctx.app.deps), {
        publicId: reviewTokenSubject(supplier.publicId, linkId),
        fields: [],
        issuedAt: Date.now() - minFillMs - 2_000,
      }),
    );
    for (const [name, value] of Object.entries({
      website: '',
      stars: '5',
      title: 'Wunderbar',
      body: 'Alles perfekt.',
      authorName: 'Lena',
      weddingDate: '2026-06-20',
      email: 'lena.review@test.example',
    }))
      form.append(name, value);
    form.append('photos', new Blob([], { type: 'application/octet-stream' }), '');
    const encoded = new Response(form);
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/${supplier.publicId}/reviews/${linkId}`,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(review.statusCode, review.body).toBe(303);
    // a shared link's review is created for the world once its author confirms the address
    expect((await confirmReviewFromMail(ctx, 'lena.review@test.example')).statusCode).toBe(200);

    await deliver(ctx);
    const payloads = receivedAt('/crm-2').map((r) => verified(secret, r));
    expect(payloads.map((p) => p.type).sort()).toEqual(['booking.created', 'enquiry.updated', 'review.created']);
    expect(payloads.find((p) => p.type === 'enquiry.updated')!.data).toMatchObject({
      id: enquiryId,
      progress: ['booked'],
    });
    expect(payloads.find((p) => p.type === 'booking.created')!.data).toMatchObject({
      enquiryId,
      supplierId: supplier.id,
    });
    expect(payloads.find((p) => p.type === 'review.created')!.data).toMatchObject({
      stars: 5,
      title: 'Wunderbar',
      supplierId: supplier.id,
    });
    expect(JSON.stringify(payloads)).not.toContain('lena.review@test.example');
    expect(payloads.every((p) => p.data.supplierId === supplier.id)).toBe(true);
  });

  it('tells nothing of an enquiry scored as spam until it is let in (then enquiry.created); a reply from the portal is enquiry.updated', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const { secret } = await registered(user, supplier.id, '/crm-spam', ['enquiry.created', 'enquiry.updated']);
    const spamId = await createTestEnquiry(ctx, supplier.id, {
      message: `Cheap leads ${randomUUID()}: https://bit.ly/a1 https://bit.ly/b2 https://tinyurl.com/c3`,
      couple: { partnerName1: 'Promo', email: `promo-${randomUUID().slice(0, 8)}@mailinator.com` },
    });
    await deliver(ctx);
    expect(receivedAt('/crm-spam')).toEqual([]);

    const letIn = await call(ctx, user, 'POST', `/api/inbox/wedding/${supplier.id}/${spamId}/spam`, {
      verdict: 'notSpam',
    });
    expect(letIn.statusCode, letIn.body).toBe(200);
    const reply = await call(ctx, user, 'POST', `/api/inbox/wedding/${supplier.id}/${spamId}/messages`, {
      text: 'Thank you for your message.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await deliver(ctx);
    const payloads = receivedAt('/crm-spam').map((r) => verified(secret, r));
    // delivered at once, in either order
    expect(payloads.map((p) => p.type).sort()).toEqual(['enquiry.created', 'enquiry.updated']);
    expect(payloads.find((p) => p.type === 'enquiry.updated')!.data).toMatchObject({
      id: spamId,
      progress: expect.arrayContaining(['replied']),
    });
  });

  it('retries a failing endpoint with backoff until it answers 2xx, follows no redirect, and gives up a day after the event', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { endpoint } = await registered(user, supplier.id, '/flaky', ['enquiry.created']);
    receiver.answer('/flaky', 500, { status: 302, headers: { location: receiver.url('/elsewhere') } }, 200);
    await createTestEnquiry(ctx, supplier.id);
    const start = new Date();
    await deliver(ctx, start);
    // not due again before its backoff (30 s for the first retry)
    expect(await deliver(ctx, new Date(start.getTime() + 20_000))).toBe(0);
    await deliver(ctx, new Date(start.getTime() + 31_000));
    await deliver(ctx, new Date(start.getTime() + 31_000 + 2 * 60_000 + 1_000));
    expect(receivedAt('/flaky')).toHaveLength(3);
    expect(receivedAt('/elsewhere')).toEqual([]);
    const attempts = (await logOf(user, supplier.id, endpoint.id)).attempts;
    expect(attempts.map((a) => [a.statusCode, a.deliveryState])).toEqual([
      [200, 'delivered'],
      [302, 'delivered'],
      [500, 'delivered'],
    ]);
    expect(attempts[2]!.responseExcerpt).toBe('answer 500');
    expect(attempts.every((a) => a.durationMs >= 0 && a.messageId === attempts[0]!.messageId)).toBe(true);

    // an endpoint that always fails: given up once its next attempt would fall after the day
    const failing = await registered(user, supplier.id, '/down', ['enquiry.created']);
    receiver.answer('/down', 503, 503);
    await ctx.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await createTestEnquiry(ctx, supplier.id);
    await deliver(ctx);
    expect((await logOf(user, supplier.id, failing.endpoint.id)).attempts[0]).toMatchObject({
      statusCode: 503,
      deliveryState: 'pending',
    });
    await deliver(ctx, new Date(Date.now() + 24 * 60 * 60 * 1000 - 5_000));
    const log = await logOf(user, supplier.id, failing.endpoint.id);
    expect(log.attempts.map((a) => a.deliveryState)).toEqual(['failed', 'failed']);
    expect(log.pending).toBe(0);
  });

  it('signs with the old and the new secret during a rotation', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx);
    const { endpoint, secret: oldSecret } = await registered(user, supplier.id, '/rotating');
    const rotated = await call(ctx, user, 'POST', `${base(supplier.id)}/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, endpoint: after } = rotated.json<WebhookEndpointWithSecret>();
    expect(newSecret).not.toBe(oldSecret);
    expect(Date.parse(after.previousSecretUntil!)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);

    const test = await call(ctx, user, 'POST', `${base(supplier.id)}/${endpoint.id}/test`);
    expect(test.statusCode, test.body).toBe(202);
    // the call starts sending at once on this node; the worker would otherwise within seconds
    await deliver(ctx);
    await expect.poll(() => receivedAt('/rotating').length).toBe(1);
    const [request] = receivedAt('/rotating');
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(newSecret, request!)).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    expect(verified(oldSecret, request!).type).toBe('webhook.test');
    expect(request!.headers['webhook-id']).toBe(test.json<{ messageId: string }>().messageId);
  });

  describe('refused addresses (SSRF)', () => {
    it.each([
      ['http://crm.example/hooks', 'webhooks:errors.urlHttps'],
      ['https://user:pw@crm.example/hooks', 'webhooks:errors.urlCredentials'],
      ['https://127.0.0.1/hooks', 'webhooks:errors.urlPrivate'],
      ['https://localhost:8443/hooks', 'webhooks:errors.urlPrivate'],
      ['https://[::1]/hooks', 'webhooks:errors.urlPrivate'],
      ['https://[::ffff:127.0.0.1]/hooks', 'webhooks:errors.urlPrivate'],
      ['https://[::ffff:a9fe:a9fe]/latest/meta-data', 'webhooks:errors.urlPrivate'],
      ['https://10.0.0.8/hooks', 'webhooks:errors.urlPrivate'],
      ['https://169.254.169.254/latest/meta-data', 'webhooks:errors.urlPrivate'],
      ['https://[fd00::1]/hooks', 'webhooks:errors.urlPrivate'],
      ['https://0x7f000001/hooks', 'webhooks:errors.urlPrivate'],
      ['https://no-such-host.invalid/hooks', 'webhooks:errors.urlUnresolvable'],
    ])('refuses %s with nothing written', async (url, key) => {
      const { user, supplier } = await createOwnedSupplier(strict);
      const res = await register(strict, user, supplier.id, { url, events: ['enquiry.created'] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook-url', fields: { url: key } });
      expect(await endpointCount(strict, supplier.id)).toBe(0);
    });

    it('refuses an address that became private after registration, at delivery time, without a request', async () => {
      const { user, supplier } = await createOwnedSupplier(strict);
      // as if the name had been re-pointed (DNS rebinding) or the row written before the rule
      for (const [id, url] of [
        ['rebound-literal', receiver.url('/internal-1').replace('http:', 'https:')],
        ['rebound-name', `https://localhost:${receiver.port}/internal-2`],
      ] as const) {
        await strict.database.db.insert(webhookEndpoints).values({
          id: `${id}-${supplier.id}`,
          supplierId: supplier.id,
          url,
          events: ['enquiry.created'],
          secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        });
      }
      await createTestEnquiry(strict, supplier.id);
      await deliver(strict);
      expect(receivedAt('/internal-1')).toEqual([]);
      expect(receivedAt('/internal-2')).toEqual([]);
      for (const id of ['rebound-literal', 'rebound-name']) {
        const log = (
          await call(strict, user, 'GET', `${base(supplier.id)}/${id}-${supplier.id}/log`)
        ).json<WebhookLog>();
        expect(log.attempts).toMatchObject([
          { statusCode: null, error: expect.stringMatching(/^refused address/), deliveryState: 'pending' },
        ]);
      }
    });
  });

  describe('access and bad input', () => {
    it('is for admins: editors and viewers are refused every call', async () => {
      const { user, supplier } = await createOwnedSupplier(ctx);
      const { endpoint } = await registered(user, supplier.id, '/admins-only');
      for (const role of ['editor', 'viewer'] as const) {
        const member = await createUser(ctx);
        await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: member.id, role });
        for (const [method, url] of [
          ['GET', base(supplier.id)],
          ['POST', base(supplier.id)],
          ['GET', `${base(supplier.id)}/${endpoint.id}/log`],
          ['POST', `${base(supplier.id)}/${endpoint.id}/test`],
          ['POST', `${base(supplier.id)}/${endpoint.id}/rotate-secret`],
          ['DELETE', `${base(supplier.id)}/${endpoint.id}`],
        ] as const) {
          const res = await call(ctx, member, method, url, method === 'POST' ? {} : undefined);
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(res.json().error.code).toBe('role-required');
        }
      }
      expect(await endpointCount(ctx, supplier.id)).toBe(1);
    });

    it("answers 404 for another supplier's endpoints, through its path or one's own", async () => {
      const owner = await createOwnedSupplier(ctx);
      const { endpoint } = await registered(owner.user, owner.supplier.id, '/foreign');
      const stranger = await createOwnedSupplier(ctx);
      for (const [method, url, payload] of [
        ['GET', base(owner.supplier.id), undefined],
        ['GET', `${base(owner.supplier.id)}/${endpoint.id}/log`, undefined],
        ['GET', `${base(stranger.supplier.id)}/${endpoint.id}/log`, undefined],
        [
          'PUT',
          `${base(stranger.supplier.id)}/${endpoint.id}`,
          { url: receiver.url('/stolen'), events: ['enquiry.created'] },
        ],
        ['POST', `${base(stranger.supplier.id)}/${endpoint.id}/test`, undefined],
        ['POST', `${base(stranger.supplier.id)}/${endpoint.id}/rotate-secret`, undefined],
        ['DELETE', `${base(stranger.supplier.id)}/${endpoint.id}`, undefined],
      ] as const) {
        const res = await call(ctx, stranger.user, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ url: receiver.url('/foreign'), previousSecret: null });
    });

    it('refuses an endpoint without events or with unknown ones, and an eleventh endpoint', async () => {
      const { user, supplier } = await createOwnedSupplier(ctx);
      const none = await register(ctx, user, supplier.id, { url: receiver.url('/x'), events: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().error.fields).toEqual({ events: 'webhooks:errors.events' });
      const unknown = await register(ctx, user, supplier.id, { url: receiver.url('/x'), events: ['enquiry.deleted'] });
      expect(unknown.statusCode).toBe(400);
      const noUrl = await register(ctx, user, supplier.id, { url: ' ', events: ['enquiry.created'] });
      expect(noUrl.json().error.fields).toEqual({ url: 'webhooks:errors.urlRequired' });
      expect(await endpointCount(ctx, supplier.id)).toBe(0);
      for (let i = 0; i < 10; i += 1) await registered(user, supplier.id, `/many-${i}`, ['enquiry.created']);
      const eleventh = await register(ctx, user, supplier.id, {
        url: receiver.url('/many-10'),
        events: ['enquiry.created'],
      });
      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json().error.code).toBe('webhook-limit');
      expect(await endpointCount(ctx, supplier.id)).toBe(10);
    });

    it('changes, switches off and deletes an endpoint; a switched-off endpoint gets no test event', async () => {
      const { user, supplier } = await createOwnedSupplier(ctx);
      const { endpoint } = await registered(user, supplier.id, '/editable');
      const changed = await call(ctx, user, 'PUT', `${base(supplier.id)}/${endpoint.id}`, {
        url: receiver.url('/edited'),
        description: 'Zapier',
        events: ['review.created'],
        enabled: false,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        url: receiver.url('/edited'),
        description: 'Zapier',
        events: ['review.created'],
        enabled: false,
      });
      const test = await call(ctx, user, 'POST', `${base(supplier.id)}/${endpoint.id}/test`);
      expect(test.json().error.code).toBe('webhook-disabled');
      expect((await call(ctx, user, 'DELETE', `${base(supplier.id)}/${endpoint.id}`)).statusCode).toBe(204);
      expect(await endpointCount(ctx, supplier.id)).toBe(0);
    });
  });
});
