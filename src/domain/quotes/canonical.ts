import type { CurrencyCode } from '../countries.ts';
import type { Locale } from '../locales.ts';
import type { PaymentSchedule, ScheduleTerms } from './schedule.ts';
import type { QuoteLine, QuoteTotals } from './totals.ts';
import type { VatRule } from './vat.ts';

/**
 * The exact document a couple accepts (docs/decisions/quotes.md, "The accepted document"): one quote version as
 * canonical JSON, whose SHA-256 the acceptance keeps. The same version always gives the same text, byte for byte, on
 * any machine: keys sorted, no spaces, integers for money.
 */

/**
 * Names the shape below; a change of shape is a new format, so an old acceptance's hash still checks.
 * @internal
 */
export const quoteDocumentFormat = 'quote/1';

export interface QuoteDocument {
  quoteId: string;
  /** 1 for the first version sent; an edit of a sent quote is the next. */
  version: number;
  language: Locale;
  currency: CurrencyCode;
  supplier: { id: string; name: string };
  couple: { name: string };
  weddingDate: string;
  venue: string;
  sentOn: string;
  validUntil: string;
  vat: VatRule;
  items: QuoteLine[];
  totals: QuoteTotals;
  terms: ScheduleTerms;
  schedule: PaymentSchedule;
  /** The contract terms as rendered for the couple. */
  contract: string;
}

/**
 * JSON in the canonical form of RFC 8785 (JCS) for the values a quote holds: object keys sorted by UTF-16 code units,
 * no whitespace, strings and numbers as JSON.stringify writes them. Values JSON cannot hold the same way everywhere
 * (undefined, NaN, infinities, functions, dates) throw rather than be dropped or changed.
 * @internal
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no canonical JSON`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  throw new TypeError(`A ${typeof value} has no canonical JSON`);
}

/** The text to hash when the couple accepts this version. */
export function canonicalQuoteDocument(document: QuoteDocument): string {
  return canonicalJson({ format: quoteDocumentFormat, ...document });
}
