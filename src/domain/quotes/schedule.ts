import { isIsoDate } from '../past-days.ts';
import { addDays } from '../statistics/time-series.ts';
import { quoteError, type QuoteError } from './quote-errors.ts';
import { hundredthsOf } from '../hundredths.ts';
import { shareOf } from './rounding.ts';

/**
 * The quote's payment schedule (docs/decisions/quotes.md, "Payment schedule"): a deposit due on acceptance, as an
 * amount or a percentage of the total, and the balance due a chosen number of days before the wedding. Days are
 * calendar days written YYYY-MM-DD, the supplier's own (local-day.ts), as the rest of the domain writes them.
 */

export type DepositTerms = { type: 'amount'; amount: number } | { type: 'percent'; percent: number };

export interface ScheduleTerms {
  deposit: DepositTerms;
  balanceDaysBefore: number;
}

export interface QuoteDates {
  weddingDate: string;
  /** The last day the couple can accept (and so pay the deposit). */
  validUntil: string;
}

/** The longest a balance may be asked before the wedding: a year. */
export const balanceDaysBeforeMax = 365;

export interface PaymentSchedule {
  /** Due on acceptance. */
  deposit: number;
  balance: number;
  /** The balance's due day; where nothing is left after the deposit, the quote's last valid day. */
  balanceDueOn: string;
  /**
   * Why the whole total is due on acceptance: the deposit asks for it (`asked`), or the balance would fall due while
   * the quote can still be accepted (`weddingNear`); null when a balance follows.
   */
  inFull: 'asked' | 'weddingNear' | null;
}

/**
 * The deposit's amount: as typed, or the percentage of the total rounded by the one rule.
 * @internal
 */
export function depositOf(total: number, deposit: DepositTerms): number {
  return deposit.type === 'amount' ? deposit.amount : shareOf(total, hundredthsOf(deposit.percent) ?? 0);
}

/**
 * The errors of the schedule's deposit against the total (over 0): the deposit is more than 0 and at most the total.
 * A percentage is over 0 and at most 100 by its schema; a small one of a small total may still round to 0.
 */
export function depositErrors(total: number, deposit: DepositTerms): Record<string, QuoteError> {
  const amount = depositOf(total, deposit);
  if (deposit.type === 'amount' && amount > total) return { 'deposit.amount': quoteError('depositAboveTotal') };
  if (amount <= 0) return { [`deposit.${deposit.type}`]: quoteError('depositZero') };
  return {};
}

/**
 * The errors of the quote's days, seen on the supplier's `today`: real days, a wedding not yet past, and a validity
 * that is neither past nor after the wedding (a couple cannot book a day that has gone).
 */
export function quoteDateErrors({ weddingDate, validUntil }: QuoteDates, today: string): Record<string, QuoteError> {
  const errors: Record<string, QuoteError> = {};
  if (!isIsoDate(weddingDate)) errors.weddingDate = quoteError('weddingDate');
  else if (weddingDate < today) errors.weddingDate = quoteError('weddingPast');
  if (!isIsoDate(validUntil)) errors.validUntil = quoteError('validUntil');
  else if (validUntil < today) errors.validUntil = quoteError('validUntilPast');
  else if (!errors.weddingDate && validUntil > weddingDate) errors.validUntil = quoteError('validUntilAfterWedding');
  return errors;
}

/**
 * The schedule of a total under its terms and days (checked by depositErrors and quoteDateErrors first). The balance
 * is due `balanceDaysBefore` days before the wedding, but never on or before the quote's last valid day: a couple who
 * accepts on that day would owe a balance already due. When the wedding is that near, the whole total is the deposit,
 * due on acceptance, and nothing follows.
 */
export function paymentSchedule(
  total: number,
  { deposit, balanceDaysBefore }: ScheduleTerms,
  { weddingDate, validUntil }: QuoteDates,
): PaymentSchedule {
  const asked = depositOf(total, deposit);
  if (asked <= 0 || asked > total) throw new RangeError(`A deposit of ${asked} of ${total} is not allowed`);
  const dueOn = addDays(weddingDate, -balanceDaysBefore);
  if (asked === total) return { deposit: total, balance: 0, balanceDueOn: validUntil, inFull: 'asked' };
  if (dueOn <= validUntil) return { deposit: total, balance: 0, balanceDueOn: validUntil, inFull: 'weddingNear' };
  return { deposit: asked, balance: total - asked, balanceDueOn: dueOn, inFull: null };
}
