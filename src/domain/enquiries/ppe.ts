import type { PpePrice } from './ppe-calls.ts';

/**
 * Pay-per-enquiry credits (spec sections 3, 4, 7 and 9): one ledger per supplier with two balances,
 * prices per pack of credits. Money is held in integer minor units (pence, cents) with its currency.
 */

export const balanceTypes = ['enquiries', 'contact-couples'] as const;
export type BalanceType = (typeof balanceTypes)[number];

/** Why a balance moved: a purchase adds, a reveal or a contacted couple spends, an admin adjusts either way. */
export const ledgerReasons = ['purchase', 'reveal', 'contactCouple', 'adjustment'] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/** Credits each action spends, and from which balance. */
export const creditCosts = {
  reveal: { balanceType: 'enquiries', credits: 1 },
  contactCouple: { balanceType: 'contact-couples', credits: 1 },
} as const satisfies Record<string, { balanceType: BalanceType; credits: number }>;

/** The most a single transaction may move, against typing errors. */
export const maxLedgerAmount = 10_000;

type LedgerRefusal = 'invalid-amount' | 'insufficient-balance';
/** @internal */
export type LedgerResult = { ok: true; balance: number } | { ok: false; reason: LedgerRefusal };

/**
 * A transaction adds `amount` (negative spends); it never takes a balance below zero.
 * @internal
 */
export function applyLedgerTransaction(balance: number, amount: number): LedgerResult {
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > maxLedgerAmount)
    return { ok: false, reason: 'invalid-amount' };
  const next = balance + amount;
  return next < 0 ? { ok: false, reason: 'insufficient-balance' } : { ok: true, balance: next };
}

/** Spec section 7: prices ascending by quantity (then by amount, for a stable order). */
export function sortPricesByQuantity<P extends Pick<PpePrice, 'quantity' | 'amount'>>(prices: readonly P[]): P[] {
  return [...prices].sort((a, b) => a.quantity - b.quantity || a.amount - b.amount);
}

/** Price of one credit of the pack, in minor units, rounded. */
export function unitAmount(price: Pick<PpePrice, 'quantity' | 'amount'>): number {
  return Math.round(price.amount / price.quantity);
}

/** The checkout returns to /enquiry-manager?payment=success|failed, which opens the payment popup. */
export type PaymentResult = 'success' | 'failed';

export function parsePaymentResult(value: string | null | undefined): PaymentResult | null {
  return value === 'success' || value === 'failed' ? value : null;
}

export function paymentReturnPath(result: PaymentResult): string {
  return `/enquiry-manager?payment=${result}`;
}
