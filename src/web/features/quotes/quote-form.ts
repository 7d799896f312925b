import { hundredthsOf } from '../../../domain/hundredths.ts';
import type { Locale } from '../../../domain/locales.ts';
import { toMajorUnits, toMinorUnits } from '../../../domain/pricing/money-input.ts';
import type { QuoteDraft } from '../../../domain/quotes/quote-api.ts';
import {
  balanceDaysBeforeMax,
  depositErrors,
  paymentSchedule,
  quoteDateErrors,
  type PaymentSchedule,
} from '../../../domain/quotes/schedule.ts';
import { lineAmount, quoteTotals, type QuoteTotals } from '../../../domain/quotes/totals.ts';
import type { VatRule } from '../../../domain/quotes/vat.ts';

/**
 * The quote editor's values and the API's body (docs/decisions/quotes.md, "The quote editor"): amounts typed in major
 * units, sent in minor units; the preview's figures worked out by the domain's own functions, as the server does.
 */

/** A number input's value: '' when empty. */
type NumberValue = number | string;

/** An amount or a percentage, both kept so that switching the kind does not lose what was typed. */
interface AmountOrPercentValues {
  type: 'amount' | 'percent';
  amount: NumberValue;
  percent: NumberValue;
}

export interface LineValues {
  /** A key for React's list, never sent. */
  key: string;
  description: string;
  quantity: NumberValue;
  unitPrice: NumberValue;
  discount: Omit<AmountOrPercentValues, 'type'> & { type: 'none' | AmountOrPercentValues['type'] };
  source: QuoteDraft['items'][number]['source'];
}

export interface QuoteFormValues {
  language: Locale;
  couple: string;
  weddingDate: string;
  venue: string;
  validUntil: string;
  items: LineValues[];
  deposit: AmountOrPercentValues;
  balanceDaysBefore: NumberValue;
  terms: string;
}

let lineKeys = 0;

export function emptyLine(): LineValues {
  lineKeys += 1;
  return {
    key: `line-${lineKeys}`,
    description: '',
    quantity: 1,
    unitPrice: '',
    discount: { type: 'none', amount: '', percent: '' },
    source: null,
  };
}

/** What a new quote starts with: the enquiry's couple and day, one empty line, a 25 % deposit 30 days before. */
export function newQuoteValues(prefill: { language: Locale; couple: string; weddingDate: string }): QuoteFormValues {
  return {
    ...prefill,
    venue: '',
    validUntil: '',
    items: [emptyLine()],
    deposit: { type: 'percent', amount: '', percent: 25 },
    balanceDaysBefore: 30,
    terms: '',
  };
}

const numberOrNull = (value: NumberValue): number | null => (value === '' ? null : Number(value));

/** A saved draft as the editor shows it. */
export function formValuesOf(draft: QuoteDraft, currency: string): QuoteFormValues {
  const money = (amount: number) => toMajorUnits(amount, currency);
  return {
    ...draft,
    items: draft.items.map((item) => ({
      ...emptyLine(),
      description: item.description,
      quantity: item.quantity,
      unitPrice: money(item.unitPrice),
      discount:
        item.discount === null
          ? { type: 'none', amount: '', percent: '' }
          : item.discount.type === 'amount'
            ? { type: 'amount', amount: money(item.discount.amount), percent: '' }
            : { type: 'percent', amount: '', percent: item.discount.percent },
      source: item.source,
    })),
    deposit:
      draft.deposit.type === 'amount'
        ? { type: 'amount', amount: money(draft.deposit.amount), percent: '' }
        : { type: 'percent', amount: '', percent: draft.deposit.percent },
  };
}

type AmountOrPercent = { type: 'amount'; amount: number | null } | { type: 'percent'; percent: number | null };

function amountOrPercent(value: AmountOrPercentValues, currency: string): AmountOrPercent {
  return value.type === 'amount'
    ? { type: 'amount', amount: toMinorUnits(value.amount, currency) }
    : { type: 'percent', percent: numberOrNull(value.percent) };
}

/** The body the API parses (nulls where an input is empty: the server answers them as field errors). */
export function quoteBodyOf(values: QuoteFormValues, currency: string) {
  return {
    language: values.language,
    couple: values.couple,
    weddingDate: values.weddingDate,
    venue: values.venue,
    validUntil: values.validUntil,
    items: values.items.map((line) => ({
      description: line.description,
      quantity: numberOrNull(line.quantity),
      unitPrice: toMinorUnits(line.unitPrice, currency),
      discount:
        line.discount.type === 'none'
          ? null
          : amountOrPercent({ ...line.discount, type: line.discount.type }, currency),
      source: line.source,
    })),
    deposit: amountOrPercent(values.deposit, currency),
    balanceDaysBefore: numberOrNull(values.balanceDaysBefore),
    terms: values.terms,
  };
}
export type QuoteBody = ReturnType<typeof quoteBodyOf>;

export interface QuotePreview {
  totals: QuoteTotals;
  /** Null until the deposit and the days allow a schedule. */
  schedule: PaymentSchedule | null;
}

const isMinorUnits = (value: number | null): value is number => Number.isSafeInteger(value) && value! >= 0;
const isHundredths = (value: number | null, max: number): value is number =>
  value !== null && value > 0 && value <= max && hundredthsOf(value) !== null;

/**
 * The totals and schedule of what is typed, by the domain's functions the server runs; null while a line cannot be
 * worked out (an empty price, a discount above its line). The server's checks stay the judge: this only shows.
 */
export function quotePreview(body: QuoteBody, vat: VatRule, today: string): QuotePreview | null {
  const lines = [];
  for (const { quantity, unitPrice, discount, ...line } of body.items) {
    if (!isHundredths(quantity, 10_000) || !isMinorUnits(unitPrice)) return null;
    const amount = lineAmount({ quantity, unitPrice });
    if (discount?.type === 'amount' && !(isMinorUnits(discount.amount) && discount.amount <= amount)) return null;
    if (discount?.type === 'percent' && !isHundredths(discount.percent, 100)) return null;
    lines.push({ ...line, quantity, unitPrice, discount: discount as QuoteDraft['items'][number]['discount'] });
  }
  if (lines.length === 0) return null;
  const totals = quoteTotals(lines, vat);
  const { deposit, balanceDaysBefore } = body;
  const depositValid = deposit.type === 'amount' ? isMinorUnits(deposit.amount) : isHundredths(deposit.percent, 100);
  const daysValid =
    Number.isInteger(balanceDaysBefore) &&
    balanceDaysBefore! >= 0 &&
    balanceDaysBefore! <= balanceDaysBeforeMax &&
    Object.keys(quoteDateErrors(body, today)).length === 0;
  if (!depositValid || !daysValid || totals.gross <= 0) return { totals, schedule: null };
  const terms = { deposit: deposit as QuoteDraft['deposit'], balanceDaysBefore: balanceDaysBefore! };
  if (Object.keys(depositErrors(totals.gross, terms.deposit)).length > 0) return { totals, schedule: null };
  return { totals, schedule: paymentSchedule(totals.gross, terms, body) };
}
