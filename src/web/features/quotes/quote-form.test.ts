import { describe, expect, it } from 'vitest';
import { formValuesOf, newQuoteValues, quoteBodyOf, quotePreview, type QuoteFormValues } from './quote-form.ts';

const gb = { rate: 2000, prices: 'gross' } as const;
const today = '2027-01-10';

function values(overrides: Partial<QuoteFormValues> = {}): QuoteFormValues {
  const base = newQuoteValues({ language: 'de-DE', couple: 'Anna & Ben', weddingDate: '2027-06-12' });
  return {
    ...base,
    validUntil: '2027-01-24',
    terms: 'Terms',
    items: [
      { ...base.items[0]!, description: 'Venue hire', quantity: 1, unitPrice: 4500 },
      {
        ...base.items[0]!,
        key: 'second',
        description: 'Extra hour',
        quantity: 1.5,
        unitPrice: 200,
        discount: { type: 'percent', amount: '', percent: 10 },
      },
    ],
    ...overrides,
  };
}

describe('the quote editor’s body and preview', () => {
  it('sends amounts in minor units, and empty inputs as null for the server to name', () => {
    const body = quoteBodyOf(
      values({ balanceDaysBefore: '', deposit: { type: 'amount', amount: 500.5, percent: 25 } }),
      'GBP',
    );
    expect(body.items).toEqual([
      { description: 'Venue hire', quantity: 1, unitPrice: 450_000, discount: null, source: null },
      {
        description: 'Extra hour',
        quantity: 1.5,
        unitPrice: 20_000,
        discount: { type: 'percent', percent: 10 },
        source: null,
      },
    ]);
    expect(body.deposit).toEqual({ type: 'amount', amount: 50_050 });
    expect(body.balanceDaysBefore).toBeNull();
  });

  it('reads a saved draft back as it was typed', () => {
    const body = quoteBodyOf(values(), 'GBP');
    const draft = {
      ...body,
      items: body.items as never,
      deposit: { type: 'percent' as const, percent: 25 },
      balanceDaysBefore: 30,
    };
    const again = formValuesOf(draft, 'GBP');
    expect(quoteBodyOf(again, 'GBP')).toEqual({ ...body, balanceDaysBefore: 30 });
  });

  it('previews the domain’s totals and schedule: 4,500 + 1.5 × 200 less 10 %, VAT 20 % included', () => {
    const preview = quotePreview(quoteBodyOf(values(), 'GBP'), gb, today);
    expect(preview?.totals).toMatchObject({ subtotal: 480_000, discountTotal: 3_000, gross: 477_000, vat: 79_500 });
    expect(preview?.schedule).toEqual({ deposit: 119_250, balance: 357_750, balanceDueOn: '2027-05-13', inFull: null });
  });

  it('shows no figures while a line cannot be worked out, and no schedule while the days or deposit are missing', () => {
    const noPrice = values();
    noPrice.items[0] = { ...noPrice.items[0]!, unitPrice: '' };
    expect(quotePreview(quoteBodyOf(noPrice, 'GBP'), gb, today)).toBeNull();
    const bigDiscount = values();
    bigDiscount.items[1] = { ...bigDiscount.items[1]!, discount: { type: 'amount', amount: 301, percent: '' } };
    expect(quotePreview(quoteBodyOf(bigDiscount, 'GBP'), gb, today)).toBeNull();
    expect(quotePreview(quoteBodyOf(values({ validUntil: '' }), 'GBP'), gb, today)?.schedule).toBeNull();
    const depositTooLarge = values({ deposit: { type: 'amount', amount: 10_000, percent: '' } });
    expect(quotePreview(quoteBodyOf(depositTooLarge, 'GBP'), gb, today)?.schedule).toBeNull();
  });
});
