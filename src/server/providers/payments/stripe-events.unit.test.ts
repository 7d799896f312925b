import { describe, expect, it } from 'vitest';
import { readStripeEvent } from './stripe-events.ts';

const created = 1_790_000_000;
const event = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type, created, data: { object } });

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
      parent: { subscription_details: { subscription: 'sub_1', metadata: { supplierId: 's1', planId: 'supplierPro.lite.GBP' } } },
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
    expect(readStripeEvent(event('invoice.paid', { ...invoice, amount_paid: 2900 }))?.invoice).toMatchObject({ status: 'paid', amount: 2900 });
    // an invoice of no subscription (a one-off) is no plan's
    expect(readStripeEvent(event('invoice.paid', { ...invoice, parent: null }))?.invoice).toBeNull();
  });

  it('keeps only the id, type and time of other events, and refuses what is not an event', () => {
    expect(readStripeEvent(event('charge.refunded', { id: 'ch_1' }))).toMatchObject({ type: 'charge.refunded', subscription: null, invoice: null, outcome: null });
    expect(readStripeEvent({ id: 'evt_1', type: 'x' })).toBeNull();
    expect(readStripeEvent('nonsense')).toBeNull();
  });
});
