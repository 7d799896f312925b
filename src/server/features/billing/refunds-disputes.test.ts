import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, providerPayments } from '../../db/schema/index.ts';
import { createPlatformAdmin, createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createPpeSupplier } from '../ppe/test-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** Refunds and disputes of what a business bought, as the provider's events tell them (issue 11, Reliability). */

const webhookSecret = 'whsec_portal_refund_test';
const start = Math.floor(Date.now() / 1000);

describe('refunds and disputes through Stripe webhooks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_portal', STRIPE_WEBHOOK_SECRET: webhookSecret });
  });
  afterAll(() => ctx.close());

  /** A Stripe event signed with Stripe's own test helper, as Stripe would deliver it. */
  async function deliver(type: string, object: Record<string, unknown>, created = start) {
    const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, created, data: { object } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { payload, header };
  }

  async function purchases(cookie: string, supplierId: string) {
    const res = await ctx.app.inject({ url: `/api/supplier/${supplierId}/purchases`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().purchases;
  }

  /** A credits checkout at Stripe, open until its events settle it. */
  async function openCreditsCheckout(supplierId: string) {
    const providerSessionId = `cs_test_${randomUUID()}`;
    await ctx.database.db.insert(paymentSessions).values({
      id: randomUUID(),
      provider: 'stripe',
      providerSessionId,
      supplierId,
      priceId: 'ppe-gbp-5',
      quantity: 5,
      amount: 11_000,
      currency: 'GBP',
    });
    return providerSessionId;
  }

  const charge = (paymentIntent: string, refunded: number) => ({
    id: `ch_${randomUUID()}`,
    object: 'charge',
    payment_intent: paymentIntent,
    amount: 11_000,
    amount_refunded: refunded,
    receipt_url: `https://pay.stripe.com/receipts/${paymentIntent}`,
  });
  const dispute = (paymentIntent: string, status: string) => ({
    id: `dp_${randomUUID()}`,
    object: 'dispute',
    payment_intent: paymentIntent,
    amount: 11_000,
    status,
  });

  it("shows a credits pack's receipt and refunds whatever order Stripe's events arrive in, and a refund only ever grows", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const session = await openCreditsCheckout(supplier.id);
    const paymentIntent = `pi_${randomUUID()}`;
    // the charge's events before the checkout's: nothing is lost for it
    await deliver('charge.succeeded', charge(paymentIntent, 0));
    await deliver('charge.refunded', charge(paymentIntent, 4_000), start + 60);
    await deliver('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: paymentIntent,
    });
    const [pack] = await purchases(user.cookie, supplier.id);
    expect(pack).toMatchObject({
      kind: 'credits',
      status: 'paid',
      refundedAmount: 4_000,
      dispute: null,
      receiptUrl: `https://pay.stripe.com/receipts/${paymentIntent}`,
    });

    // an older charge event arriving late, and a replay, lower nothing
    await deliver('charge.updated', charge(paymentIntent, 0), start + 30);
    const refund = await deliver('charge.refunded', charge(paymentIntent, 11_000), start + 120);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': refund.header },
      payload: refund.payload,
    });
    expect((await purchases(user.cookie, supplier.id))[0]).toMatchObject({ refundedAmount: 11_000 });
  });

  it('follows a dispute to its decision; an older event arriving late does not reopen it', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const session = await openCreditsCheckout(supplier.id);
    const paymentIntent = `pi_${randomUUID()}`;
    await deliver('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: paymentIntent,
    });
    await deliver('charge.dispute.created', dispute(paymentIntent, 'needs_response'), start + 10);
    expect((await purchases(user.cookie, supplier.id))[0]).toMatchObject({ dispute: 'open' });
    await deliver('charge.dispute.closed', dispute(paymentIntent, 'lost'), start + 20);
    await deliver('charge.dispute.updated', dispute(paymentIntent, 'under_review'), start + 15);
    expect((await purchases(user.cookie, supplier.id))[0]).toMatchObject({ dispute: 'lost', refundedAmount: 0 });
  });

  it("links a plan invoice's refund through its invoice payment (API 2025-03-31 and later)", async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    const subscriptionId = `sub_${randomUUID()}`;
    const invoiceId = `in_${randomUUID()}`;
    const paymentIntent = `pi_${randomUUID()}`;
    const metadata = { supplierId: supplier.id, planId: 'venuePro.classic.GBP' };
    await deliver('customer.subscription.created', {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer: 'cus_x',
      metadata,
      items: { data: [{ current_period_end: start + 30 * 86_400 }] },
    });
    await deliver('charge.refunded', { ...charge(paymentIntent, 14_900), amount: 14_900 });
    await deliver('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      amount_paid: 14_900,
      amount_due: 14_900,
      currency: 'gbp',
      hosted_invoice_url: `https://invoice.stripe.com/i/${invoiceId}`,
      parent: { subscription_details: { subscription: subscriptionId, metadata } },
    });
    expect((await purchases(user.cookie, supplier.id))[0]).toMatchObject({ kind: 'plan', refundedAmount: 0 });
    await deliver('invoice_payment.paid', {
      id: `inpay_${randomUUID()}`,
      object: 'invoice_payment',
      invoice: invoiceId,
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
    });
    // the invoice page stays the receipt of a plan
    expect((await purchases(user.cookie, supplier.id))[0]).toMatchObject({
      kind: 'plan',
      refundedAmount: 14_900,
      receiptUrl: `https://invoice.stripe.com/i/${invoiceId}`,
    });
  });

  it('keeps a payment event without a payment intent, or of a payment nobody bought, from touching any purchase', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'free' });
    await openCreditsCheckout(supplier.id);
    await deliver('charge.refunded', { id: 'ch_x', object: 'charge', amount_refunded: 100 });
    await deliver('charge.refunded', charge(`pi_${randomUUID()}`, 500));
    expect(await purchases(user.cookie, supplier.id)).toEqual([]);
  });
});

describe('refunds and disputes in test mode (the receipt page, as support)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  /** A credits pack bought through the test-mode checkout. */
  async function boughtPack() {
    const { user, supplier } = await createPpeSupplier(ctx);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/ppe/create-checkout-session',
      payload: { supplierId: supplier.id, priceId: 'ppe-gbp-5' },
      headers: { cookie: user.cookie },
    });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: started.json().url,
      payload: 'outcome=pay',
      headers: { cookie: user.cookie, ...form },
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const [purchase] = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases`, headers: { cookie: user.cookie } })
    ).json().purchases;
    return { user, supplier, receipt: purchase.receiptUrl as string };
  }

  it('lets a platform admin refund a payment in full from its receipt, once; the business sees it refunded', async () => {
    const { user, supplier, receipt } = await boughtPack();
    const admin = await createPlatformAdmin(ctx);
    const page = await ctx.app.inject({ url: receipt, headers: { cookie: admin.cookie } });
    expect(page.body).toContain('value="refund"');
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: receipt,
      payload: 'outcome=refund',
      headers: { cookie: admin.cookie, ...form },
    });
    expect(refunded.statusCode, refunded.body).toBe(303);
    expect(refunded.headers.location).toBe(receipt);
    // a stale page's second refund changes nothing
    await ctx.app.inject({
      method: 'POST',
      url: receipt,
      payload: 'outcome=refund',
      headers: { cookie: admin.cookie, ...form },
    });
    const [pack] = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases`, headers: { cookie: user.cookie } })
    ).json().purchases;
    expect(pack).toMatchObject({ status: 'paid', amount: 11_000, refundedAmount: 11_000 });
    const seen = await ctx.app.inject({ url: receipt, headers: { cookie: user.cookie } });
    expect(seen.body).toContain('Refunded');
    expect(seen.body).not.toContain('value="refund"');
    expect(await ctx.database.db.select().from(providerPayments)).toEqual(
      expect.arrayContaining([expect.objectContaining({ provider: 'local', amountRefunded: 11_000 })]),
    );
  });

  it('takes a dispute to the bank’s decision', async () => {
    const { user, supplier, receipt } = await boughtPack();
    const admin = await createPlatformAdmin(ctx);
    for (const outcome of ['dispute', 'dispute-lost']) {
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: receipt,
            payload: `outcome=${outcome}`,
            headers: { cookie: admin.cookie, ...form },
          })
        ).statusCode,
      ).toBe(303);
    }
    const [pack] = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases`, headers: { cookie: user.cookie } })
    ).json().purchases;
    expect(pack).toMatchObject({ dispute: 'lost', refundedAmount: 0 });
  });

  it("refuses the business's own admins, strangers and bad input, and changes nothing", async () => {
    const { user, supplier, receipt } = await boughtPack();
    const own = await ctx.app.inject({
      method: 'POST',
      url: receipt,
      payload: 'outcome=refund',
      headers: { cookie: user.cookie, ...form },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('platform-admin-required');
    expect((await ctx.app.inject({ url: receipt, headers: { cookie: user.cookie } })).body).not.toContain(
      'value="refund"',
    );
    const stranger = await createUser(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: receipt,
          payload: 'outcome=refund',
          headers: { cookie: stranger.cookie, ...form },
        })
      ).statusCode,
    ).toBe(404);
    const admin = await createPlatformAdmin(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: receipt,
          payload: 'outcome=give-all',
          headers: { cookie: admin.cookie, ...form },
        })
      ).statusCode,
    ).toBe(400);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: receipt,
      payload: 'outcome=refund',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', ...form },
    });
    expect(foreign.statusCode).toBe(403);
    const [pack] = (
      await ctx.app.inject({ url: `/api/supplier/${supplier.id}/purchases`, headers: { cookie: user.cookie } })
    ).json().purchases;
    expect(pack).toMatchObject({ refundedAmount: 0, dispute: null });
  });
});
