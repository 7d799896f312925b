import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLocalPayments, localCheckoutPath, localSignatureHeader } from './local.ts';
import { InvalidWebhookError } from './types.ts';

const payments = createLocalPayments('local-secret');

describe('local test-mode payments', () => {
  it('opens its checkout on this server', async () => {
    const session = await payments.createCheckoutSession({
      paymentSessionId: 's1',
      productName: '1 enquiry credit',
      amount: 2500,
      currency: 'GBP',
      successUrl: 'x',
      cancelUrl: 'y',
    });
    expect(session.providerSessionId).toMatch(/^lcs_[\w-]{24}$/);
    expect(session.url).toBe(localCheckoutPath(session.providerSessionId));
  });

  it.each([
    ['paid', 'checkout.session.completed'],
    ['failed', 'checkout.session.async_payment_failed'],
  ] as const)('signs a %s outcome as Stripe would name it, and reads it back', (outcome, type) => {
    const { body, headers } = payments.outcomeDelivery('lcs_1', outcome);
    const sent = JSON.parse(body);
    expect(payments.parseWebhook(Buffer.from(body), headers)).toEqual({
      eventId: sent.id,
      type,
      createdAt: new Date(sent.created * 1000),
      outcome,
      providerSessionId: 'lcs_1',
      subscription: null,
      invoice: null,
      // a paid checkout names the card payment its refunds and disputes will name
      payment: outcome === 'paid' ? { paymentId: 'lpi_lcs_1', checkoutSessionId: 'lcs_1' } : null,
    });
  });

  it('refuses another secret, a changed body, an old signature and a signed non-event', () => {
    const { body, headers } = payments.outcomeDelivery('lcs_1', 'paid');
    expect(() => createLocalPayments('other-secret').parseWebhook(Buffer.from(body), headers)).toThrow(
      InvalidWebhookError,
    );
    expect(() => payments.parseWebhook(Buffer.from(body.replace('lcs_1', 'lcs_2')), headers)).toThrow(
      InvalidWebhookError,
    );
    const old = payments.outcomeDelivery('lcs_1', 'paid', new Date(Date.now() - 10 * 60_000));
    expect(() => payments.parseWebhook(Buffer.from(old.body), old.headers)).toThrow('signature too old');
    const t = Math.floor(Date.now() / 1000);
    const junk = '{"hello":"world"}';
    const signature = createHmac('sha256', 'local-secret').update(`${t}.${junk}`).digest('hex');
    expect(() =>
      payments.parseWebhook(Buffer.from(junk), { [localSignatureHeader]: `t=${t},v1=${signature}` }),
    ).toThrow('not an event');
  });
});
