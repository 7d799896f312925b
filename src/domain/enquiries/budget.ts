import { numberFormat } from '../format.ts';
import type { Locale } from '../locales.ts';

/**
 * Couples' budgets (spec section 9), in whole units of the supplier's currency. The slider tops out at
 * 40000, shown as "40k"; a value at the cap is stored as 99000 ("40k or more").
 */

export const budgetCap = 40_000;
export const budgetStoredAtCap = 99_000;

export interface BudgetRange {
  min: number;
  max: number;
}

export const defaultBudgetRange: BudgetRange = { min: 0, max: 20_000 };

/** A slider value as stored: whole, not negative, 99000 at or above the cap. */
export function toStoredBudget(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return value >= budgetCap ? budgetStoredAtCap : Math.round(value);
}

/** A stored value back on the slider: anything at or above the cap is the cap. */
export function fromStoredBudget(value: number): number {
  return Math.min(Math.max(0, Math.round(value)), budgetCap);
}

export const budgetBands = [
  { id: 'under5k', min: 0, max: 5_000 },
  { id: 'from5kTo10k', min: 5_000, max: 10_000 },
  { id: 'from10kTo15k', min: 10_000, max: 15_000 },
  { id: 'from15kTo20k', min: 15_000, max: 20_000 },
  { id: 'over20k', min: 20_000, max: null },
] as const satisfies readonly { id: string; min: number; max: number | null }[];
export type BudgetBand = (typeof budgetBands)[number]['id'];

/** The band of an amount; a band holds its lower bound, so exactly 5000 is "5k-10k". */
export function budgetBandOf(amount: number): BudgetBand {
  return budgetBands.find((b) => b.max === null || amount < b.max)?.id ?? 'over20k';
}

/**
 * An amount as the slider and the wedding summary show it, in the reader's locale: en-GB "£500",
 * "£12.5k"; de-DE "12.500 €" (German has no short thousands); fr-FR "12,5 k €". At the cap a "+"
 * follows the number: "£40k+", "40.000+ €".
 */
export function formatBudgetAmount(amount: number, currency: string, locale: Locale): string {
  const value = Math.min(Math.max(0, amount), budgetCap);
  // grouping always: compact notation leaves "5000" ungrouped in de-DE, unlike its other amounts
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
    useGrouping: true,
  });
  const parts = format.formatToParts(value);
  const number = parts.findLastIndex((part) => ['integer', 'fraction', 'compact'].includes(part.type));
  return parts.map((part, i) => (i === number && amount >= budgetCap ? `${part.value}+` : part.value)).join('');
}

/**
 * The wedding summary's budgetRangeLabel from stored values, in the reader's locale: "£5k–£10k",
 * "£20k–£40k+", "£10k" when both ends agree; the dash is spaced when the amounts hold spaces
 * ("5.000 € – 10.000 €"), as Intl's own ranges do.
 */
export function budgetRangeLabel(range: BudgetRange, currency: string, locale: Locale): string {
  const key = `${range.min} ${range.max} ${currency} ${locale}`;
  let label = rangeLabels.get(key);
  if (label === undefined) {
    // couples' budgets come from a slider: a few hundred ranges make nearly every label
    if (rangeLabels.size >= maxRememberedLabels) rangeLabels.clear();
    rangeLabels.set(key, (label = writeRangeLabel(range, currency, locale)));
  }
  return label;
}

/**
 * Labels remembered: writing one takes two compact currency formats, and lists and the CSV export write one per
 * enquiry.
 */
const rangeLabels = new Map<string, string>();
const maxRememberedLabels = 5000;

function writeRangeLabel(range: BudgetRange, currency: string, locale: Locale): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  const from = formatBudgetAmount(low, currency, locale);
  const to = formatBudgetAmount(high, currency, locale);
  if (from === to) return from;
  return /\s/.test(from + to) ? `${from} – ${to}` : `${from}–${to}`;
}
