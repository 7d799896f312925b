import { describe, expect, it } from 'vitest';
import { checkoutReturnState, thankYouMinutes, withCheckout } from './checkout-return.ts';

const now = new Date('2026-11-29T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('the state a payment return page shows', () => {
  it.each([
    ['no checkout named or found', null, 'nothing'],
    ['an open checkout (the provider’s event on its way)', { status: 'open', completedAt: null }, 'pending'],
    ['one paid just now', { status: 'paid', completedAt: minutesAgo(1) }, 'paid'],
    [
      'one paid before the thank-you window closed',
      { status: 'paid', completedAt: minutesAgo(thankYouMinutes - 1) },
      'paid',
    ],
    ['an old purchase', { status: 'paid', completedAt: minutesAgo(thankYouMinutes) }, 'nothing'],
    ['one that failed just now', { status: 'failed', completedAt: minutesAgo(2) }, 'failed'],
    ['an old failure', { status: 'failed', completedAt: minutesAgo(600) }, 'nothing'],
    ['one a newer checkout closed', { status: 'expired', completedAt: minutesAgo(1) }, 'nothing'],
  ] as const)('%s: %s', (_, checkout, state) => {
    expect(checkoutReturnState(checkout, now)).toBe(state);
  });

  it('names the checkout in the success URL, after a query of its own', () => {
    expect(withCheckout('/suppliers/supplier-pro/success', 'c1')).toBe('/suppliers/supplier-pro/success?checkout=c1');
    expect(withCheckout('/locations?payment=success', 'c 2')).toBe('/locations?payment=success&checkout=c%202');
  });
});
