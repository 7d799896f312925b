import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEndpointWithSecret } from '../../domain/webhooks-api.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { open, seal, secretBoxOf } from '../crypto/secret-box.ts';
import { migrateDatabase, openDatabase, type Database } from '../db/client.ts';
import { instagramConnections, webhookAttempts, webhookEndpoints } from '../db/schema/index.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { instagramTokenBox, openToken } from '../features/apps/secrets.ts';
import { deliverDueWebhooks } from '../features/webhooks/delivery.ts';
import { queueWebhook } from '../features/webhooks/enqueue.ts';
import { webhookTestEventType } from '../../domain/webhooks.ts';
import { webhookSecretBox } from '../features/webhooks/secret-storage.ts';
import { createProviders } from '../providers/index.ts';
import type { CreatedUser } from '../test/factories.ts';
import { createOwnedSupplier } from '../test/supplier-factory.ts';
import { openTestDatabase, testDatabaseUrl, type TestContext } from '../test/test-app.ts';
import { startWebhookReceiver } from '../test/webhook-receiver.ts';
import { resealSecrets } from './reseal-secrets.ts';
import { unversionedInstagramToken } from '../test/unversioned-instagram-token.ts';

const oldSecret = 'the AUTH_SECRET of last year and long enough to be used';
const newSecret = 'the AUTH_SECRET of this year and long enough to be used';
const lostSecret = 'an AUTH_SECRET nobody kept and long enough to be used';

/**
 * A database of this file alone: the reseal job reads every row of its tables, and other files' readable test rows
 * must not be sealed under this file's keys. On PostgreSQL a scratch database, on PGlite the run's dump loaded anew.
 */
async function openOwnDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const database = await openTestDatabase();
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'portal_reseal');
  const database = await openDatabase({ databaseUrl: scratch.url });
  await migrateDatabase(database);
  return {
    database,
    url: scratch.url,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

describe('secrets at rest and an AUTH_SECRET rotation', () => {
  let own: Awaited<ReturnType<typeof openOwnDatabase>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const apps: TestContext[] = [];
  /** The app as a node started with these secrets runs it, on this file's database. */
  const node = async (env: NodeJS.ProcessEnv): Promise<TestContext & { config: Config }> => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEBHOOKS_ALLOW_LOCAL: 'true', ...env });
    const app = await buildApp({ config, database: own.database, providers: createProviders(config, own.database) });
    const ctx = { app, database: own.database, config, close: () => app.close() };
    apps.push(ctx);
    return ctx;
  };
  let before: Awaited<ReturnType<typeof node>>;
  let after: Awaited<ReturnType<typeof node>>;
  let afterOnly: Awaited<ReturnType<typeof node>>;

  beforeAll(async () => {
    own = await openOwnDatabase();
    receiver = await startWebhookReceiver();
    before = await node({ AUTH_SECRET: oldSecret });
    after = await node({ AUTH_SECRET: newSecret, AUTH_SECRET_PREVIOUS: oldSecret });
    // once every value is moved, the old secret leaves the configuration
    afterOnly = await node({ AUTH_SECRET: newSecret });
  });
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    await receiver.close();
    await own.drop();
  });

  const endpointOf = async (id: string) =>
    (await own.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;
  const tokenOf = async (supplierId: string) =>
    (
      await own.database.db
        .select({ token: instagramConnections.tokenCiphertext })
        .from(instagramConnections)
        .where(eq(instagramConnections.supplierId, supplierId))
    )[0]!.token;
  const register = async (on: TestContext, user: CreatedUser, supplierId: string, path: string) => {
    const res = await on.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplierId}/webhooks`,
      headers: { cookie: user.cookie },
      payload: { url: receiver.url(path), events: ['enquiry.created'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<WebhookEndpointWithSecret>();
  };
  /**
   * Queues a test event and sends what is due with the keys of `on`'s configuration (a node's worker); answers the
   * request the receiver got. (Queued without a request: a session does not outlive an AUTH_SECRET rotation.)
   */
  const testEvent = async (on: { config: Config }, supplierId: string, endpointId: string) => {
    const messageId = await queueWebhook(
      own.database.db,
      supplierId,
      [endpointId],
      webhookTestEventType,
      { supplierId, endpointId, message: 'A test event from the supplier portal' },
      new Date(),
    );
    await deliverDueWebhooks(own.database.db, { allowLocal: true, secrets: webhookSecretBox(on.config) });
    return receiver.received.find((r) => r.headers['webhook-id'] === messageId);
  };
  const verifies = (secret: string, request: { body: string; headers: Record<string, unknown> }) =>
    (new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string }).type;

  it('stores a webhook secret sealed, never readable, and signs deliveries with it', async () => {
    const { user, supplier } = await createOwnedSupplier(before, { tier: 'classic' });
    const { endpoint, secret } = await register(before, user, supplier.id, '/sealed');
    const row = await endpointOf(endpoint.id);
    expect(row.secret).not.toContain(secret.slice('whsec_'.length, 20));
    expect(row.secret.startsWith(webhookSecretBox(before.config).currentPrefix)).toBe(true);
    expect(open(webhookSecretBox(before.config), row.secret)).toBe(secret);
    expect(verifies(secret, (await testEvent(before, supplier.id, endpoint.id))!)).toBe('webhook.test');
  });

  it('after a rotation reads what the old AUTH_SECRET sealed, signs with it, and the reseal job moves it to the new key', async () => {
    const { user, supplier } = await createOwnedSupplier(before, { tier: 'classic' });
    const { endpoint, secret: first } = await register(before, user, supplier.id, '/rotating');
    // a secret rotation of the endpoint's own before the AUTH_SECRET's: both secrets are under the old key
    const rotated = await before.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/webhooks/${endpoint.id}/rotate-secret`,
      headers: { cookie: user.cookie },
    });
    const { secret: second } = rotated.json<WebhookEndpointWithSecret>();
    const oldBox = webhookSecretBox(before.config);
    const sealedBefore = await endpointOf(endpoint.id);
    expect([sealedBefore.secret, sealedBefore.previousSecret].every((s) => s!.startsWith(oldBox.currentPrefix))).toBe(
      true,
    );

    // the node started with the new AUTH_SECRET and the old one as previous signs with both secrets at once
    const request = (await testEvent(after, supplier.id, endpoint.id))!;
    expect(verifies(second, request)).toBe('webhook.test');
    expect(verifies(first, request)).toBe('webhook.test');
    // a node without the old secret cannot sign yet: the attempt is logged as failed and retried, nothing is sent
    expect(await testEvent(afterOnly, supplier.id, endpoint.id)).toBeUndefined();
    const [attempt] = await own.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id))
      .orderBy(desc(webhookAttempts.attemptedAt))
      .limit(1);
    expect(attempt).toMatchObject({ statusCode: null, error: 'signing secret unreadable' });

    const done = await resealSecrets(own.database.db, after.config);
    expect(done!.webhookSecrets.resealed).toBeGreaterThanOrEqual(1);
    const newBox = webhookSecretBox(afterOnly.config);
    const sealedAfter = await endpointOf(endpoint.id);
    expect(sealedAfter.secret.startsWith(newBox.currentPrefix)).toBe(true);
    expect(open(newBox, sealedAfter.secret)).toBe(second);
    expect(open(newBox, sealedAfter.previousSecret!)).toBe(first);
    expect(sealedAfter.previousSecretUntil).toEqual(sealedBefore.previousSecretUntil);

    // the node that has only the new secret signs now
    expect(verifies(second, (await testEvent(afterOnly, supplier.id, endpoint.id))!)).toBe('webhook.test');

    // nothing left to move: a second run reads nothing and changes nothing
    const again = await resealSecrets(own.database.db, after.config);
    expect(again).toEqual({
      webhookSecrets: { resealed: 0, unreadable: 0 },
      instagramTokens: { resealed: 0, unreadable: 0 },
    });
    expect(await endpointOf(endpoint.id)).toEqual(sealedAfter);
  });

  it('seals the readable webhook secrets and the Instagram tokens of before the secret box, and leaves what no key opens', async () => {
    const { supplier } = await createOwnedSupplier(before, { tier: 'classic' });
    const readable = {
      current: `whsec_${randomBytes(24).toString('base64')}`,
      previous: `whsec_${randomBytes(24).toString('base64')}`,
    };
    const id = randomUUID();
    await own.database.db.insert(webhookEndpoints).values({
      id,
      supplierId: supplier.id,
      url: receiver.url('/readable'),
      events: ['enquiry.created'],
      secret: readable.current,
      previousSecret: readable.previous,
      previousSecretUntil: new Date(Date.now() + 3_600_000),
    });
    // a readable secret of a row written before the change still signs until the job seals it
    expect(verifies(readable.current, (await testEvent(after, supplier.id, id))!)).toBe('webhook.test');

    const tokens = [
      {
        supplier: supplier.id,
        stored: unversionedInstagramToken(oldSecret, 'IGQVJ-old-format'),
        token: 'IGQVJ-old-format',
      },
      ...(await Promise.all(
        ['IGQVJ-sealed-old', 'IGQVJ-lost'].map(async (token) => ({
          supplier: (await createOwnedSupplier(before)).supplier.id,
          stored: seal(secretBoxOf('instagram-token', [token === 'IGQVJ-lost' ? lostSecret : oldSecret]), token),
          token,
        })),
      )),
    ];
    for (const { supplier: supplierId, stored } of tokens)
      await own.database.db.insert(instagramConnections).values({
        supplierId,
        accountId: '9001',
        username: 'oldbarn',
        tokenCiphertext: stored,
      });

    // two nodes start at once (a pool each on PostgreSQL): one seals, the other finds the lock taken or nothing left
    const otherNode = own.url ? await openDatabase({ databaseUrl: own.url }) : own.database;
    const runs = await Promise.all([
      resealSecrets(own.database.db, after.config),
      resealSecrets(otherNode.db, after.config),
    ]).finally(() => otherNode !== own.database && otherNode.close());
    const counts = runs.filter((run) => run !== null);
    expect(counts.reduce((n, run) => n + run.instagramTokens.resealed, 0)).toBe(2);
    expect(counts.reduce((n, run) => n + run.webhookSecrets.resealed, 0)).toBe(1);
    expect(counts[0]!.instagramTokens.unreadable).toBe(1);

    const newBox = webhookSecretBox(afterOnly.config);
    const endpoint = await endpointOf(id);
    expect(open(newBox, endpoint.secret)).toBe(readable.current);
    expect(open(newBox, endpoint.previousSecret!)).toBe(readable.previous);
    expect(JSON.stringify(endpoint)).not.toContain(readable.current.slice(6));
    for (const { supplier: supplierId, stored, token } of tokens) {
      const now = await tokenOf(supplierId);
      if (token === 'IGQVJ-lost') expect(now).toBe(stored);
      else expect(openToken(instagramTokenBox(afterOnly.config), now)).toBe(token);
    }
  });
});
