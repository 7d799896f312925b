import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { WebhookEndpointWithSecret, WebhookLog } from '../domain/webhooks-api.ts';
import type { SupplierRankResponse } from '../domain/statistics/ranking-api.ts';
import {
  adminAudit,
  couplesTrends,
  events,
  supplierDailyStats,
  supplierRankings,
  suppliers,
  webhookDeliveries,
} from './db/schema/index.ts';
import { createAuthTestApp, whoami } from './features/auth/test-helpers.ts';
import { rankingDayOf, keepRecordingRankings } from './features/ranking/ranking-job.ts';
import { keepRollingUp } from './features/statistics/rollup-job.ts';
import { keepCountingTrends } from './features/market-insights/trends.ts';
import { marketInsightsCountries } from '../domain/statistics/market-insights.ts';
import { utcDayOf } from '../domain/statistics/time-series.ts';
import { keepEndingTrials } from './features/trial/trial-job.ts';
import { keepDeliveringWebhooks } from './features/webhooks/webhook-job.ts';
import { cookieOf, createPlatformAdmin, createUser, type CreatedUser } from './test/factories.ts';
import { publicPage, saveDescription } from './test/public-page.ts';
import { createOwnedSupplier, createSupplier } from './test/supplier-factory.ts';
import type { TestContext } from './test/test-app.ts';
import { startWebhookReceiver } from './test/webhook-receiver.ts';

/**
 * Issue 37, "Several nodes": two app instances over one PostgreSQL database, each with its own pool and LISTEN
 * connection, as the portal runs behind a load balancer. Every job runs on every node (main.ts), and its effect
 * happens once; what a node keeps (the public page, a county's ranking) is dropped on the other after a change; a
 * sign-out on one node is refused on the other. The embedded database has one owner, so this runs on PostgreSQL only.
 */
describe.runIf(inject('testDatabaseUrls'))('several API nodes over one PostgreSQL', () => {
  let nodeA: TestContext;
  let nodeB: TestContext;
  let admin: CreatedUser;
  beforeAll(async () => {
    // nodes of one portal share its secret: it signs the session cookie and seals the webhook secrets
    const shared = { AUTH_SECRET: 'a secret both nodes of this test share, long enough', WEBHOOKS_ALLOW_LOCAL: 'true' };
    [nodeA, nodeB] = await Promise.all([createAuthTestApp(shared), createAuthTestApp(shared)]);
    admin = await createPlatformAdmin(nodeA);
  });
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  const fail = (error: unknown) => {
    throw error;
  };
  /**
   * Both nodes run a job's tick at the same moment, `rounds` times: the job as main.ts starts it on every node, its
   * timer stopped at once, so each start is one tick.
   */
  async function tickOnBoth(start: (node: TestContext) => { ready: Promise<void>; stop(): void }, rounds = 3) {
    for (let round = 0; round < rounds; round += 1)
      await Promise.all(
        [nodeA, nodeB].map((node) => {
          const job = start(node);
          job.stop();
          return job.ready;
        }),
      );
  }
  const adminChange = async (on: TestContext, supplierId: string, change: 'premium' | 'trial', payload: object) => {
    const res = await on.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${supplierId}/${change}`,
      headers: { cookie: admin.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('each job runs once', () => {
    it('folds each statistics event into the daily counters once (advisory lock and watermark)', async () => {
      const { supplier } = await createOwnedSupplier(nodeA, { tier: 'classic' });
      const event = (name: string) => ({
        event: name,
        category: 'couplesActivity',
        source: 'marketplace',
        supplierId: supplier.id,
      });
      // first caught up, the job's watermark row made: on a fresh database both nodes' runs queue on that row's insert
      // and would not overlap
      await tickOnBoth((node) => keepRollingUp(node.database, fail));
      await nodeA.database.db
        .insert(events)
        .values([...Array.from({ length: 5 }, () => event('profileViewed')), event('shortlisted')]);
      // on schedule a run folds up to the events its previous run saw: the first round sees them, the next folds them
      await tickOnBoth((node) => keepRollingUp(node.database, fail));
      const counters = await nodeA.database.db
        .select({ metric: supplierDailyStats.metric, count: supplierDailyStats.count })
        .from(supplierDailyStats)
        .where(eq(supplierDailyStats.supplierId, supplier.id))
        .orderBy(supplierDailyStats.metric);
      expect(counters).toEqual([
        { metric: 'profileViews', count: 5 },
        { metric: 'shortlists', count: 1 },
      ]);
    });

    it("records the day's rankings once (advisory lock, the day checked in its transaction)", async () => {
      const county = 'Gwynedd';
      const others = await createUser(nodeA);
      const at = (tier: string) => createSupplier(nodeA, { ownerId: others.id, tier, adminArea: [county, 'Wales'] });
      const [expert, classic, free] = [await at('expert'), await at('classic'), await at('free')];
      const today = rankingDayOf(new Date());
      // an earlier test file on this worker's database may have recorded today before these suppliers existed
      await nodeA.database.db.delete(supplierRankings).where(eq(supplierRankings.day, today));
      await tickOnBoth((node) => keepRecordingRankings(node.database, fail));
      const recorded = await nodeA.database.db
        .select({ supplierId: supplierRankings.supplierId, day: supplierRankings.day, rank: supplierRankings.rank })
        .from(supplierRankings)
        .where(inArray(supplierRankings.supplierId, [expert.id, classic.id, free.id]))
        .orderBy(supplierRankings.rank);
      expect(recorded).toEqual([
        { supplierId: expert.id, day: today, rank: 1 },
        { supplierId: classic.id, day: today, rank: 2 },
        { supplierId: free.id, day: today, rank: 3 },
      ]);
    });

    it("counts each country's couples trends once a day (advisory lock per country, the day checked in its transaction)", async () => {
      const { db } = nodeA.database;
      await db.delete(couplesTrends);
      await tickOnBoth((node) => keepCountingTrends(node.database, fail), 1);
      const first = await db.select().from(couplesTrends).orderBy(couplesTrends.countryCode);
      expect(first.map((row) => [row.countryCode, row.day])).toEqual(
        [...marketInsightsCountries].sort().map((country) => [country, utcDayOf(new Date())]),
      );
      // the nodes' later ticks of the day leave each count as it was: not counted again
      await tickOnBoth((node) => keepCountingTrends(node.database, fail), 2);
      expect(await db.select().from(couplesTrends).orderBy(couplesTrends.countryCode)).toEqual(first);
    });

    it('ends each expired trial once, with one entry in the tier history (advisory lock, rows re-read locked)', async () => {
      const trials = await Promise.all(Array.from({ length: 3 }, () => createOwnedSupplier(nodeA, { tier: 'free' })));
      const ids = trials.map(({ supplier }) => supplier.id);
      for (const id of ids) await adminChange(nodeA, id, 'trial', { active: true });
      await nodeA.database.db
        .update(suppliers)
        .set({ trialEndsAt: new Date(Date.now() - 1000) })
        .where(inArray(suppliers.id, ids));
      await tickOnBoth((node) => keepEndingTrials(node.database, fail));
      const rows = await nodeA.database.db
        .select({ tier: suppliers.tier, trialActive: suppliers.trialActive })
        .from(suppliers)
        .where(inArray(suppliers.id, ids));
      expect(rows).toEqual(Array(3).fill({ tier: 'free', trialActive: false }));
      const ended = await nodeA.database.db
        .select({ supplierId: adminAudit.supplierId })
        .from(adminAudit)
        .where(and(inArray(adminAudit.supplierId, ids), eq(adminAudit.action, 'trialEnded')));
      expect(ended.map((row) => row.supplierId).sort()).toEqual([...ids].sort());
    });

    it('delivers each webhook event once while both nodes work the queue (claimed with SKIP LOCKED under a lease)', async () => {
      const { user, supplier } = await createOwnedSupplier(nodeA);
      const receiver = await startWebhookReceiver({ delayMs: 15 });
      const config = nodeA.app.deps.config;
      // both nodes' workers as main.ts runs them, every 5 ms here; each "Send test event" also sends at once on its node
      const workers = [nodeA, nodeB].map((node) =>
        keepDeliveringWebhooks(node.database, config, (e) => expect.unreachable(String(e)), 5),
      );
      try {
        const base = `/api/supplier/${supplier.id}/webhooks`;
        const registered = await nodeA.app.inject({
          method: 'POST',
          url: base,
          headers: { cookie: user.cookie },
          payload: { url: receiver.url('/once'), events: ['enquiry.created'] },
        });
        expect(registered.statusCode, registered.body).toBe(201);
        const { endpoint } = registered.json<WebhookEndpointWithSecret>();
        const sends = Array.from({ length: 30 }, (_, i) =>
          (i % 2 === 0 ? nodeA : nodeB).app.inject({
            method: 'POST',
            url: `${base}/${endpoint.id}/test`,
            headers: { cookie: user.cookie },
          }),
        );
        expect((await Promise.all(sends)).map((r) => r.statusCode)).toEqual(Array(30).fill(202));
        const log = async () =>
          (
            await nodeA.app.inject({ url: `${base}/${endpoint.id}/log`, headers: { cookie: user.cookie } })
          ).json<WebhookLog>();
        await expect.poll(async () => (await log()).attempts.length, { timeout: 15_000, interval: 100 }).toBe(30);
        const ids = receiver.received.map((r) => r.headers['webhook-id']);
        expect(ids).toHaveLength(30);
        expect(new Set(ids).size).toBe(30);
        const pending = await nodeA.database.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.state, 'pending')));
        expect(pending).toEqual([]);
      } finally {
        for (const worker of workers) worker.stop();
        await Promise.all(workers.map((worker) => worker.ready));
        await receiver.close();
      }
    });
  });

  // a change is told over LISTEN/NOTIFY, which arrives a moment after the commit: node B is waited for, never slept on
  describe('what a node keeps is dropped on both after a change', () => {
    /** Resolves once `node` hears of a change of the supplier. */
    const heardOn = (node: TestContext, supplierId: string) =>
      new Promise<void>((resolve) => {
        const stop = node.database.changes.subscribe('supplier', (key) => {
          if (key !== supplierId) return;
          stop();
          resolve();
        });
      });

    it("drops node B's public profile page as soon as the supplier saves on node A", async () => {
      const { user, supplier } = await createOwnedSupplier(nodeA);
      const heard = heardOn(nodeB, supplier.id);
      await saveDescription(nodeA, user, supplier, 'Seen by both nodes.');
      // B has heard of that save, so it keeps the page it renders now: a write no node is told of is not seen
      await heard;
      expect((await publicPage(nodeB, supplier)).body).toContain('Seen by both nodes.');
      await nodeA.database.db
        .update(suppliers)
        .set({ name: 'Renamed Without Telling' })
        .where(eq(suppliers.id, supplier.id));
      expect((await publicPage(nodeB, supplier)).body).not.toContain('Renamed Without Telling');
      await saveDescription(nodeA, user, supplier, 'Changed on node A.');
      await vi.waitFor(
        async () => {
          const page = (await publicPage(nodeB, supplier)).body;
          expect(page).toContain('Changed on node A.');
          expect(page).toContain('Renamed Without Telling');
        },
        { timeout: 5000 },
      );
    });

    it("drops node B's kept county ranking as soon as a listed supplier changes on node A", async () => {
      const county = 'Powys';
      const others = await createUser(nodeA);
      const { user, supplier } = await createOwnedSupplier(nodeA, { tier: 'lite', adminArea: [county, 'Wales'] });
      const rival = await createSupplier(nodeA, { ownerId: others.id, tier: 'classic', adminArea: [county, 'Wales'] });
      const ranked = async () => {
        const res = await nodeB.app.inject({
          method: 'POST',
          url: '/api/search/supplier-rank',
          headers: { cookie: user.cookie },
          payload: { supplierId: supplier.id, supplierCounty: county },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<SupplierRankResponse>().counties[0]!;
      };
      expect(await ranked()).toMatchObject({ rank: 2, total: 2 });
      // B keeps the county: the rival's tier changed by hand is not seen
      await nodeA.database.db.update(suppliers).set({ tier: 'free' }).where(eq(suppliers.id, rival.id));
      expect(await ranked()).toMatchObject({ rank: 2, total: 2 });
      await adminChange(nodeA, supplier.id, 'premium', { tier: 'expert' });
      await vi.waitFor(async () => expect(await ranked()).toMatchObject({ rank: 1, total: 2 }), { timeout: 5000 });
    });
  });

  it('refuses on node B, on the very next request, a session signed out on node A (no session is kept per node)', async () => {
    const { user, supplier } = await createOwnedSupplier(nodeA);
    const signIn = await nodeA.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const cookie = cookieOf(signIn.headers['set-cookie']);
    const supplierCall = (node: TestContext) =>
      node.app.inject({ url: `/api/suppliers/${supplier.id}`, headers: { cookie } });
    expect((await whoami(nodeB, { cookie }))?.id).toBe(user.id);
    expect((await supplierCall(nodeB)).statusCode).toBe(200);

    expect(
      (await nodeA.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie }, payload: {} })).statusCode,
    ).toBe(200);
    expect(await whoami(nodeB, { cookie })).toBeNull();
    expect((await supplierCall(nodeB)).statusCode).toBe(401);
  });
});
