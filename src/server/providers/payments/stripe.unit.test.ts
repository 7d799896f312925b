import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createPaymentsProvider } from './index.ts';
import { createStripePayments } from './stripe.ts';
import { InvalidWebhookError } from './types.ts';

const webhookSecret = 'whsec_test_secret';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A stand-in for the Stripe API on 127.0.0.1 that answers the checkout session create call. */
let server: Server;
let port: number;
const received: Received[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, form: new URLSearchParams(body) });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
      if (req.url?.startsWith('/v1/subscriptions/')) {
        // sub_dated was cancelled for a date in the customer portal
        const dated = req.url.includes('sub_dated');
        res.end(
          JSON.stringify({
            id: 'sub_1',
            object: 'subscription',
            cancel_at: dated ? 1_900_000_000 : null,
            cancel_at_period_end: false,
            items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
          }),
        );
        return;
      }
      if (req.url === '/v1/products') {
        res.end(JSON.stringify({ id: 'prod_expert', object: 'product' }));
        return;
      }
      // a session of checkout.sessions.create, retrieve and expire alike; a retrieved "cs_done" is complete
      const status = req.url?.includes('cs_done') ? 'complete' : 'open';
      res.end(
        JSON.stringify({
          id: 'cs_test_123',
          object: 'checkout.session',
          status,
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createStripePayments({
    secretKey: 'sk_test_portal',
    webhookSecret,
    client: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false },
  });

describe('Stripe Checkout adapter', () => {
  it('creates a one-off payment session for the pack and answers its hosted page', async () => {
    const session = await provider().createCheckoutSession({
      paymentSessionId: 'our-session-1',
      productName: '10 enquiry credits',
      amount: 20_000,
      currency: 'GBP',
      successUrl: 'https://portal.example/enquiry-manager?payment=success',
      cancelUrl: 'https://portal.example/enquiry-manager?payment=failed',
      customerEmail: 'owner@venue.example',
    });
    expect(session).toEqual({ providerSessionId: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    const call = received.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/checkout/sessions');
    expect(call.headers.authorization).toBe('Bearer sk_test_portal');
    expect(call.headers['idempotency-key']).toBe('our-session-1');
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': '10 enquiry credits',
      client_reference_id: 'our-session-1',
      'metadata[paymentSessionId]': 'our-session-1',
      customer_email: 'owner@venue.example',
      success_url: 'https://portal.example/enquiry-manager?payment=success',
      cancel_url: 'https://portal.example/enquiry-manager?payment=failed',
    });
  });

  it('creates a monthly subscription checkout whose subscription names the supplier and plan', async () => {
    const session = await provider().createSubscriptionCheckout({
      planCheckoutId: 'plan-checkout-1',
      supplierId: 'supplier-1',
      planId: 'venuePro.classic.GBP',
      productName: 'Venue pro Classic, monthly',
      monthlyAmount: 14_900,
      currency: 'GBP',
      successUrl: 'https://portal.example/suppliers/supplier-pro/success',
      cancelUrl: 'https://portal.example/plans',
      customerEmail: 'owner@venue.example',
    });
    expect(session.providerSessionId).toBe('cs_test_123');
    const call = received.at(-1)!;
    expect(call.url).toBe('/v1/checkout/sessions');
    expect(call.headers['idempotency-key']).toBe('plan-checkout-1');
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '14900',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Venue pro Classic, monthly',
      'subscription_data[metadata][supplierId]': 'supplier-1',
      'subscription_data[metadata][planId]': 'venuePro.classic.GBP',
      'metadata[planCheckoutId]': 'plan-checkout-1',
      success_url: 'https://portal.example/suppliers/supplier-pro/success',
    });
  });

  it('expires an open checkout and refuses to pretend a completed one was expired', async () => {
    const before = received.length;
    await provider().expireCheckout('cs_open');
    expect(received.slice(before).map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/checkout/sessions/cs_open',
      'POST /v1/checkout/sessions/cs_open/expire',
    ]);
    await expect(provider().expireCheckout('cs_done')).rejects.toThrow('is complete');
  });

  it('switches a subscription to another plan: its item to the new inline price on a product of its own, its metadata to the new plan, kept if cancelled', async () => {
    const before = received.length;
    await provider().changeSubscriptionPlan({
      providerSubscriptionId: 'sub_1',
      supplierId: 'supplier-1',
      planId: 'venuePro.expert.GBP',
      productName: 'Venue pro Expert, monthly',
      monthlyAmount: 29_900,
      currency: 'GBP',
    });
    const calls = received.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/products',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(Object.fromEntries(calls[1]!.form)).toMatchObject({
      name: 'Venue pro Expert, monthly',
      'metadata[planId]': 'venuePro.expert.GBP',
    });
    expect(Object.fromEntries(calls[2]!.form)).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price_data][currency]': 'gbp',
      'items[0][price_data][product]': 'prod_expert',
      'items[0][price_data][unit_amount]': '29900',
      'items[0][price_data][recurring][interval]': 'month',
      'metadata[supplierId]': 'supplier-1',
      'metadata[planId]': 'venuePro.expert.GBP',
      cancel_at_period_end: 'false',
      proration_behavior: 'create_prorations',
    });
  });

  it('cancels a subscription for its period’s end, and undoes it, also a cancellation for a date', async () => {
    const before = received.length;
    await provider().setRenewal('sub_1', false);
    await provider().setRenewal('sub_1', true);
    await provider().setRenewal('sub_dated', true);
    const calls = received.slice(before);
    expect(calls.map((call) => `${call.method} ${call.url} ${call.form.toString()}`)).toEqual([
      'POST /v1/subscriptions/sub_1 cancel_at_period_end=true',
      'GET /v1/subscriptions/sub_1 ',
      'POST /v1/subscriptions/sub_1 cancel_at_period_end=false',
      'GET /v1/subscriptions/sub_dated ',
      'POST /v1/subscriptions/sub_dated cancel_at=',
    ]);
  });

  it('reads a signed checkout event offline and refuses a bad signature', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_123', object: 'checkout.session', payment_status: 'paid' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider().parseWebhook(Buffer.from(payload), { 'stripe-signature': header })).toMatchObject({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      outcome: 'paid',
      providerSessionId: 'cs_test_123',
      subscription: null,
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider().parseWebhook(Buffer.from(payload), { 'stripe-signature': forged })).toThrow(
      InvalidWebhookError,
    );
    expect(() => provider().parseWebhook(Buffer.from(payload), {})).toThrow(InvalidWebhookError);
  });

  it('settles nothing on other events', () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider().parseWebhook(Buffer.from(payload), { 'stripe-signature': header })).toMatchObject({
      outcome: null,
      providerSessionId: null,
    });
  });
});

describe('createPaymentsProvider', () => {
  it('is the local checkout without Stripe keys, Stripe with both, and refuses one without the other', () => {
    expect(createPaymentsProvider(loadConfig({})).kind).toBe('local');
    expect(
      createPaymentsProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: webhookSecret })).kind,
    ).toBe('stripe');
    expect(() => createPaymentsProvider(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrow(ConfigError);
    expect(() => createPaymentsProvider(loadConfig({ STRIPE_WEBHOOK_SECRET: webhookSecret }))).toThrow(ConfigError);
  });
});
