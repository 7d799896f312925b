import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/index.ts';
import { createPlatformAdmin, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { postAs } from '../../test/post-as.ts';

/**
 * How an admin's tier change and a running subscription combine (src/domain/plan-standing.ts): the viewer, /plans
 * and the venue-pro end popup's call give the same answer.
 */
let ctx: TestContext;
let admin: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPlatformAdmin(ctx);
});
afterAll(() => ctx.close());

const post = (user: CreatedUser, url: string, payload: object | string, form = false) =>
  postAs(ctx, user, url, payload, form);
const get = (user: CreatedUser, url: string) => ctx.app.inject({ url, headers: { cookie: user.cookie } });
const tierOf = async (id: string) =>
  (await ctx.database.db.select({ tier: suppliers.tier }).from(suppliers).where(eq(suppliers.id, id)))[0]?.tier;
const setTier = (id: string, tier: unknown) => post(admin, `/api/admin/suppliers/${id}/premium`, { tier });
const manage = async (user: CreatedUser, supplierId: string, outcome: string) => {
  const { url } = (await post(user, '/api/billing/manage-subscription', { supplierId })).json<{ url: string }>();
  await post(user, url, `outcome=${outcome}`, true);
};
/** What the viewer, /plans and the plan-ending call say of the supplier's plan. */
async function standingOf(user: CreatedUser, supplierId: string) {
  const viewer = (await get(user, '/api/viewer')).json();
  const plans = (await get(user, `/api/supplier/${supplierId}/plans`)).json();
  expect(viewer.activeSupplier.plan).toEqual(plans.standing);
  return { ...plans.standing, tier: plans.tier, subscription: plans.subscription };
}

async function subscribed(types: string[], planId: string) {
  const owned = await createOwnedSupplier(ctx, { tier: 'free', types });
  const { url } = (await post(owned.user, '/api/billing/checkout', { supplierId: owned.supplier.id, planId })).json<{
    url: string;
  }>();
  await post(owned.user, url, 'outcome=pay', true);
  return owned;
}

describe('an admin tier change over a running plan', () => {
  it('takes a cancelled venue plan out of force: no plan end, no popup call; the next plan event takes over again', async () => {
    const { user, supplier } = await subscribed(['venue'], 'venuePro.platinum.GBP');
    await manage(user, supplier.id, 'cancel');
    const ending = await standingOf(user, supplier.id);
    expect(ending).toMatchObject({ planTier: 'platinum', endsAt: expect.any(String), overridden: false });

    expect((await setTier(supplier.id, 'unverified')).statusCode).toBe(200);
    expect(await standingOf(user, supplier.id)).toMatchObject({
      tier: 'unverified',
      planTier: null,
      endsAt: null,
      paymentFailed: false,
      overridden: true,
      // still billed: the supplier can switch or manage it
      subscription: { planId: 'venuePro.platinum.GBP', status: 'active' },
    });
    const feedback = await post(user, '/api/supplier/venue-pro/feedback', { supplierId: supplier.id, reason: 'price' });
    expect(feedback.statusCode).toBe(409);
    expect(feedback.json().error.code).toBe('not-ending');

    // switching plan is the subscription's next tier-changing event: its plan is in force again
    expect(
      (await post(user, '/api/billing/change-plan', { supplierId: supplier.id, planId: 'venuePro.expert.GBP' }))
        .statusCode,
    ).toBe(200);
    expect(await standingOf(user, supplier.id)).toMatchObject({
      tier: 'expert',
      planTier: 'expert',
      overridden: false,
    });
  });

  it('shows a photographer set to free no current plan, also after a renewal, and no failed payment', async () => {
    const { user, supplier } = await subscribed(['photo'], 'supplierPro.lite.GBP');
    expect(await standingOf(user, supplier.id)).toMatchObject({ tier: 'lite', planTier: 'lite' });
    await setTier(supplier.id, 'free');
    await manage(user, supplier.id, 'renew');
    await manage(user, supplier.id, 'renewal-fails');
    expect(await standingOf(user, supplier.id)).toMatchObject({
      tier: 'free',
      planTier: null,
      paymentFailed: false,
      overridden: true,
      subscription: { status: 'past_due', paymentFailedAt: expect.any(String) },
    });
    // the plan's end leaves the admin's tier
    await manage(user, supplier.id, 'give-up');
    expect(await tierOf(supplier.id)).toBe('free');
    expect(await standingOf(user, supplier.id)).toMatchObject({
      planTier: null,
      overridden: false,
      subscription: null,
    });
  });

  it('keeps the plan in force when the admin sets its own tier again', async () => {
    const { user, supplier } = await subscribed(['photo'], 'supplierPro.classic.GBP');
    await setTier(supplier.id, 'classic');
    expect(await standingOf(user, supplier.id)).toMatchObject({ planTier: 'classic', overridden: false });
  });

  it('refuses a bad tier (400) and other businesses (404), changing nothing', async () => {
    const { user, supplier } = await subscribed(['photo'], 'supplierPro.lite.GBP');
    const bad = await setTier(supplier.id, 'gold');
    expect(bad.statusCode).toBe(400);
    expect(await tierOf(supplier.id)).toBe('lite');
    const stranger = await createOwnedSupplier(ctx, { tier: 'free' });
    expect((await get(stranger.user, `/api/supplier/${supplier.id}/plans`)).statusCode).toBe(404);
    expect(await standingOf(user, supplier.id)).toMatchObject({ planTier: 'lite', overridden: false });
  });
});
