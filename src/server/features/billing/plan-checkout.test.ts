import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCheckouts, subscriptions, suppliers, supplierUsers } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier, createSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const checkout = (cookie: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', payload: body, headers: { cookie } });

/** Opens the local test-mode page of a started checkout and ends it as the payer chooses. */
async function endCheckout(cookie: string, url: string, outcome: 'pay' | 'fail') {
  const page = await ctx.app.inject({ url, headers: { cookie } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('TEST MODE');
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: `outcome=${outcome}`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('plans through the local test-mode checkout', () => {
  it('lists the plans of the supplier kind in its currency', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, {
      tier: 'free',
      types: ['photo'],
      currency: 'EUR',
      countryCode: 'DE',
    });
    const res = await ctx.app.inject({ url: `/api/supplier/${supplier.id}/plans`, headers: { cookie: user.cookie } });
    expect(res.json()).toMatchObject({ family: 'supplierPro', tier: 'free', subscription: null });
    expect(res.json().plans.map((plan: { id: string }) => plan.id)).toEqual([
      'supplierPro.lite.EUR',
      'supplierPro.classic.EUR',
      'supplierPro.classic23.EUR',
      'supplierPro.expert.EUR',
      'supplierPro.platinum.EUR',
    ]);
  });

  it('subscribes on payment: the tier changes by the webhook, the success page is where the payer lands, and a second plan is refused', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const started = await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.classic.GBP' });
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/billing\/local-checkout\/lcs_/);
    // nothing is granted before the payment's events
    expect(
      (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, supplier.id)))[0]
        ?.tier,
    ).toBe('free');

    const paid = await endCheckout(user.cookie, url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/suppliers\/supplier-pro\/success\?checkout=[\w-]+$/);
    const [row] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row).toMatchObject({ tier: 'classic', premiumActive: true });
    const plans = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/plans`, headers: { cookie: user.cookie } })
    ).json();
    expect(plans.subscription).toMatchObject({ planId: 'venuePro.classic.GBP', status: 'active' });
    expect(
      (await ctx.database.db.select().from(planCheckouts).where(eq(planCheckouts.supplierId, supplier.id)))[0]?.status,
    ).toBe('completed');

    // paying the same page again changes nothing
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url,
          payload: 'outcome=pay',
          headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(303);
    expect(
      await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.supplierId, supplier.id)),
    ).toHaveLength(1);

    const second = await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.expert.GBP' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'already-subscribed',
      fields: { planId: 'billing:errors.alreadySubscribed' },
    });
  });

  it('grants nothing when the payment fails, and returns to the plans', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const { url } = (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{
      url: string;
    }>();
    const failed = await endCheckout(user.cookie, url, 'fail');
    expect(failed.headers.location).toBe('/plans?payment=failed');
    expect(
      (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, supplier.id)))[0]
        ?.tier,
    ).toBe('free');
    expect(
      (await ctx.database.db.select().from(planCheckouts).where(eq(planCheckouts.supplierId, supplier.id)))[0]?.status,
    ).toBe('failed');
  });

  it('refuses a plan not offered to the supplier, an unknown one, and a non-admin, with nothing started', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    for (const planId of ['supplierPro.classic.GBP', 'venuePro.classic.EUR', 'venuePro.gold.GBP', '']) {
      const res = await checkout(user.cookie, { supplierId: supplier.id, planId });
      expect(res.statusCode, planId).toBe(400);
      expect(res.json().error.fields).toEqual({ planId: 'billing:errors.unknownPlan' });
    }
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    const refused = await checkout(editor.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('role-required');
    expect(await ctx.database.db.select().from(planCheckouts).where(eq(planCheckouts.supplierId, supplier.id))).toEqual(
      [],
    );
  });

  it('closes an earlier open checkout when a new one starts, so only one can be paid', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const first = (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{
      url: string;
    }>().url;
    const second = (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.expert.GBP' })).json<{
      url: string;
    }>().url;
    const stale = await ctx.app.inject({
      method: 'POST',
      url: first,
      payload: 'outcome=pay',
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stale.headers.location).toBe('/plans');
    expect((await ctx.app.inject({ url: first, headers: { cookie: user.cookie } })).body).toContain('already closed');
    await endCheckout(user.cookie, second, 'pay');
    expect(
      await ctx.database.db
        .select({ planId: subscriptions.planId })
        .from(subscriptions)
        .where(eq(subscriptions.supplierId, supplier.id)),
    ).toEqual([{ planId: 'venuePro.expert.GBP' }]);
  });

  it('keeps the test-mode page from an editor, who may not buy', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const { url } = (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{
      url: string;
    }>();
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    expect((await ctx.app.inject({ url, headers: { cookie: editor.cookie } })).statusCode).toBe(403);
    const pay = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'outcome=pay',
      headers: { cookie: editor.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(403);
    expect(
      (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, supplier.id)))[0]
        ?.tier,
    ).toBe('free');
  });

  it('manages the plan on the test-mode page: cancel and resume, a failed renewal, its retry paid, and the retries giving up', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/manage-subscription',
      payload: { supplierId: supplier.id },
      headers: { cookie: user.cookie },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('no-subscription');
    await endCheckout(
      user.cookie,
      (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.classic.GBP' })).json<{ url: string }>()
        .url,
      'pay',
    );

    const manage = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/manage-subscription',
      payload: { supplierId: supplier.id },
      headers: { cookie: user.cookie },
    });
    const { url } = manage.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/billing\/local-manage\//);
    const act = async (outcome: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: `outcome=${outcome}`,
        headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.headers.location).toBe('/plans');
      return (
        await ctx.app.inject({ url: `/api/supplier/${supplier.id}/plans`, headers: { cookie: user.cookie } })
      ).json();
    };
    const tier = async () =>
      (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, supplier.id)))[0]
        ?.tier;
    // (invoices of the same second: their order is the ids')
    const invoices = async () =>
      (await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases`, headers: { cookie: user.cookie } }))
        .json()
        .purchases.map((p: { status: string }) => p.status)
        .sort();

    expect((await ctx.app.inject({ url, headers: { cookie: user.cookie } })).body).toContain(
      'Cancel at the end of the period',
    );
    const periodEnd = (await act('cancel')).subscription.endsAt;
    expect(periodEnd).toEqual(expect.any(String));
    // what the page does not offer now changes nothing
    expect((await act('give-up')).subscription).toMatchObject({ status: 'active', endsAt: periodEnd });
    expect((await act('resume')).subscription.endsAt).toBeNull();

    const failed = (await act('renewal-fails')).subscription;
    expect(failed).toMatchObject({ status: 'past_due', paymentFailedAt: expect.any(String) });
    // Stripe moves the period on when a renewal fails too
    expect(new Date(failed.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(periodEnd).getTime());
    expect(await tier()).toBe('classic');
    expect(await invoices()).toEqual(['failed', 'paid']);
    // the retry pays the failed invoice: no second invoice for that renewal
    expect((await act('renew')).subscription).toMatchObject({
      status: 'active',
      paymentFailedAt: null,
      currentPeriodEnd: failed.currentPeriodEnd,
    });
    expect(await invoices()).toEqual(['paid', 'paid']);

    await act('renewal-fails');
    expect((await act('give-up')).subscription).toBeNull();
    expect(await tier()).toBe('free');
    expect((await ctx.app.inject({ url, headers: { cookie: user.cookie } })).body).toContain('This plan has ended.');
  });

  it('keeps the manage page from an editor and a stranger, with nothing changed', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    await endCheckout(
      user.cookie,
      (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{ url: string }>()
        .url,
      'pay',
    );
    const { url } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/billing/manage-subscription',
        payload: { supplierId: supplier.id },
        headers: { cookie: user.cookie },
      })
    ).json<{ url: string }>();
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    const stranger = await createUser(ctx);
    for (const [who, status] of [
      [editor, 403],
      [stranger, 404],
    ] as const) {
      expect((await ctx.app.inject({ url, headers: { cookie: who.cookie } })).statusCode).toBe(status);
      const post = await ctx.app.inject({
        method: 'POST',
        url,
        payload: 'outcome=cancel',
        headers: { cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(post.statusCode).toBe(status);
    }
    expect(
      (await ctx.app.inject({ url: `/api/supplier/${supplier.id}/plans`, headers: { cookie: user.cookie } })).json()
        .subscription.endsAt,
    ).toBeNull();
  });

  it('renews a paid period and ends a cancelled plan at the end of its period', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    await endCheckout(
      user.cookie,
      (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{ url: string }>()
        .url,
      'pay',
    );
    const { url } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/billing/manage-subscription',
        payload: { supplierId: supplier.id },
        headers: { cookie: user.cookie },
      })
    ).json<{ url: string }>();
    const post = (outcome: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: `outcome=${outcome}`,
        headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
    const plans = async () =>
      (await ctx.app.inject({ url: `/api/supplier/${supplier.id}/plans`, headers: { cookie: user.cookie } })).json();
    const firstEnd = (await plans()).subscription.currentPeriodEnd;
    await post('renew');
    expect(new Date((await plans()).subscription.currentPeriodEnd).getTime()).toBeGreaterThan(
      new Date(firstEnd).getTime(),
    );
    await post('cancel');
    await post('renew');
    expect((await plans()).subscription).toBeNull();
    expect(
      (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, supplier.id)))[0]
        ?.tier,
    ).toBe('free');
  });

  it("speaks the user's language on the test-mode page, whatever the business's", async () => {
    const user = await createUser(ctx, { locale: 'de-DE' });
    const supplier = await createSupplier(ctx, { ownerId: user.id, tier: 'free' });
    const { url } = (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{
      url: string;
    }>();
    const page = (await ctx.app.inject({ url, headers: { cookie: user.cookie } })).body;
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('Venue pro Lite, monatlich');
  });

  it("keeps another supplier's checkout page from a stranger", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const { url } = (await checkout(user.cookie, { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })).json<{
      url: string;
    }>();
    const stranger = await createUser(ctx);
    expect((await ctx.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    const pay = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'outcome=pay',
      headers: { cookie: stranger.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pay.statusCode).toBe(404);
    expect(
      (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, supplier.id)))[0]
        ?.tier,
    ).toBe('free');
  });
});
