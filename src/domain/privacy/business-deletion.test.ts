import { describe, expect, it } from 'vitest';
import { roleMay } from '../roles.ts';
import { businessDeletionConfirmed, subscriptionRenews } from './business-deletion.ts';

describe('deleting a business', () => {
  it('is confirmed by the business’s name, whatever the case and spacing', () => {
    expect(businessDeletionConfirmed('  rose   BARN weddings ', 'Rose Barn Weddings')).toBe(true);
    expect(businessDeletionConfirmed('Rose Barn', 'Rose Barn Weddings')).toBe(false);
    expect(businessDeletionConfirmed('', 'Rose Barn Weddings')).toBe(false);
  });

  it('is an admin’s task only', () => {
    expect(roleMay('admin', 'deleteBusiness')).toBe(true);
    expect(roleMay('editor', 'deleteBusiness')).toBe(false);
    expect(roleMay('viewer', 'deleteBusiness')).toBe(false);
  });

  it('waits for a plan that still renews to be ended', () => {
    const ends = new Date('2026-12-31T00:00:00.000Z');
    expect(subscriptionRenews({ status: 'active', endsAt: null })).toBe(true);
    expect(subscriptionRenews({ status: 'past_due', endsAt: null })).toBe(true);
    expect(subscriptionRenews({ status: 'active', endsAt: ends })).toBe(false);
    expect(subscriptionRenews({ status: 'canceled', endsAt: null })).toBe(false);
    expect(subscriptionRenews({ status: 'incomplete', endsAt: null })).toBe(false);
  });
});
