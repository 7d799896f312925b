import { describe, expect, it } from 'vitest';
import { tiers, type Tier } from '../tiers.ts';
import {
  isEnquiryLocked,
  isPayPerEnquirySupplier,
  lockedEnquiryFields,
  redactLockedEnquiry,
  revealCost,
  revealFailedAlert,
  revealFailedError,
  shouldMarkReadOnOpen,
  type LockInput,
} from './locking.ts';
import type { EnquirySource } from './source.ts';

const lockedCase: LockInput = {
  supplier: { tier: 'free', payPerEnquiry: true },
  enquiry: { isPayPerEnquiry: true, revealed: false, source: 'marketplace' },
};
const withSupplier = (s: Partial<LockInput['supplier']>): LockInput => ({
  ...lockedCase,
  supplier: { ...lockedCase.supplier, ...s },
});
const withEnquiry = (e: Partial<LockInput['enquiry']>): LockInput => ({
  ...lockedCase,
  enquiry: { ...lockedCase.enquiry, ...e },
});

describe('isEnquiryLocked (spec section 4: locked when all hold)', () => {
  const table: [string, LockInput, boolean][] = [
    ['all conditions hold', lockedCase, true],
    ['unverified supplier', withSupplier({ tier: 'unverified' }), true],
    ['supplier without payPerEnquiry', withSupplier({ payPerEnquiry: false }), false],
    ['premium supplier (lite)', withSupplier({ tier: 'lite' }), false],
    ['premium supplier (classic)', withSupplier({ tier: 'classic' }), false],
    ['premium supplier (platinum)', withSupplier({ tier: 'platinum' }), false],
    ['enquiry not pay-per-enquiry', withEnquiry({ isPayPerEnquiry: false }), false],
    ['revealed', withEnquiry({ revealed: true }), false],
    ['from the widget', withEnquiry({ source: 'widget' }), false],
  ];

  it.each(table)('%s → %s', (_, input, locked) => {
    expect(isEnquiryLocked(input)).toBe(locked);
    expect(revealCost(input)).toBe(locked ? 1 : 0);
  });

  it.each(tiers.map((tier) => [tier, tier === 'unverified' || tier === 'free'] as [Tier, boolean]))(
    'pay-per-enquiry applies to %s: %s',
    (tier, applies) => {
      expect(isPayPerEnquirySupplier({ tier, payPerEnquiry: true })).toBe(applies);
      expect(isPayPerEnquirySupplier({ tier, payPerEnquiry: false })).toBe(false);
    },
  );

  it('is exactly the conjunction over every combination', () => {
    for (const tier of tiers)
      for (const payPerEnquiry of [true, false])
        for (const isPayPerEnquiry of [true, false])
          for (const revealed of [true, false])
            for (const source of ['marketplace', 'widget'] as EnquirySource[]) {
              const expected =
                payPerEnquiry &&
                (tier === 'unverified' || tier === 'free') &&
                isPayPerEnquiry &&
                !revealed &&
                source !== 'widget';
              expect(
                isEnquiryLocked({ supplier: { tier, payPerEnquiry }, enquiry: { isPayPerEnquiry, revealed, source } }),
              ).toBe(expected);
            }
  });
});

describe('shouldMarkReadOnOpen', () => {
  it.each([
    ['unlocked, unread', withEnquiry({ revealed: true }), false, true],
    ['unlocked, already read', withEnquiry({ revealed: true }), true, false],
    ['locked, unread', lockedCase, false, false],
    ['locked, read', lockedCase, true, false],
  ] as [string, LockInput, boolean, boolean][])('%s → %s', (_, input, enquiryRead, mark) => {
    expect(shouldMarkReadOnOpen({ supplier: input.supplier, enquiry: { ...input.enquiry, enquiryRead } })).toBe(mark);
  });
});

describe('redactLockedEnquiry', () => {
  it('empties the couple details and keeps the rest', () => {
    const enquiry = {
      id: 'e1',
      partnerName1: 'Ann',
      partnerName2: 'Bo',
      email: 'a@b.co',
      phone: '+44 7700 900123',
      message: 'Hi',
      guestsEstimate: 80,
    };
    expect(redactLockedEnquiry(enquiry)).toEqual({
      id: 'e1',
      partnerName1: null,
      partnerName2: null,
      email: null,
      phone: null,
      message: null,
      guestsEstimate: 80,
    });
    expect(enquiry.email).toBe('a@b.co');
    expect(lockedEnquiryFields).toEqual(['partnerName1', 'partnerName2', 'email', 'phone', 'message']);
  });

  it('adds no field the enquiry does not have', () => {
    expect(redactLockedEnquiry({ id: 'e1', email: 'a@b.co' })).toEqual({ id: 'e1', email: null });
  });
});

describe('reveal texts (spec section 8)', () => {
  it('are the spec wording', () => {
    expect(revealFailedAlert).toBe('Something went wrong, please try again. No credit was used.');
    expect(revealFailedError).toBe('Failed to reveal enquiry.');
  });
});
