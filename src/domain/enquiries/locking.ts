import { isPremiumTier, type Tier } from '../tiers.ts';
import type { EnquirySource } from './source.ts';

/** Pay-per-enquiry locking (spec section 4 "Locked enquiries"). */

export interface LockSupplier {
  tier: Tier;
  /** The supplier's payPerEnquiry flag. */
  payPerEnquiry: boolean;
}

export interface LockEnquiry {
  isPayPerEnquiry: boolean;
  revealed: boolean;
  source: EnquirySource;
}

export interface LockInput {
  supplier: LockSupplier;
  enquiry: LockEnquiry;
}

/** Pay-per-enquiry applies only to non-premium suppliers with the flag set. */
export function isPayPerEnquirySupplier(supplier: LockSupplier): boolean {
  return supplier.payPerEnquiry && !isPremiumTier(supplier.tier);
}

/** Locked when all hold: pay-per-enquiry supplier, pay-per-enquiry enquiry, not revealed, not from the widget. */
export function isEnquiryLocked({ supplier, enquiry }: LockInput): boolean {
  return (
    isPayPerEnquirySupplier(supplier) && enquiry.isPayPerEnquiry && !enquiry.revealed && enquiry.source !== 'widget'
  );
}

/** Opening an enquiry marks it read unless it is locked or already read. */
export function shouldMarkReadOnOpen(input: {
  supplier: LockSupplier;
  enquiry: LockEnquiry & { enquiryRead: boolean };
}): boolean {
  return !isEnquiryLocked(input) && !input.enquiry.enquiryRead;
}

/** Credits a reveal spends: one for a locked enquiry, none otherwise (revealing twice costs one credit). */
export function revealCost(input: LockInput): 0 | 1 {
  return isEnquiryLocked(input) ? 1 : 0;
}

/** The couple's details a locked enquiry hides; date, guests, budget and locations stay visible to judge the lead. */
export const lockedEnquiryFields = ['partnerName1', 'partnerName2', 'email', 'phone', 'message'] as const;
export type LockedEnquiryField = (typeof lockedEnquiryFields)[number];

export function redactLockedEnquiry<E extends Partial<Record<LockedEnquiryField, string | null>>>(enquiry: E): E {
  const redacted = { ...enquiry };
  for (const field of lockedEnquiryFields) if (field in redacted) redacted[field] = null;
  return redacted;
}

/** Spec section 8: the reveal call's error (the server's message for an enquiry it cannot reveal). */
export const revealFailedError = 'Failed to reveal enquiry.';
/**
 * Spec section 8: the alert shown when a reveal fails.
 * @internal
 */
export const revealFailedAlert = 'Something went wrong, please try again. No credit was used.';
