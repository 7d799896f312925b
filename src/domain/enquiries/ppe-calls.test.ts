import { describe, expect, it } from 'vitest';
import { balanceTypes } from './ppe.ts';
import { balancesSchema, checkoutRequestSchema, revealRequestSchema } from './ppe-calls.ts';

describe('pay-per-enquiry call schemas', () => {
  it('reads the reveal payload "enquiry, supplier" as trimmed ids, both required', () => {
    expect(revealRequestSchema.parse({ enquiry: ' e1 ', supplier: 's1' })).toEqual({ enquiry: 'e1', supplier: 's1' });
    const result = revealRequestSchema.safeParse({ enquiry: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['enquiry', 'enquiries:errors.enquiryNotPassed'],
      ['supplier', 'validation:required'],
    ]);
  });

  it('has one balance per balance type', () => {
    expect(Object.keys(balancesSchema.shape)).toEqual([...balanceTypes]);
  });

  it('needs a supplier and a price to start a checkout', () => {
    expect(checkoutRequestSchema.safeParse({ supplierId: 's1', priceId: 'ppe-gbp-1' }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ supplierId: 's1' }).success).toBe(false);
  });
});
