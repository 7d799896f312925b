import { describe, expect, it } from 'vitest';
import {
  applyLedgerTransaction,
  balanceTypes,
  creditCosts,
  maxLedgerAmount,
  parsePaymentResult,
  paymentReturnPath,
  sortPricesByQuantity,
  unitAmount,
  type LedgerResult,
} from './ppe.ts';
import { ledgerTransactionSchema, ppePriceSchema } from './ppe-calls.ts';

describe('balances', () => {
  it('has the two balance types of the spec, one credit per reveal or contacted couple', () => {
    expect(balanceTypes).toEqual(['enquiries', 'contact-couples']);
    expect(creditCosts).toEqual({
      reveal: { balanceType: 'enquiries', credits: 1 },
      contactCouple: { balanceType: 'contact-couples', credits: 1 },
    });
  });
});

describe('applyLedgerTransaction', () => {
  it.each([
    [0, 10, { ok: true, balance: 10 }],
    [10, -1, { ok: true, balance: 9 }],
    [1, -1, { ok: true, balance: 0 }],
    [0, -1, { ok: false, reason: 'insufficient-balance' }],
    [3, -4, { ok: false, reason: 'insufficient-balance' }],
    [5, 0, { ok: false, reason: 'invalid-amount' }],
    [5, 1.5, { ok: false, reason: 'invalid-amount' }],
    [5, Number.NaN, { ok: false, reason: 'invalid-amount' }],
    [5, maxLedgerAmount, { ok: true, balance: 5 + maxLedgerAmount }],
    [5, maxLedgerAmount + 1, { ok: false, reason: 'invalid-amount' }],
    [maxLedgerAmount, -maxLedgerAmount, { ok: true, balance: 0 }],
  ] as [number, number, LedgerResult][])('balance %d + %d → %j', (balance, amount, result) => {
    expect(applyLedgerTransaction(balance, amount)).toEqual(result);
  });

  it('never goes below zero however many spends are applied', () => {
    let balance = 10;
    let spent = 0;
    for (let i = 0; i < 50; i += 1) {
      const result = applyLedgerTransaction(balance, -1);
      if (result.ok) {
        balance = result.balance;
        spent += 1;
      }
    }
    expect([balance, spent]).toEqual([0, 10]);
  });
});

describe('ledgerTransactionSchema', () => {
  const valid = { supplierId: 's1', balanceType: 'enquiries', amount: 5, reason: 'adjustment' };
  it.each([
    [valid, null],
    [{ ...valid, amount: -3, balanceType: 'contact-couples', note: ' goodwill ' }, null],
    [{ ...valid, amount: 0 }, 'enquiries:errors.ledgerAmount'],
    [{ ...valid, amount: 2.5 }, 'enquiries:errors.ledgerAmount'],
    [{ ...valid, amount: '5' }, 'enquiries:errors.ledgerAmount'],
    [{ ...valid, amount: maxLedgerAmount + 1 }, 'enquiries:errors.ledgerAmount'],
    [{ ...valid, balanceType: 'messages' }, 'enquiries:errors.balanceType'],
    [{ ...valid, reason: 'gift' }, 'enquiries:errors.ledgerReason'],
    [{ ...valid, supplierId: '' }, 'validation:required'],
  ])('%j → %s', (input, error) => {
    const result = ledgerTransactionSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});

describe('prices', () => {
  it('sorts ascending by quantity, then by amount, without changing the input', () => {
    const prices = [
      { id: 'c', quantity: 20, amount: 30_000, currency: 'GBP' as const },
      { id: 'a', quantity: 1, amount: 2_000, currency: 'GBP' as const },
      { id: 'b2', quantity: 5, amount: 9_500, currency: 'GBP' as const },
      { id: 'b1', quantity: 5, amount: 9_000, currency: 'GBP' as const },
    ];
    expect(sortPricesByQuantity(prices).map((p) => p.id)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(prices[0]?.id).toBe('c');
  });

  it.each([
    [{ quantity: 1, amount: 2_000 }, 2_000],
    [{ quantity: 3, amount: 5_000 }, 1_667],
    [{ quantity: 20, amount: 30_000 }, 1_500],
  ])('unit amount of %j is %d', (price, unit) => {
    expect(unitAmount(price)).toBe(unit);
  });

  it.each([
    [{ id: 'p', quantity: 5, amount: 9_000, currency: 'GBP' }, true],
    [{ id: 'p', quantity: 0, amount: 9_000, currency: 'GBP' }, false],
    [{ id: 'p', quantity: 5, amount: 90.5, currency: 'GBP' }, false],
    [{ id: 'p', quantity: 5, amount: 9_000, currency: 'XYZ' }, false],
  ])('price %j valid: %s', (price, valid) => {
    expect(ppePriceSchema.safeParse(price).success).toBe(valid);
  });
});

describe('payment return', () => {
  it.each([
    ['success', 'success'],
    ['failed', 'failed'],
    ['ok', null],
    [null, null],
    [undefined, null],
  ])('payment=%s → %s', (value, result) => {
    expect(parsePaymentResult(value)).toBe(result);
  });

  it('returns to the enquiries manager', () => {
    expect(paymentReturnPath('success')).toBe('/enquiry-manager?payment=success');
    expect(paymentReturnPath('failed')).toBe('/enquiry-manager?payment=failed');
  });
});
