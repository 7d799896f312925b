import { describe, expect, it } from 'vitest';
import { roleMay } from '../roles.ts';
import { businessDeletionConfirmed } from './business-deletion.ts';

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
});
