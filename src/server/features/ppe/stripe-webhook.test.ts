import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createPpeSupplier, type PpeSupplier } from './test-factory.ts';

const webhookSecret = 'whsec_portal_test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_portal', STRIPE_WEBHOOK_SECRET: webhookSecret });
});
afterAll(() => ctx.close());

/** A checkout Stripe would have opened (creating one needs Stripe's API; the adapter test covers that call). */
async function stripeSession(owner: PpeSupplier): Promise<string> {
  const providerSessionId = `cs_test_${randomUUID()}`;
  await ctx.database.db.insert(paymentSessions).values({
    id: randomUUID(),
    provider: 'stripe',
    providerSessionId,
    supplierId: owner.supplier.id,
    priceId: 'ppe-gbp-5',
    quantity: 5,
    amount: 11_000,
    currency: 'GBP',
    createdBy: owner.user.id,
  });
  return providerSessionId;
}

function signedEvent(type: string, sessionId: string, paymentStatus: string, secret = webhookSecret) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const post = ({ payload, header }: { payload: string; header: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });

async function balance(owner: PpeSupplier): Promise<number> {
  return (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/supplier/${owner.supplier.id}/balances`,
      headers: { cookie: owner.user.cookie },
    })
  ).json().balances.enquiries;
}

describe('POST /api/payments/webhook with Stripe', () => {
  it('credits a paid checkout once, however often Stripe delivers the event', async () => {
    const owner = await createPpeSupplier(ctx);
    const event = signedEvent('checkout.session.completed', await stripeSession(owner), 'paid');
    expect((await post(event)).json()).toEqual({ received: true, duplicate: false, credited: 5 });
    expect((await post(event)).json()).toEqual({ received: true, duplicate: true, credited: 0 });
    expect(await balance(owner)).toBe(5);
  });

  it('waits for a delayed payment to succeed before crediting', async () => {
    const owner = await createPpeSupplier(ctx);
    const sessionId = await stripeSession(owner);
    expect((await post(signedEvent('checkout.session.completed', sessionId, 'unpaid'))).json().credited).toBe(0);
    expect(await balance(owner)).toBe(0);
    expect(
      (await post(signedEvent('checkout.session.async_payment_succeeded', sessionId, 'paid'))).json().credited,
    ).toBe(5);
    expect(await balance(owner)).toBe(5);
  });

  it('answers 400 for a payload signed with another secret and credits nothing', async () => {
    const owner = await createPpeSupplier(ctx);
    const res = await post(
      signedEvent('checkout.session.completed', await stripeSession(owner), 'paid', 'whsec_attacker'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid-webhook');
    expect(await balance(owner)).toBe(0);
  });

  it('has no local checkout page when Stripe is configured', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payments/local-checkout/lcs_x' })).json().error.message,
    ).toContain('No route');
  });
});
