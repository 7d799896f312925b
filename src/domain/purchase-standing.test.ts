import { describe, expect, it } from 'vitest';
import { purchaseStanding, supportActionsOf, type PaymentStanding } from './purchase-standing.ts';

const paid = (changes: Partial<PaymentStanding> = {}): PaymentStanding => ({
  paid: true,
  amount: 5000,
  refundedAmount: 0,
  dispute: null,
  ...changes,
});

describe('purchaseStanding', () => {
  it.each([
    ['a failed payment', { paid: false }, 'failed'],
    ['a paid one', {}, 'paid'],
    ['one refunded in full', { refundedAmount: 5000 }, 'refunded'],
    ['one refunded in part', { refundedAmount: 1200 }, 'partlyRefunded'],
    ['one under dispute', { dispute: 'open' }, 'disputeOpen'],
    ['one whose dispute was lost, also after a part refund', { dispute: 'lost', refundedAmount: 1000 }, 'disputeLost'],
    ['one whose dispute was won', { dispute: 'won' }, 'disputeWon'],
    [
      'one refunded after a dispute was won (the refund says more)',
      { dispute: 'won', refundedAmount: 5000 },
      'refunded',
    ],
  ] as const)('names %s', (_what, changes, standing) => {
    expect(purchaseStanding(paid(changes))).toBe(standing);
  });
});

describe('supportActionsOf', () => {
  it.each([
    ['nothing for a failed payment', { paid: false }, []],
    ['a refund or a dispute for a paid one', {}, ['refund', 'dispute']],
    ['the rest refunded, or a dispute, after a part refund', { refundedAmount: 1000 }, ['refund', 'dispute']],
    ['nothing after a full refund', { refundedAmount: 5000 }, []],
    ['only the outcome while a dispute is open', { dispute: 'open' }, ['dispute-won', 'dispute-lost']],
    ['a refund but no second dispute once one was won', { dispute: 'won' }, ['refund']],
    ['nothing once a dispute was lost', { dispute: 'lost' }, []],
  ] as const)('offers %s', (_what, changes, actions) => {
    expect(supportActionsOf(paid(changes))).toEqual(actions);
  });
});
