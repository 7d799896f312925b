/**
 * The quote's own field errors: i18n keys `quotes:errors.<name>`, shown by the form and answered by the API in
 * `fields` (design.md section 4). Shape errors without a message of their own get the `validation` namespace's.
 * @internal
 */
export const quoteErrorNames = [
  'quantity',
  'amount',
  'percent',
  'discountAboveLine',
  'unknownSource',
  'noItems',
  'totalZero',
  'totalTooLarge',
  'totalChanged',
  'depositChanged',
  'depositAboveTotal',
  'depositZero',
  'balanceDays',
  'weddingDate',
  'weddingPast',
  'validUntil',
  'validUntilPast',
  'validUntilAfterWedding',
  'venueForTerms',
  'unknownPlaceholder',
  'malformedPlaceholder',
] as const;
type QuoteErrorName = (typeof quoteErrorNames)[number];
export type QuoteError = `quotes:errors.${QuoteErrorName}`;

export const quoteError = (name: QuoteErrorName): QuoteError => `quotes:errors.${name}`;
