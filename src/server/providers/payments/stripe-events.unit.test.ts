import { describe, expect, it } from 'vitest';
import { readStripeEvent } from './stripe-events.ts';

const created = 1_790_000_000;
const event = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created,
  data: { object },
});

describe("reading Stripe's events (API 2025-03-31 and later)", () => {
  it('reads a subscription with its metadata, customer and period end from its items', () => {
    const read = readStripeEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        object: 'subscription',
        status: 'past_due',
        customer: 'cus_1',
        cancel_at_period_end: true,
        metadata: { supplierId: 's1', planId: 'supplierPro.lite.GBP' },
        items: { data: [{ current_period_end: created + 86_400 }] },
      }),
    );
    expect(read).toMatchObject({ eventId: 'evt_1', createdAt: new Date(created * 1000), outcome: null, invoice: null });
    expect(read?.subscription).toEqual({
      providerSubscriptionId: 'sub_1',
      providerCustomerId: 'cus_1',
      status: 'past_due',
      supplierId: 's1',
      planId: 'supplierPro.lite.GBP',
      currentPeriodEnd: new Date((created + 86_400) * 1000),
      endsAt: new Date((created + 86_400) * 1000),
    });
  });

  it('reads an invoice paid or failed with the subscription it bills', () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      amount_paid: 0,
      amount_due: 2900,
      currency: 'gbp',
      hosted_invoice_url: 'https://invoice.stripe.com/i/1',
      parent: {
        subscription_details: { subscription: 'sub_1', metadata: { supplierId: 's1', planId: 'supplierPro.lite.GBP' } },
      },
    };
    expect(readStripeEvent(event('invoice.payment_failed', invoice))?.invoice).toEqual({
      providerInvoiceId: 'in_1',
      providerSubscriptionId: 'sub_1',
      supplierId: 's1',
      planId: 'supplierPro.lite.GBP',
      status: 'failed',
      amount: 2900,
      currency: 'GBP',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/1',
    });
    expect(readStripeEvent(event('invoice.paid', { ...invoice, amount_paid: 2900 }))?.invoice).toMatchObject({
      status: 'paid',
      amount: 2900,
    });
    // an invoice of no subscription (a one-off) is no plan's
    expect(readStripeEvent(event('invoice.paid', { ...invoice, parent: null }))?.invoice).toBeNull();
  });

  it("reads a paid checkout's payment intent (none for a subscription's checkout)", () => {
    expect(
      readStripeEvent(
        event('checkout.session.completed', { id: 'cs_1', payment_status: 'paid', payment_intent: 'pi_1' }),
      )?.payment,
    ).toEqual({ paymentId: 'pi_1', checkoutSessionId: 'cs_1' });
    expect(
      readStripeEvent(event('checkout.session.completed', { id: 'cs_1', payment_status: 'paid', payment_intent: null }))
        ?.payment,
    ).toBeNull();
  });

  it('reads the payment intent an invoice payment paid its invoice with', () => {
    const paid = {
      id: 'inpay_1',
      invoice: 'in_1',
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: { id: 'pi_1' } },
    };
    expect(readStripeEvent(event('invoice_payment.paid', paid))?.payment).toEqual({
      paymentId: 'pi_1',
      invoiceId: 'in_1',
    });
    expect(
      readStripeEvent(
        event('invoice_payment.paid', { ...paid, payment: { type: 'payment_record', payment_record: 'pr_1' } }),
      )?.payment,
    ).toBeNull();
  });

  it("reads a charge's receipt and running refunded total", () => {
    const charge = {
      id: 'ch_1',
      payment_intent: 'pi_1',
      amount: 5000,
      amount_refunded: 1200,
      receipt_url: 'https://pay.stripe.com/receipts/1',
    };
    expect(readStripeEvent(event('charge.refunded', charge))?.payment).toEqual({
      paymentId: 'pi_1',
      amountRefunded: 1200,
      receiptUrl: 'https://pay.stripe.com/receipts/1',
    });
    expect(
      readStripeEvent(event('charge.succeeded', { ...charge, amount_refunded: 0, receipt_url: null }))?.payment,
    ).toEqual({ paymentId: 'pi_1', amountRefunded: 0 });
    expect(readStripeEvent(event('charge.refunded', { ...charge, amount_refunded: -5 }))?.payment).toBeNull();
  });

  it.each([
    ['needs_response', 'open'],
    ['under_review', 'open'],
    ['warning_needs_response', 'open'],
    ['won', 'won'],
    ['warning_closed', 'won'],
    ['prevented', 'lost'],
    ['lost', 'lost'],
  ] as const)('reads a dispute that is %s as %s', (status, dispute) => {
    expect(
      readStripeEvent(event('charge.dispute.updated', { id: 'dp_1', payment_intent: 'pi_1', status }))?.payment,
    ).toEqual({ paymentId: 'pi_1', dispute });
  });

  it('keeps only the id, type and time of other events, and refuses what is not an event', () => {
    expect(readStripeEvent(event('charge.refunded', { id: 'ch_1' }))).toMatchObject({
      type: 'charge.refunded',
      subscription: null,
      invoice: null,
      outcome: null,
      payment: null,
    });
    expect(readStripeEvent(event('customer.created', { id: 'cus_1' }))).toMatchObject({
      type: 'customer.created',
      payment: null,
    });
    expect(readStripeEvent({ id: 'evt_1', type: 'x' })).toBeNull();
    expect(readStripeEvent('nonsense')).toBeNull();
  });
});
