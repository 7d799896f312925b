import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, suppliers, supplierUsers } from '../../db/schema/index.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { postAs } from '../../test/post-as.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (user: CreatedUser, url: string, payload: object | string, form = false) =>
  postAs(ctx, user, url, payload, form);
const changePlan = (user: CreatedUser, supplierId: string, planId: string) =>
  post(user, '/api/billing/change-plan', { supplierId, planId });
const tierOf = async (id: string) =>
  (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, id)))[0]?.tier;
const plansOf = async (user: CreatedUser, id: string) =>
  (await ctx.app.inject({ url: `/api/supplier/${id}/plans`, headers: { cookie: user.cookie } })).json();

/** A venue subscribed to Venue pro Classic through the test-mode checkout. */
async function subscribed() {
  const owned = await createOwnedSupplier(ctx, { tier: 'free' });
  const { url } = (
    await post(owned.user, '/api/billing/checkout', { supplierId: owned.supplier.id, planId: 'venuePro.classic.GBP' })
  ).json<{ url: string }>();
  await post(owned.user, url, 'outcome=pay', true);
  expect(await tierOf(owned.supplier.id)).toBe('classic');
  return owned;
}

describe('changing plan (POST /api/billing/change-plan, test mode)', () => {
  it('switches up and down from now: the tier follows by the provider event, one subscription still', async () => {
    const { user, supplier } = await subscribed();
    const up = await changePlan(user, supplier.id, 'venuePro.expert.GBP');
    expect(up.statusCode, up.body).toBe(200);
    expect(await tierOf(supplier.id)).toBe('expert');
    expect((await plansOf(user, supplier.id)).subscription).toMatchObject({
      planId: 'venuePro.expert.GBP',
      tier: 'expert',
      status: 'active',
    });
    await changePlan(user, supplier.id, 'venuePro.lite.GBP');
    expect(await tierOf(supplier.id)).toBe('lite');
    expect(
      await ctx.database.db
        .select({ planId: subscriptions.planId })
        .from(subscriptions)
        .where(eq(subscriptions.supplierId, supplier.id)),
    ).toEqual([{ planId: 'venuePro.lite.GBP' }]);
  });

  it('keeps a plan cancelled for the period’s end when switching', async () => {
    const { user, supplier } = await subscribed();
    const { url } = (await post(user, '/api/billing/manage-subscription', { supplierId: supplier.id })).json<{
      url: string;
    }>();
    await post(user, url, 'outcome=cancel', true);
    expect((await plansOf(user, supplier.id)).subscription.endsAt).toEqual(expect.any(String));
    await changePlan(user, supplier.id, 'venuePro.classic23.GBP');
    expect((await plansOf(user, supplier.id)).subscription).toMatchObject({
      planId: 'venuePro.classic23.GBP',
      endsAt: null,
    });
  });

  it('refuses the same plan, one not offered, no plan, other roles and other businesses, changing nothing', async () => {
    const { user, supplier } = await subscribed();
    const same = await changePlan(user, supplier.id, 'venuePro.classic.GBP');
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toMatchObject({
      code: 'same-plan',
      fields: { planId: 'billing:errors.change.same-plan' },
    });
    for (const planId of ['supplierPro.expert.GBP', 'venuePro.expert.EUR', 'venuePro.gold.GBP', '']) {
      const res = await changePlan(user, supplier.id, planId);
      expect(res.statusCode, planId).toBe(400);
    }
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    expect((await changePlan(editor, supplier.id, 'venuePro.expert.GBP')).statusCode).toBe(403);
    const stranger = await createOwnedSupplier(ctx, { tier: 'free' });
    expect((await changePlan(stranger.user, supplier.id, 'venuePro.expert.GBP')).statusCode).toBe(404);
    const none = await changePlan(stranger.user, stranger.supplier.id, 'venuePro.expert.GBP');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('no-subscription');
    expect(await tierOf(supplier.id)).toBe('classic');
  });

  it('refuses while a failed renewal is open', async () => {
    const { user, supplier } = await subscribed();
    const { url } = (await post(user, '/api/billing/manage-subscription', { supplierId: supplier.id })).json<{
      url: string;
    }>();
    await post(user, url, 'outcome=renewal-fails', true);
    const res = await changePlan(user, supplier.id, 'venuePro.expert.GBP');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('payment-failed');
  });
});

describe("renewal (POST /api/billing/renewal: the spec's toggle-supplier-pro / toggle-venue-pro, test mode)", () => {
  const renewal = (user: CreatedUser, supplierId: string, renews: unknown) =>
    post(user, '/api/billing/renewal', { supplierId, renews });

  it('cancels the plan for its period’s end, the tier kept until then, and keeps it again', async () => {
    const { user, supplier } = await subscribed();
    const off = await renewal(user, supplier.id, false);
    expect(off.statusCode, off.body).toBe(200);
    const cancelled = (await plansOf(user, supplier.id)).subscription;
    expect(cancelled.endsAt).toEqual(cancelled.currentPeriodEnd);
    expect(await tierOf(supplier.id)).toBe('classic');
    const again = await renewal(user, supplier.id, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'unchanged',
      fields: { renews: 'billing:errors.change.unchanged' },
    });
    await renewal(user, supplier.id, true);
    expect((await plansOf(user, supplier.id)).subscription.endsAt).toBeNull();
  });

  it('refuses bad input, no plan, other roles and other businesses', async () => {
    const { user, supplier } = await subscribed();
    expect((await renewal(user, supplier.id, 'no')).statusCode).toBe(400);
    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    expect((await renewal(editor, supplier.id, false)).statusCode).toBe(403);
    const stranger = await createOwnedSupplier(ctx, { tier: 'free' });
    expect((await renewal(stranger.user, supplier.id, false)).statusCode).toBe(404);
    expect((await renewal(stranger.user, stranger.supplier.id, false)).json().error.code).toBe('no-subscription');
    expect((await plansOf(user, supplier.id)).subscription.endsAt).toBeNull();
  });
});
