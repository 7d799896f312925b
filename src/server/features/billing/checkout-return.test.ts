import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCheckouts, paymentSessions } from '../../db/schema/index.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { postAs } from '../../test/post-as.ts';

/** GET /api/supplier/{id}/checkouts/{checkoutId}: what a payment return page shows (src/domain/checkout-return.ts). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (user: CreatedUser, url: string, payload: object | string, form = false) =>
  postAs(ctx, user, url, payload, form);
const stateOf = async (user: CreatedUser, supplierId: string, checkoutId: string) => {
  const res = await ctx.app.inject({
    url: `/api/supplier/${supplierId}/checkouts/${encodeURIComponent(checkoutId)}`,
    headers: { cookie: user.cookie },
  });
  return { status: res.statusCode, state: res.statusCode === 200 ? res.json<{ state: string }>().state : undefined };
};
/** The checkout id the success URL names. */
const checkoutIn = (location: string) => new URL(location, 'http://portal.test').searchParams.get('checkout')!;

describe('a payment return page’s checkout', () => {
  it('is pending while open, paid once settled, and nothing pending half an hour later (a plan)', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const { url } = (
      await post(user, '/api/billing/checkout', { supplierId: supplier.id, planId: 'venuePro.lite.GBP' })
    ).json<{ url: string }>();
    const [open] = await ctx.database.db
      .select({ id: planCheckouts.id })
      .from(planCheckouts)
      .where(eq(planCheckouts.supplierId, supplier.id));
    expect(await stateOf(user, supplier.id, open!.id)).toEqual({ status: 200, state: 'pending' });

    const paid = await post(user, url, 'outcome=pay', true);
    expect(checkoutIn(paid.headers.location as string)).toBe(open!.id);
    expect(await stateOf(user, supplier.id, open!.id)).toEqual({ status: 200, state: 'paid' });

    await ctx.database.db
      .update(planCheckouts)
      .set({ completedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(planCheckouts.id, open!.id));
    expect(await stateOf(user, supplier.id, open!.id)).toEqual({ status: 200, state: 'nothing' });
  });

  it('names a single payment (counties) in its success URL, and says when it failed', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'expert', adminArea: ['Rutland', 'England'] });
    const start = () => post(user, '/api/billing/counties/checkout', { supplierId: supplier.id, counties: ['Surrey'] });
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    const paid = await post(user, first.json<{ url: string }>().url, 'outcome=pay', true);
    const id = checkoutIn(paid.headers.location as string);
    expect(await stateOf(user, supplier.id, id)).toEqual({ status: 200, state: 'paid' });

    const second = await start();
    await post(user, second.json<{ url: string }>().url, 'outcome=fail', true);
    const [failed] = await ctx.database.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.supplierId, supplier.id), eq(paymentSessions.status, 'failed')));
    expect(await stateOf(user, supplier.id, failed!.id)).toMatchObject({ state: 'failed' });
  });

  it('has nothing pending for an unknown id or another business’s checkout, and 404 for another business', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    expect(await stateOf(user, supplier.id, 'no-such-checkout')).toEqual({ status: 200, state: 'nothing' });
    const other = await createOwnedSupplier(ctx, { tier: 'free' });
    await post(other.user, '/api/billing/checkout', { supplierId: other.supplier.id, planId: 'venuePro.lite.GBP' });
    const [theirs] = await ctx.database.db
      .select({ id: planCheckouts.id })
      .from(planCheckouts)
      .where(eq(planCheckouts.supplierId, other.supplier.id));
    expect(await stateOf(user, supplier.id, theirs!.id)).toEqual({ status: 200, state: 'nothing' });
    expect((await stateOf(user, other.supplier.id, theirs!.id)).status).toBe(404);
    expect((await stateOf(user, supplier.id, 'x'.repeat(65))).status).toBe(400);
  });
});
