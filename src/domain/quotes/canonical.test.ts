import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalQuoteDocument, quoteDocumentFormat, type QuoteDocument } from './canonical.ts';
import { renderContract } from './contract-template.ts';
import { paymentSchedule } from './schedule.ts';
import { quoteTotals, type QuoteLine } from './totals.ts';
import { vatRuleFor } from './vat.ts';

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: [3, { d: null, c: 'x' }], é: true, B: false }, '{"B":false,"a":[3,{"c":"x","d":null}],"b":1,"é":true}'],
    [[], '[]'],
    [{}, '{}'],
    ['Line "one"\n\u2028', '"Line \\"one\\"\\n\u2028"'],
    [7.5, '7.5'],
    [-0, '0'],
    // UTF-16 code unit order, as RFC 8785 sorts: "\u00e9" (é) before "\ud83d\ude00" (😀) before "\uff5e"
    [{ '\uff5e': 1, '😀': 2, é: 3 }, '{"é":3,"😀":2,"～":1}'],
  ])('%j is %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it.each([[undefined], [{ a: undefined }], [Number.NaN], [Number.POSITIVE_INFINITY], [new Date(0)], [() => 1], [1n]])(
    'refuses %s rather than drop or change it',
    (value) => {
      expect(() => canonicalJson(value)).toThrow(TypeError);
    },
  );
});

describe('canonicalQuoteDocument', () => {
  const items: QuoteLine[] = [
    {
      description: 'Full day',
      quantity: 1,
      unitPrice: 180000,
      discount: null,
      source: { kind: 'package', id: 'pk_1' },
    },
    { description: 'Prints', quantity: 3, unitPrice: 3333, discount: { type: 'percent', percent: 10 }, source: null },
  ];
  const vat = vatRuleFor('DE', { registered: true });
  const totals = quoteTotals(items, vat);
  const terms = { deposit: { type: 'percent', percent: 30 }, balanceDaysBefore: 30 } as const;
  const days = { weddingDate: '2027-06-12', validUntil: '2026-12-14' };
  const schedule = paymentSchedule(totals.gross, terms, days);
  const document: QuoteDocument = {
    quoteId: 'q_1',
    version: 2,
    language: 'de-DE',
    currency: 'EUR',
    supplier: { id: 's_1', name: 'Lichtblick' },
    couple: { name: 'Anna & Ben' },
    venue: 'Schloss Elmau',
    sentOn: '2026-11-30',
    ...days,
    vat,
    items,
    totals,
    terms,
    schedule,
    contract: renderContract(
      'Anzahlung {{deposit}}',
      { ...days, ...schedule, couple: 'Anna & Ben', supplier: 'Lichtblick', venue: '', currency: 'EUR', total: 0 },
      'de-DE',
    ),
  };

  it('writes the version with its format, keys sorted, no spaces', () => {
    const text = canonicalQuoteDocument(document);
    expect(
      text.startsWith('{"contract":"Anzahlung 567,00\u00a0€","couple":{"name":"Anna & Ben"},"currency":"EUR",'),
    ).toBe(true);
    expect(text).toContain(`"format":"${quoteDocumentFormat}"`);
    expect(text).toContain(
      '"schedule":{"balance":132299,"balanceDueOn":"2027-05-13","deposit":56700,"inFull":null},"sentOn":"2026-11-30",',
    );
    expect(text).not.toMatch(/[:,] /);
    expect(JSON.parse(text)).toEqual({ format: quoteDocumentFormat, ...document });
  });

  it('gives the same text, and so the same SHA-256, whatever order the version was put together in', async () => {
    const reordered = Object.fromEntries(Object.entries(document).reverse()) as unknown as QuoteDocument;
    const sha256 = async (text: string) =>
      Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('hex');
    expect(canonicalQuoteDocument(reordered)).toBe(canonicalQuoteDocument(document));
    expect(await sha256(canonicalQuoteDocument(reordered))).toBe(await sha256(canonicalQuoteDocument(document)));
    expect(await sha256(canonicalQuoteDocument({ ...document, version: 3 }))).not.toBe(
      await sha256(canonicalQuoteDocument(document)),
    );
  });
});
