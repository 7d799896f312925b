import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Supplier } from '../../access/supplier-access.ts';
import { subscriptionInvoices, suppliers } from '../../db/schema/index.ts';
import type { CreatedUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const webhookSecret = 'whsec_portal_billing_test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_portal', STRIPE_WEBHOOK_SECRET: webhookSecret });
});
afterAll(() => ctx.close());

const day = 86_400;
const start = Math.floor(Date.now() / 1000);

/** A Stripe event signed with Stripe's own test helper, as Stripe would deliver it. */
function signed(type: string, object: Record<string, unknown>, created = start) {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, created, data: { object } });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}

const post = ({ payload, header }: { payload: string; header: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });

async function deliver(type: string, object: Record<string, unknown>, created = start) {
  const res = await post(signed(type, object, created));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ duplicate: boolean }>();
}

interface Owner {
  user: CreatedUser;
  supplier: Supplier;
  subscriptionId: string;
}

async function owner(): Promise<Owner> {
  const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
  return { user, supplier, subscriptionId: `sub_${randomUUID()}` };
}

/** A subscription object of a venue pro plan (the demo supplier factory makes venues). */
const subscription = (
  o: Owner,
  fields: { status?: string; cancel?: boolean; cancelAt?: number; periodEnd?: number; planId?: string } = {},
) => ({
  id: o.subscriptionId,
  object: 'subscription',
  status: fields.status ?? 'active',
  customer: `cus_${o.supplier.id.slice(0, 8)}`,
  cancel_at_period_end: fields.cancel ?? false,
  cancel_at: fields.cancelAt ?? null,
  metadata: { supplierId: o.supplier.id, planId: fields.planId ?? 'venuePro.classic.GBP' },
  items: { data: [{ current_period_end: fields.periodEnd ?? start + 30 * day }] },
});

const invoice = (o: Owner, id: string, amount: number) => ({
  id,
  object: 'invoice',
  amount_paid: amount,
  amount_due: amount,
  currency: 'gbp',
  hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
  parent: {
    subscription_details: {
      subscription: o.subscriptionId,
      metadata: { supplierId: o.supplier.id, planId: 'venuePro.classic.GBP' },
    },
  },
});

async function supplierRow(o: Owner) {
  const [row] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, o.supplier.id));
  return row!;
}

async function plans(o: Owner) {
  const res = await ctx.app.inject({ url: `/api/supplier/${o.supplier.id}/plans`, headers: { cookie: o.user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('supplier subscriptions through Stripe webhooks', () => {
  it('sets the plan tier by the premium rules once, however often the event is delivered', async () => {
    const o = await owner();
    const created = signed('customer.subscription.created', subscription(o));
    expect((await post(created)).json().duplicate).toBe(false);
    const first = await supplierRow(o);
    expect(first).toMatchObject({
      tier: 'classic',
      premiumActive: true,
      premiumEndDate: null,
      stripeCustomerId: `cus_${o.supplier.id.slice(0, 8)}`,
    });
    expect(first.premiumCreatedAt).toBeInstanceOf(Date);
    expect((await post(created)).json().duplicate).toBe(true);
    expect((await supplierRow(o)).premiumUpdatedAt).toEqual(first.premiumUpdatedAt);
    expect(await plans(o)).toMatchObject({
      family: 'venuePro',
      tier: 'classic',
      subscription: {
        planId: 'venuePro.classic.GBP',
        tier: 'classic',
        status: 'active',
        endsAt: null,
        paymentFailedAt: null,
      },
    });
  });

  it('applies an event delivered twice at once only once, and two events of one subscription at once in order', async () => {
    const o = await owner();
    const created = signed('customer.subscription.created', subscription(o));
    const answers = await Promise.all([post(created), post(created)]);
    expect(answers.map((res) => res.json().duplicate).sort()).toEqual([false, true]);
    await Promise.all([
      deliver('customer.subscription.updated', subscription(o, { planId: 'venuePro.expert.GBP' }), start + 2 * day),
      deliver('customer.subscription.updated', subscription(o, { planId: 'venuePro.lite.GBP' }), start + day),
    ]);
    expect((await supplierRow(o)).tier).toBe('expert');
  });

  it('records each invoice once; a failed renewal warns until one is paid, and keeps the tier while Stripe retries', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o));
    await deliver('invoice.paid', invoice(o, `in_${randomUUID()}`, 14_900));
    const renewal = `in_${randomUUID()}`;
    await deliver('invoice.payment_failed', { ...invoice(o, renewal, 14_900), amount_paid: 0 }, start + 30 * day);
    await deliver('customer.subscription.updated', subscription(o, { status: 'past_due' }), start + 30 * day);
    expect((await plans(o)).subscription).toMatchObject({ status: 'past_due', paymentFailedAt: expect.any(String) });
    expect((await supplierRow(o)).tier).toBe('classic');

    await deliver('invoice.paid', invoice(o, renewal, 14_900), start + 31 * day);
    await deliver('customer.subscription.updated', subscription(o, { periodEnd: start + 61 * day }), start + 31 * day);
    expect((await plans(o)).subscription).toMatchObject({
      status: 'active',
      paymentFailedAt: null,
      currentPeriodEnd: new Date((start + 61 * day) * 1000).toISOString(),
    });
    const invoices = await ctx.database.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.supplierId, o.supplier.id));
    expect(invoices.map((row) => row.status).sort()).toEqual(['paid', 'paid']);
  });

  it('keeps the tier until the paid period ends after a cancellation, then returns to free', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o));
    await deliver('customer.subscription.updated', subscription(o, { cancel: true }), start + day);
    expect(await supplierRow(o)).toMatchObject({
      tier: 'classic',
      premiumEndDate: new Date((start + 30 * day) * 1000),
    });
    await deliver(
      'customer.subscription.deleted',
      subscription(o, { status: 'canceled', cancel: true }),
      start + 30 * day,
    );
    const ended = await supplierRow(o);
    expect(ended.tier).toBe('free');
    // the premium record keeps its active flag and createdAt when the tier drops to free (spec section 4)
    expect(ended.premiumCreatedAt).toBeInstanceOf(Date);
    expect((await plans(o)).subscription).toBeNull();
  });

  it('puts "created" (incomplete) and "updated" (active) of the same second in order, whichever comes first', async () => {
    const o = await owner();
    await deliver('customer.subscription.updated', subscription(o, { status: 'active' }), start);
    await deliver('customer.subscription.created', subscription(o, { status: 'incomplete' }), start);
    expect(await supplierRow(o)).toMatchObject({ tier: 'classic', premiumEndDate: null });
    expect((await plans(o)).subscription.status).toBe('active');
  });

  it('ends on the date of a cancellation for a date (cancel_at)', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o));
    await deliver('customer.subscription.updated', subscription(o, { cancelAt: start + 10 * day }), start + day);
    expect((await supplierRow(o)).premiumEndDate).toEqual(new Date((start + 10 * day) * 1000));
    expect((await plans(o)).subscription.endsAt).toBe(new Date((start + 10 * day) * 1000).toISOString());
  });

  it('keeps an invoice paid and the warning off when its failure arrives late', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o));
    const renewal = `in_${randomUUID()}`;
    await deliver('invoice.paid', invoice(o, renewal, 14_900), start + 2 * day);
    await deliver('invoice.payment_failed', { ...invoice(o, renewal, 14_900), amount_paid: 0 }, start + day);
    expect((await plans(o)).subscription.paymentFailedAt).toBeNull();
    const [row] = await ctx.database.db
      .select()
      .from(subscriptionInvoices)
      .where(eq(subscriptionInvoices.providerInvoiceId, renewal));
    expect(row?.status).toBe('paid');
  });

  it('keeps a tier an admin set through the renewals of the plan', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o));
    await ctx.database.db.update(suppliers).set({ tier: 'platinum' }).where(eq(suppliers.id, o.supplier.id));
    await deliver('customer.subscription.updated', subscription(o, { periodEnd: start + 61 * day }), start + 31 * day);
    expect((await supplierRow(o)).tier).toBe('platinum');
  });

  it("ignores an invoice that names another supplier than its subscription's", async () => {
    const o = await owner();
    const other = await owner();
    await deliver('customer.subscription.created', subscription(o));
    const forged = invoice(o, `in_${randomUUID()}`, 100);
    await deliver('invoice.payment_failed', {
      ...forged,
      parent: {
        subscription_details: {
          subscription: o.subscriptionId,
          metadata: { supplierId: other.supplier.id, planId: 'venuePro.classic.GBP' },
        },
      },
    });
    expect(
      await ctx.database.db
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.supplierId, other.supplier.id)),
    ).toEqual([]);
    expect((await plans(o)).subscription.paymentFailedAt).toBeNull();
  });

  it('does not resurrect a cancelled plan with an "updated" that arrives late, or with any later one', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o), start);
    await deliver('customer.subscription.deleted', subscription(o, { status: 'canceled' }), start + 10 * day);
    await deliver('customer.subscription.updated', subscription(o, { status: 'active' }), start + 5 * day);
    await deliver('customer.subscription.updated', subscription(o, { status: 'active' }), start + 20 * day);
    expect((await supplierRow(o)).tier).toBe('free');
  });

  it('applies an older event that arrives after a newer one as nothing', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o), start);
    await deliver('customer.subscription.updated', subscription(o, { planId: 'venuePro.expert.GBP' }), start + 2 * day);
    await deliver('customer.subscription.updated', subscription(o, { planId: 'venuePro.lite.GBP' }), start + day);
    expect((await supplierRow(o)).tier).toBe('expert');
  });

  it('takes an invoice that arrives before its subscription, and the subscription after it', async () => {
    const o = await owner();
    await deliver('invoice.paid', invoice(o, `in_${randomUUID()}`, 14_900));
    expect((await supplierRow(o)).tier).toBe('free');
    await deliver('customer.subscription.created', subscription(o));
    expect((await supplierRow(o)).tier).toBe('classic');
    expect(
      await ctx.database.db
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.supplierId, o.supplier.id)),
    ).toHaveLength(1);
  });

  it('keeps a tier an admin set since the plan started when the plan ends', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o));
    await ctx.database.db.update(suppliers).set({ tier: 'platinum' }).where(eq(suppliers.id, o.supplier.id));
    await deliver('customer.subscription.deleted', subscription(o, { status: 'canceled' }), start + day);
    expect((await supplierRow(o)).tier).toBe('platinum');
  });

  it('ignores a subscription that names no plan of the catalogue or another supplier than its first event', async () => {
    const o = await owner();
    await deliver('customer.subscription.created', subscription(o, { planId: 'venuePro.gold.GBP' }));
    expect((await supplierRow(o)).tier).toBe('free');
    const other = await owner();
    await deliver('customer.subscription.created', subscription(o));
    await deliver(
      'customer.subscription.updated',
      { ...subscription(o), metadata: { supplierId: other.supplier.id, planId: 'venuePro.expert.GBP' } },
      start + day,
    );
    expect((await supplierRow(other)).tier).toBe('free');
    expect((await supplierRow(o)).tier).toBe('classic');
  });

  it('refuses a forged event with nothing written', async () => {
    const o = await owner();
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: start,
      data: { object: subscription(o) },
    });
    const res = await post({
      payload,
      header: Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' }),
    });
    expect(res.statusCode).toBe(400);
    expect((await supplierRow(o)).tier).toBe('free');
  });
});
