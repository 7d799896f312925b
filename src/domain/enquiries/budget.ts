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

const currencySymbols = new Map<string, string>();

/** The currency's narrow symbol (£, €, $, zł, CHF); remembered, as a formatter is slow to make (the CSV export asks per row). */
function currencySymbol(currency: string): string {
  let symbol = currencySymbols.get(currency);
  if (symbol === undefined) {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency');
    symbol = part?.value ?? currency;
    currencySymbols.set(currency, symbol);
  }
  return symbol;
}

/** An amount as the slider shows it: "£500", "£5k", "£12.5k", "£40k+" at the cap; letter symbols get a space ("CHF 5k"). */
export function formatBudgetAmount(amount: number, currency: string): string {
  const symbol = currencySymbol(currency);
  const value = Math.min(Math.max(0, amount), budgetCap);
  const shown = value >= 1000 ? `${Math.round(value / 100) / 10}k` : String(Math.round(value));
  return `${symbol}${/\p{L}$/u.test(symbol) ? ' ' : ''}${shown}${amount >= budgetCap ? '+' : ''}`;
}

/** The wedding summary's budgetRangeLabel from stored values: "£5k–£10k", "£20k–£40k+", "£10k" when both ends agree. */
export function budgetRangeLabel(range: BudgetRange, currency: string): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  const from = formatBudgetAmount(low, currency);
  const to = formatBudgetAmount(high, currency);
  return from === to ? from : `${from}–${to}`;
}
