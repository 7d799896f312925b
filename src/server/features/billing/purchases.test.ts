import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A credits checkout that ended as `status` at `at` (the credits flow itself is tested in ppe/). */
async function creditsCheckout(supplierId: string, status: 'open' | 'paid' | 'failed', at: Date) {
  const id = randomUUID();
  await ctx.database.db.insert(paymentSessions).values({
    id,
    provider: 'local',
    providerSessionId: `lcs_${id}`,
    supplierId,
    priceId: 'ppe-gbp-5',
    quantity: 5,
    amount: 11_000,
    currency: 'GBP',
    status,
    createdAt: at,
    completedAt: status === 'open' ? null : at,
  });
  return id;
}

/** A plan bought through the local checkout, paid: its invoice is what the purchases list shows. */
async function buyPlan(cookie: string, supplierId: string, planId: string) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    payload: { supplierId, planId },
    headers: { cookie },
  });
  await ctx.app.inject({
    method: 'POST',
    url: started.json().url,
    payload: 'outcome=pay',
    headers: { cookie, ...form },
  });
}

describe('GET /api/supplier/{id}/purchases', () => {
  it('lists credits packs and plan invoices together, newest first, with test-mode receipts; an open checkout is nothing bought', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const credits = await creditsCheckout(supplier.id, 'paid', new Date('2026-01-10T10:00:00Z'));
    await creditsCheckout(supplier.id, 'failed', new Date('2026-01-11T10:00:00Z'));
    await creditsCheckout(supplier.id, 'open', new Date('2026-01-12T10:00:00Z'));
    await buyPlan(user.cookie, supplier.id, 'venuePro.classic.GBP');

    const res = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/purchases`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { purchases, page, totalPages } = res.json();
    expect({ page, totalPages }).toEqual({ page: 1, totalPages: 1 });
    expect(purchases.map((p: { kind: string; status: string }) => `${p.kind} ${p.status}`)).toEqual([
      'plan paid',
      'credits failed',
      'credits paid',
    ]);
    expect(purchases[0]).toMatchObject({
      planId: 'venuePro.classic.GBP',
      amount: 14_900,
      currency: 'GBP',
      receiptUrl: expect.stringMatching(/^\/api\/billing\/receipt\/plan\//),
    });
    expect(purchases[2]).toMatchObject({
      id: credits,
      quantity: 5,
      amount: 11_000,
      receiptUrl: `/api/billing/receipt/payment/${credits}`,
    });

    const receipt = await ctx.app.inject({ url: purchases[0].receiptUrl, headers: { cookie: user.cookie } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Venue pro Classic, monthly');
    expect(receipt.body).toContain('£149.00');
    expect(receipt.body).toContain('TEST MODE');
  });

  it('lists the plan invoices alone, or everything else, and refuses an unknown choice with nothing listed', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const credits = await creditsCheckout(supplier.id, 'paid', new Date('2026-02-10T10:00:00Z'));
    await buyPlan(user.cookie, supplier.id, 'venuePro.lite.GBP');
    const list = async (shown: string) =>
      ctx.app.inject({
        url: `/api/supplier/${supplier.id}/purchases?shown=${shown}`,
        headers: { cookie: user.cookie },
      });

    const invoices = (await list('plan')).json();
    expect(invoices.purchases.map((p: { kind: string; planId: string }) => `${p.kind} ${p.planId}`)).toEqual([
      'plan venuePro.lite.GBP',
    ]);
    expect(invoices.totalPages).toBe(1);
    const rest = (await list('oneOff')).json();
    expect(rest.purchases.map((p: { id: string }) => p.id)).toEqual([credits]);
    expect((await list('all')).json().purchases).toHaveLength(2);

    const bad = await list('everything');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('shown');
  });

  it('keeps the amounts from a member who may not buy (a viewer or an editor)', async () => {
    for (const role of ['viewer', 'editor'] as const) {
      const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free', role });
      const res = await ctx.app.inject({
        url: `/api/supplier/${supplier.id}/purchases?shown=plan`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('pages 20 at a time and refuses a bad page', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    for (let day = 1; day <= 23; day += 1) await creditsCheckout(supplier.id, 'paid', new Date(Date.UTC(2026, 0, day)));
    const second = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases?page=2`, headers: { cookie: user.cookie } })
    ).json();
    expect(second).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.purchases).toHaveLength(3);
    expect(second.purchases[0].at).toBe(new Date(Date.UTC(2026, 0, 3)).toISOString());
    for (const bad of ['0', 'x', '-1']) {
      expect(
        (
          await ctx.app.inject({
            url: `/api/supplier/${supplier.id}/purchases?page=${bad}`,
            headers: { cookie: user.cookie },
          })
        ).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it("keeps a supplier's receipts from a stranger", async () => {
    const { supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const credits = await creditsCheckout(supplier.id, 'paid', new Date());
    const stranger = await createUser(ctx);
    expect(
      (await ctx.app.inject({ url: `/api/billing/receipt/payment/${credits}`, headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases`, headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: `/api/supplier/${supplier.id}/purchases?shown=plan`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
