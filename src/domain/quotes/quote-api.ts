import { z } from '../zod.ts';
import { locales } from '../locales.ts';
import type { quoteDraftSchemaFor } from './quote-draft-schema.ts';

/**
 * Answers of the supplier's quote calls (docs/decisions/quotes.md, "The supplier's calls"), shared by the API
 * (response schemas) and the web (types). Amounts are integer minor units of `currency`.
 */

/** A quote being written (`draft`, also an edit of a sent one), out with the couple (`sent`) or accepted by them. */
const quoteStatuses = ['draft', 'sent', 'accepted'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** The draft as stored: what the domain's schema parsed, without the preview's figures and the computed ones. */
export type QuoteDraft = Omit<z.output<ReturnType<typeof quoteDraftSchemaFor>>, 'expected' | 'totals' | 'schedule'>;

const amountOrPercentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('amount'), amount: z.number().int() }),
  z.object({ type: z.literal('percent'), percent: z.number() }),
]);

const quoteDraftSchema = z.object({
  language: z.enum(locales),
  couple: z.string(),
  weddingDate: z.string(),
  venue: z.string(),
  validUntil: z.string(),
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPrice: z.number().int(),
      discount: amountOrPercentSchema.nullable(),
      source: z.object({ kind: z.enum(['package', 'priceScheme']), id: z.string() }).nullable(),
    }),
  ),
  deposit: amountOrPercentSchema,
  balanceDaysBefore: z.number().int(),
  terms: z.string(),
});

const quoteTotalsSchema = z.object({
  lines: z.array(z.object({ amount: z.number().int(), discount: z.number().int(), total: z.number().int() })),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  net: z.number().int(),
  vatRate: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});

const paymentScheduleSchema = z.object({
  deposit: z.number().int(),
  balance: z.number().int(),
  balanceDueOn: z.string(),
  inFull: z.enum(['asked', 'weddingNear']).nullable(),
});

/** A version as sent: its days, the SHA-256 of its document, and whether its link was voided by an edit. */
const quoteVersionSchema = z.object({
  version: z.number().int(),
  sentOn: z.string(),
  validUntil: z.string(),
  documentSha256: z.string(),
  voidedAt: z.string().nullable(),
});

/** A quote in the enquiry's list. */
const quoteSummarySchema = z.object({
  id: z.string(),
  enquiryId: z.string(),
  status: z.enum(quoteStatuses),
  /** The last version sent; 0 before the first send. */
  version: z.number().int(),
  currency: z.string(),
  total: z.number().int(),
  validUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The enquiry's list: each quote with who accepted it and when (status `accepted`), as the panel shows it. */
export const quotesResponseSchema = z.object({
  quotes: z.array(
    quoteSummarySchema.extend({
      acceptance: z.object({ typedName: z.string(), acceptedAt: z.string() }).nullable(),
    }),
  ),
});

/** One quote: the draft with its figures, worked out again by the same functions as the preview, and its versions. */
export const quoteResponseSchema = quoteSummarySchema.extend({
  vat: z.object({ rate: z.number().int(), prices: z.enum(['gross', 'net']) }),
  draft: quoteDraftSchema,
  totals: quoteTotalsSchema,
  schedule: paymentScheduleSchema,
  versions: z.array(quoteVersionSchema),
  /**
   * The couple's acceptance (status `accepted`): the version, the name they typed, when, and the SHA-256 of the document
   * accepted. Not the IP address and user agent, kept as evidence only.
   */
  acceptance: z
    .object({ version: z.number().int(), typedName: z.string(), acceptedAt: z.string(), documentSha256: z.string() })
    .nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** The send's answer: the quote, and the couple's link, given this once for the conversation's message. */
export const sentQuoteResponseSchema = z.object({ quote: quoteResponseSchema, link: z.string() });

/** A contract template of one language: the supplier's saved text, or the portal's starter (`saved: false`). */
export const contractTemplateResponseSchema = z.object({
  language: z.enum(locales),
  text: z.string(),
  saved: z.boolean(),
});
