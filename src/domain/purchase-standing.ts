import type { DisputeStatus } from './purchases-api.ts';

/** A purchase as its payment stands now: paid or failed, and since then refunded or disputed. */
export interface PaymentStanding {
  paid: boolean;
  amount: number;
  refundedAmount: number;
  dispute: DisputeStatus | null;
}

/**
 * What /purchases says of a purchase, the most telling first: a dispute (the card holder's bank took the
 * money back, or may), then a refund (all of it, or a part), else paid or failed.
 */
export type PurchaseStanding =
  'failed' | 'paid' | 'refunded' | 'partlyRefunded' | 'disputeOpen' | 'disputeWon' | 'disputeLost';

export function purchaseStanding({ paid, amount, refundedAmount, dispute }: PaymentStanding): PurchaseStanding {
  if (!paid) return 'failed';
  if (dispute === 'open') return 'disputeOpen';
  if (dispute === 'lost') return 'disputeLost';
  if (refundedAmount > 0) return refundedAmount >= amount ? 'refunded' : 'partlyRefunded';
  return dispute === 'won' ? 'disputeWon' : 'paid';
}

/**
 * What support does to a payment in the provider's dashboard, which the test mode offers platform admins on its
 * receipt.
 */
export const supportActions = ['refund', 'dispute', 'dispute-won', 'dispute-lost'] as const;
export type SupportAction = (typeof supportActions)[number];

/**
 * The actions a payment allows, as Stripe does: nothing before it is paid; while a dispute is open only its
 * outcome (a disputed payment cannot be refunded); the rest refunded in full while something is left, and
 * disputed once (never after a refund of all of it: nothing is left to take back).
 */
export function supportActionsOf({ paid, amount, refundedAmount, dispute }: PaymentStanding): SupportAction[] {
  if (!paid) return [];
  if (dispute === 'open') return ['dispute-won', 'dispute-lost'];
  const left = refundedAmount < amount && dispute !== 'lost';
  return [...(left ? (['refund'] as const) : []), ...(left && dispute === null ? (['dispute'] as const) : [])];
}
