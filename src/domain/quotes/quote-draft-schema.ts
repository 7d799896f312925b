import { z } from '../zod.ts';
import { locales } from '../locales.ts';
import { priceMax } from '../pricing/price-max.ts';
import { requiredText } from '../validators.ts';
import { contractTemplateMaxLength, placeholdersIn, templateIssues } from './contract-template.ts';
import { quoteError } from './quote-errors.ts';
import { hundredthsOf } from '../hundredths.ts';
import {
  balanceDaysBeforeMax,
  depositErrors,
  paymentSchedule,
  quoteDateErrors,
  type PaymentSchedule,
} from './schedule.ts';
import { lineAmount, quoteTotals, type QuoteTotals } from './totals.ts';
import type { VatRule } from './vat.ts';

/**
 * The quote draft as the API takes it and the form checks it (docs/decisions/quotes.md, "The draft"): the supplier's
 * lines, days, payment terms and contract terms. Currency, VAT and the parties' ids come from the supplier and the
 * enquiry on the server, never from the body. The output carries the totals and schedule the server stores, computed
 * by the same functions as the preview.
 */

const quoteLinesMax = 100;
const quantityMax = 10_000;
const lineDescriptionMaxLength = 500;
const nameMaxLength = 200;

/** Integer minor units, 0 or more; above the portal's largest price is too big. */
const minorUnits = () =>
  z
    .number({ error: quoteError('amount') })
    .int({ error: quoteError('amount') })
    .min(0, { error: quoteError('amount') })
    .max(priceMax, { error: 'validation:tooBig' });

/** A number over 0 and at most `max`, with at most two decimals. */
const hundredths = (max: number, error: ReturnType<typeof quoteError>) =>
  z.number({ error }).refine((value) => value > 0 && value <= max && hundredthsOf(value) !== null, { error });

const percent = hundredths(100, quoteError('percent'));

/** A deposit or a discount: an amount or a percentage (a deposit of 0 is refused against the total, with its message). */
const amountOrPercent = z.discriminatedUnion(
  'type',
  [z.object({ type: z.literal('amount'), amount: minorUnits() }), z.object({ type: z.literal('percent'), percent })],
  { error: 'validation:chooseOption' },
);

const lineSchema = z.object({
  description: requiredText('validation:required', lineDescriptionMaxLength),
  quantity: hundredths(quantityMax, quoteError('quantity')),
  unitPrice: minorUnits(),
  discount: amountOrPercent.nullable().default(null),
  source: z
    .object({
      kind: z.enum(['package', 'priceScheme']),
      id: z.string().trim().min(1).max(128),
    })
    .nullable()
    .default(null),
});

/** A contract template's text (the supplier's template of a language, or a quote's terms): placeholders it knows. */
export const contractTemplateTextSchema = requiredText('validation:required', contractTemplateMaxLength).superRefine(
  (text, ctx) => {
    const first = templateIssues(text)[0];
    if (first)
      ctx.addIssue({
        code: 'custom',
        message: quoteError(first.kind === 'unknown' ? 'unknownPlaceholder' : 'malformedPlaceholder'),
      });
  },
);

const draftFields = z.object({
  /** The language of the proposal and its terms. */
  language: z.enum(locales, { error: 'validation:chooseOption' }),
  /** The couple as the contract names them (prefilled from the enquiry). */
  couple: requiredText('validation:required', nameMaxLength),
  weddingDate: z.string({ error: quoteError('weddingDate') }).trim(),
  venue: z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(nameMaxLength, { error: 'validation:maxLength' })
    .default(''),
  validUntil: z.string({ error: quoteError('validUntil') }).trim(),
  items: z
    .array(lineSchema, { error: quoteError('noItems') })
    .min(1, { error: quoteError('noItems') })
    .max(quoteLinesMax, { error: 'validation:tooMany' }),
  deposit: amountOrPercent,
  balanceDaysBefore: z
    .number({ error: quoteError('balanceDays') })
    .int({ error: quoteError('balanceDays') })
    .min(0, { error: quoteError('balanceDays') })
    .max(balanceDaysBeforeMax, { error: quoteError('balanceDays') }),
  terms: contractTemplateTextSchema,
  /**
   * The total and deposit the supplier's preview showed, when the form sends them: a quote is refused rather than
   * sent with amounts the supplier did not see (a rate changed meanwhile, an older page). The server stores its own.
   */
  expected: z.object({ total: z.number().int(), deposit: z.number().int() }).nullable().default(null),
});
type DraftFields = z.output<typeof draftFields>;

/** The supplier's day and VAT rule a draft is checked on. */
export interface QuoteContext {
  /** The supplier's calendar day (localDayIn), YYYY-MM-DD. */
  today: string;
  vat: VatRule;
}

type Checked = { errors: Record<string, string> } | { totals: QuoteTotals; schedule: PaymentSchedule };

/** The errors between fields: discounts, the total's range, the deposit, the days, the figures expected. */
function checkDraft(draft: DraftFields, { today, vat }: QuoteContext): Checked {
  const errors: Record<string, string> = quoteDateErrors(draft, today);
  if (placeholdersIn(draft.terms).has('venue') && draft.venue === '') errors.venue = quoteError('venueForTerms');
  const amounts = draft.items.map(lineAmount);
  draft.items.forEach(({ discount }, i) => {
    if (discount?.type === 'amount' && discount.amount > amounts[i]!)
      errors[`items.${i}.discount.amount`] = quoteError('discountAboveLine');
  });
  if (Object.keys(errors).some((path) => path.startsWith('items.'))) return { errors };
  // before any VAT is worked out, so that the arithmetic stays within safe integers
  if (amounts.reduce((sum, amount) => sum + amount, 0) > priceMax)
    return { errors: { ...errors, items: quoteError('totalTooLarge') } };
  const totals = quoteTotals(draft.items, vat);
  if (totals.gross <= 0) errors.items = quoteError('totalZero');
  else if (totals.gross > priceMax) errors.items = quoteError('totalTooLarge');
  else Object.assign(errors, depositErrors(totals.gross, draft.deposit));
  if (draft.expected && draft.expected.total !== totals.gross) errors['expected.total'] = quoteError('totalChanged');
  if (Object.keys(errors).length > 0) return { errors };
  const schedule = paymentSchedule(totals.gross, draft, draft);
  if (draft.expected && draft.expected.deposit !== schedule.deposit)
    return { errors: { 'expected.deposit': quoteError('depositChanged') } };
  return { totals, schedule };
}

/**
 * The draft schema on the supplier's day under its VAT rule. Amounts that do not add up are field errors: a discount
 * above its line, a total of 0 or too large, a deposit of 0 or above the total, a figure other than the preview's.
 */
export function quoteDraftSchemaFor(context: QuoteContext) {
  return draftFields.transform((draft, ctx) => {
    const checked = checkDraft(draft, context);
    if ('totals' in checked) return { ...draft, ...checked };
    for (const [path, message] of Object.entries(checked.errors))
      ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
    return z.NEVER;
  });
}
/** @internal */
export type QuoteDraftInput = z.input<typeof draftFields>;
