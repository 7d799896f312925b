import { describe, expect, it } from 'vitest';
import { tiers, type Tier } from '../tiers.ts';
import { canContactCouples, contactCouplesMinTier, messageAlreadySentError } from './contact-couple.ts';
import { contactCoupleSchema } from './contact-couple-schema.ts';

describe('contact couples tier gate (spec section 6)', () => {
  it('needs classic for non-venues and expert for venues', () => {
    expect(contactCouplesMinTier({ isVenue: false })).toBe('classic');
    expect(contactCouplesMinTier({ isVenue: true })).toBe('expert');
  });

  const rank = (tier: Tier) => tiers.indexOf(tier);
  it.each(
    tiers.flatMap((tier) => [
      [tier, false, rank(tier) >= rank('classic')] as const,
      [tier, true, rank(tier) >= rank('expert')] as const,
    ]),
  )('%s, venue %s: %s', (tier, isVenue, allowed) => {
    expect(canContactCouples({ tier, isVenue, country: 'GB' })).toBe(allowed);
  });

  it('opens to a platform admin in a core market only', () => {
    expect(canContactCouples({ tier: 'free', isVenue: true, country: 'DE', isPlatformAdmin: true })).toBe(true);
    expect(canContactCouples({ tier: 'free', isVenue: true, country: 'US', isPlatformAdmin: true })).toBe(false);
  });

  it('answers a second message with the spec text', () => {
    expect(messageAlreadySentError).toBe('message already sent');
  });
});

describe('contactCoupleSchema', () => {
  const valid = {
    supplierId: 's1',
    weddingId: 'w1',
    eventType: 'shortlisted',
    message: ' Hello! ',
    supplierUserId: 'u1',
  };
  it.each([
    [valid, null],
    [{ ...valid, message: '   ' }, 'validation:required'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'validation:maxLength'],
    [{ ...valid, weddingId: '' }, 'validation:required'],
    [{ ...valid, eventType: undefined }, 'validation:required'],
  ])('%j → %s', (input, error) => {
    const result = contactCoupleSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });

  it('trims the message', () => {
    expect(contactCoupleSchema.parse(valid).message).toBe('Hello!');
  });
});
