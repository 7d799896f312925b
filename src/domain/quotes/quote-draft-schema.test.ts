import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../form-errors.ts';
import { contractTemplateTextSchema, quoteDraftSchemaFor, type QuoteDraftInput } from './quote-draft-schema.ts';
import { vatRuleFor } from './vat.ts';

const context = { today: '2026-11-30', vat: vatRuleFor('GB', { registered: true }) };
const schema = quoteDraftSchemaFor(context);

const draft: QuoteDraftInput = {
  language: 'en-GB',
  couple: ' Anna Smith & Ben Jones ',
  weddingDate: '2027-06-12',
  venue: 'The Old Barn, Kent',
  validUntil: '2026-12-14',
  items: [
    {
      description: 'Exclusive use',
      quantity: 1,
      unitPrice: 450000,
      discount: null,
      source: { kind: 'priceScheme', id: 'ps_1' },
    },
    {
      description: 'Wedding breakfast',
      quantity: 85,
      unitPrice: 6850,
      discount: { type: 'amount', amount: 25000 },
      source: { kind: 'package', id: 'pk_1' },
    },
    { description: 'Evening hours', quantity: 1.5, unitPrice: 12000 },
  ],
  deposit: { type: 'percent', percent: 25 },
  balanceDaysBefore: 42,
  terms: 'Between {{supplier}} and {{couple}} at {{venue}}: {{total}}, deposit {{deposit}}.',
  expected: { total: 1025250, deposit: 256313 },
};

describe('quote draft', () => {
  it('parses a draft into its lines, totals and schedule', () => {
    const parsed = schema.parse(draft);
    expect(parsed.couple).toBe('Anna Smith & Ben Jones');
    expect(parsed.items[2]).toEqual({
      description: 'Evening hours',
      quantity: 1.5,
      unitPrice: 12000,
      discount: null,
      source: null,
    });
    expect(parsed.totals).toMatchObject({ subtotal: 1050250, discountTotal: 25000, net: 854375, vat: 170875 });
    expect(parsed.totals.gross).toBe(1025250);
    expect(parsed.schedule).toEqual({ deposit: 256313, balance: 768937, balanceDueOn: '2027-05-01', inFull: null });
  });

  it('takes a draft without the figures of a preview (an API client), and without a venue its terms do not name', () => {
    const parsed = schema.parse({ ...draft, expected: undefined, venue: undefined, terms: 'Dear {{couple}}' });
    expect(parsed.expected).toBeNull();
    expect(parsed.venue).toBe('');
  });

  const line = draft.items[0]!;
  it.each([
    [{ language: 'it-IT' }, { language: 'validation:chooseOption' }],
    [{ couple: '  ' }, { couple: 'validation:required' }],
    [{ items: [] }, { items: 'quotes:errors.noItems' }],
    [{ items: undefined }, { items: 'quotes:errors.noItems' }],
    [{ items: [{ ...line, description: '' }] }, { 'items.0.description': 'validation:required' }],
    [{ items: [{ ...line, quantity: 0 }] }, { 'items.0.quantity': 'quotes:errors.quantity' }],
    [{ items: [{ ...line, quantity: 1.255 }] }, { 'items.0.quantity': 'quotes:errors.quantity' }],
    [{ items: [{ ...line, quantity: 10_001 }] }, { 'items.0.quantity': 'quotes:errors.quantity' }],
    [{ items: [{ ...line, unitPrice: 12.5 }] }, { 'items.0.unitPrice': 'quotes:errors.amount' }],
    [{ items: [{ ...line, unitPrice: -1 }] }, { 'items.0.unitPrice': 'quotes:errors.amount' }],
    [{ items: [{ ...line, unitPrice: 1_000_000_001 }] }, { 'items.0.unitPrice': 'validation:tooBig' }],
    [{ items: [{ ...line, discount: { type: 'gift' } }] }, { 'items.0.discount.type': 'validation:chooseOption' }],
    [
      { items: [{ ...line, discount: { type: 'percent', percent: 100.5 } }] },
      { 'items.0.discount.percent': 'quotes:errors.percent' },
    ],
    [
      { items: [{ ...line, discount: { type: 'amount', amount: 450001 } }] },
      { 'items.0.discount.amount': 'quotes:errors.discountAboveLine' },
    ],
    [
      { items: [{ ...line, source: { kind: 'offer', id: 'x' } }] },
      { 'items.0.source.kind': 'validation:chooseOption' },
    ],
    [{ deposit: { type: 'percent', percent: 0 } }, { 'deposit.percent': 'quotes:errors.percent' }],
    [{ deposit: { type: 'amount', amount: 0 } }, { 'deposit.amount': 'quotes:errors.depositZero' }],
    [{ deposit: { type: 'amount', amount: 1025251 } }, { 'deposit.amount': 'quotes:errors.depositAboveTotal' }],
    [{ deposit: undefined }, { deposit: 'validation:chooseOption' }],
    [{ balanceDaysBefore: 366 }, { balanceDaysBefore: 'quotes:errors.balanceDays' }],
    [{ balanceDaysBefore: 1.5 }, { balanceDaysBefore: 'quotes:errors.balanceDays' }],
    [
      { weddingDate: '2026-11-29', validUntil: '2026-11-29' },
      {
        weddingDate: 'quotes:errors.weddingPast',
        validUntil: 'quotes:errors.validUntilPast',
      },
    ],
    [{ validUntil: '2027-06-13' }, { validUntil: 'quotes:errors.validUntilAfterWedding' }],
    [{ weddingDate: undefined }, { weddingDate: 'quotes:errors.weddingDate' }],
    [{ venue: ' ' }, { venue: 'quotes:errors.venueForTerms' }],
    [{ terms: 'Dear {{partner}}' }, { terms: 'quotes:errors.unknownPlaceholder' }],
    [{ terms: 'Dear {{couple}' }, { terms: 'quotes:errors.malformedPlaceholder' }],
    [{ terms: '' }, { terms: 'validation:required' }],
    [{ items: [{ ...line, unitPrice: 0 }], expected: null }, { items: 'quotes:errors.totalZero' }],
    [
      { items: [{ ...line, quantity: 2, unitPrice: 1_000_000_000 }], expected: null },
      { items: 'quotes:errors.totalTooLarge' },
    ],
    [
      { items: Array.from({ length: 100 }, () => ({ ...line, quantity: 10_000, unitPrice: 1_000_000_000 })) },
      { items: 'quotes:errors.totalTooLarge' },
    ],
    // the figures of a preview that no longer add up
    [{ expected: { total: 1025251, deposit: 256313 } }, { 'expected.total': 'quotes:errors.totalChanged' }],
    [{ expected: { total: 1025250, deposit: 256312 } }, { 'expected.deposit': 'quotes:errors.depositChanged' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(schemaErrors(schema, { ...draft, ...change })).toEqual(errors);
  });

  it('checks the preview’s total under the supplier’s own VAT rule: the gross stays, the VAT goes', () => {
    const unregistered = quoteDraftSchemaFor({ ...context, vat: vatRuleFor('GB', { registered: false }) });
    expect(unregistered.parse(draft).totals).toMatchObject({ vat: 0, net: 1025250, gross: 1025250 });
    const us = quoteDraftSchemaFor({ ...context, vat: { rate: 2000, prices: 'net' } });
    expect(schemaErrors(us, draft)).toEqual({ 'expected.total': 'quotes:errors.totalChanged' });
    // net prices: the lines stay below the largest total, the VAT added takes it over
    const big = { ...draft, items: [{ ...draft.items[0]!, unitPrice: 900_000_000 }], expected: null };
    expect(schemaErrors(us, big)).toEqual({ items: 'quotes:errors.totalTooLarge' });
  });

  it('gives the whole total as the deposit when the wedding is near', () => {
    const near = schema.parse({ ...draft, weddingDate: '2027-01-10', expected: null });
    expect(near.schedule).toEqual({ deposit: 1025250, balance: 0, balanceDueOn: '2026-12-14', inFull: 'weddingNear' });
  });
});

describe('contract template text', () => {
  it('takes a template it can render, trimmed', () => {
    expect(contractTemplateTextSchema.parse('  Dear {{couple}}  ')).toBe('Dear {{couple}}');
    expect(schemaErrors(contractTemplateTextSchema, 'x'.repeat(20_001))).toEqual({ _: 'validation:maxLength' });
  });
});
