import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierView } from '../../../domain/viewer.ts';
import { adminAudit, suppliers, supplierUsers } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser, type CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { endExpiredTrials } from './trial.ts';

const day = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let admin: CreatedUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPlatformAdmin(ctx);
});
afterAll(() => ctx.close());

const toggle = (supplierId: string, active: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/suppliers/${supplierId}/trial`,
    headers: { cookie: admin.cookie },
    payload: { active },
  });
const extend = (supplierId: string, user: CreatedUser) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/${supplierId}/trial/extension`,
    headers: { cookie: user.cookie },
  });
const rowOf = async (supplierId: string) =>
  (await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, supplierId)))[0]!;
const auditOf = (supplierId: string, action: string) =>
  ctx.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.supplierId, supplierId), eq(adminAudit.action, action)));

describe('the trial: switched on by a platform admin, extended once by the business, ended by the trial job', () => {
  it('gives a free supplier lite for 14 days and returns it to free when switched off', async () => {
    const { supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const on = await toggle(supplier.id, true);
    expect(on.statusCode, on.body).toBe(200);
    const premium = on.json<SupplierView>().admin.premium;
    expect(premium).toMatchObject({ tier: 'lite', active: true, trial: { active: true } });
    expect(new Date(premium.trial.endsAt!).getTime() - new Date(premium.trial.activatedAt!).getTime()).toBe(14 * day);
    expect((await rowOf(supplier.id)).trialTierBefore).toBe('free');

    const off = (await toggle(supplier.id, false)).json<SupplierView>().admin.premium;
    expect(off).toMatchObject({ tier: 'free', trial: { active: false } });
    // switched off early, it ended then
    expect(new Date(off.trial.endsAt!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await auditOf(supplier.id, 'trial')).map((entry) => entry.after)).toEqual([
      expect.objectContaining({ trialActive: true, tier: 'lite' }),
      expect.objectContaining({ trialActive: false, tier: 'free' }),
    ]);
  });

  it('is extended once, by 7 days, by an admin of the business; the second time, another role, another business and a platform admin are refused', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    await toggle(supplier.id, true);
    const endsAt = (await rowOf(supplier.id)).trialEndsAt!;

    const editor = await createUser(ctx);
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: editor.id, role: 'editor' });
    expect((await extend(supplier.id, editor)).statusCode).toBe(403);
    const stranger = await createOwnedSupplier(ctx, { tier: 'free' });
    expect((await extend(supplier.id, stranger.user)).statusCode).toBe(404);
    const byPlatformAdmin = await extend(supplier.id, admin);
    expect(byPlatformAdmin.statusCode).toBe(409);
    expect(byPlatformAdmin.json().error.code).toBe('trial-platform-admin');
    expect((await rowOf(supplier.id)).trialEndsAt).toEqual(endsAt);

    const extended = await extend(supplier.id, user);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json<SupplierView>().admin.premium).toMatchObject({
      extendedCount: 1,
      trial: { endsAt: new Date(endsAt.getTime() + 7 * day).toISOString() },
    });
    expect(await auditOf(supplier.id, 'trialExtended')).toEqual([
      expect.objectContaining({ actorId: user.id, after: expect.objectContaining({ trialExtendedCount: 1 }) }),
    ]);

    const again = await extend(supplier.id, user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('trial-already-extended');
    expect((await rowOf(supplier.id)).trialExtendedCount).toBe(1);
  });

  it('refuses to extend without a running trial', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'lite' });
    const res = await extend(supplier.id, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('trial-not-on-trial');
  });

  it('ends expired trials once when the job runs twice at once, back to the tier before, in the history', async () => {
    const expired = await createOwnedSupplier(ctx, { tier: 'unverified' });
    const running = await createOwnedSupplier(ctx, { tier: 'free' });
    const upgraded = await createOwnedSupplier(ctx, { tier: 'free' });
    for (const { supplier } of [expired, running, upgraded]) await toggle(supplier.id, true);
    // an admin moved one to expert during its trial: its end takes nothing
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/suppliers/${upgraded.supplier.id}/premium`,
      headers: { cookie: admin.cookie },
      payload: { tier: 'expert' },
    });
    const later = new Date(Date.now() + 15 * day);
    await ctx.database.db
      .update(suppliers)
      .set({ trialEndsAt: new Date(later.getTime() + day) })
      .where(eq(suppliers.id, running.supplier.id));

    const runs = await Promise.all([
      endExpiredTrials(ctx.database.db, later),
      endExpiredTrials(ctx.database.db, later),
    ]);
    const ended = runs.flat().filter((id) => [expired, running, upgraded].some(({ supplier }) => supplier.id === id));
    expect(ended.sort()).toEqual([expired.supplier.id, upgraded.supplier.id].sort());
    expect(await rowOf(expired.supplier.id)).toMatchObject({ tier: 'unverified', trialActive: false });
    expect(await rowOf(upgraded.supplier.id)).toMatchObject({ tier: 'expert', trialActive: false });
    expect(await rowOf(running.supplier.id)).toMatchObject({ tier: 'lite', trialActive: true });
    const history = await auditOf(expired.supplier.id, 'trialEnded');
    expect(history).toEqual([
      expect.objectContaining({
        actorId: null,
        before: expect.objectContaining({ tier: 'lite', trialActive: true }),
        after: expect.objectContaining({ tier: 'unverified', trialActive: false }),
      }),
    ]);
    // the job again finds nothing more to do
    expect((await endExpiredTrials(ctx.database.db, later)).filter((id) => id === expired.supplier.id)).toEqual([]);
  });

  it('ends when the business pays for a plan, so the trial’s end does not take the paid tier', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    await toggle(supplier.id, true);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { supplierId: supplier.id, planId: 'venuePro.lite.GBP' },
      headers: { cookie: user.cookie },
    });
    const { url } = started.json<{ url: string }>();
    await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'outcome=pay',
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await rowOf(supplier.id)).toMatchObject({ tier: 'lite', trialActive: false });
    expect(await endExpiredTrials(ctx.database.db, new Date(Date.now() + 30 * day))).not.toContain(supplier.id);
    expect((await rowOf(supplier.id)).tier).toBe('lite');
  });
});
