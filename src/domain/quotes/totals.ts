import { hundredthsOf } from '../hundredths.ts';
import { basisPointsPerWhole, divideRounded, shareOf } from './rounding.ts';
import type { VatRule } from './vat.ts';

/**
 * The quote's amounts (docs/decisions/quotes.md, "Totals"): one function that the browser's preview and the server
 * both run, so the couple is sent exactly what the supplier saw. Every amount is integer minor units of the supplier's
 * currency, in the VAT rule's price convention (VAT-inclusive where prices are gross).
 */

/**
 * A discount on one line: a fixed amount in minor units, or a percentage of the line with at most two decimals.
 * @internal
 */
export type Discount = { type: 'amount'; amount: number } | { type: 'percent'; percent: number };

/** What a line was taken from: one of the supplier's packages or (venues) price schemes; the text is the quote's own. */
interface LineSource {
  kind: 'package' | 'priceScheme';
  id: string;
}

export interface QuoteLine {
  description: string;
  /** Above 0, at most two decimals (7.5 hours, 120 guests). */
  quantity: number;
  /** Minor units per one of the quantity. */
  unitPrice: number;
  discount: Discount | null;
  source: LineSource | null;
}

interface LineTotals {
  /** Quantity × unit price, rounded once. */
  amount: number;
  discount: number;
  /** Amount less discount. */
  total: number;
}

export interface QuoteTotals {
  lines: LineTotals[];
  /** The lines' amounts before discounts. */
  subtotal: number;
  discountTotal: number;
  net: number;
  /** The rate the VAT was computed at, in basis points, shown on the quote. */
  vatRate: number;
  vat: number;
  /** What the couple pays. */
  gross: number;
}

/** A line's amount before its discount: the quantity in hundredths times the unit price, rounded once. */
export function lineAmount({ quantity, unitPrice }: Pick<QuoteLine, 'quantity' | 'unitPrice'>): number {
  const hundredths = hundredthsOf(quantity);
  if (hundredths === null || hundredths <= 0) throw new RangeError(`A quantity of ${quantity} is not allowed`);
  return divideRounded(hundredths * unitPrice, 100);
}

/** A line's discount in minor units (a percentage rounded by the one rule). */
function lineDiscount(amount: number, discount: Discount | null): number {
  if (discount === null) return 0;
  const percent = discount.type === 'percent' ? hundredthsOf(discount.percent) : null;
  const value = discount.type === 'amount' ? discount.amount : percent === null ? -1 : shareOf(amount, percent);
  if (value < 0 || value > amount) throw new RangeError(`A discount of ${JSON.stringify(discount)} is not allowed`);
  return value;
}

/**
 * The totals of a quote's lines under a VAT rule. VAT is computed once, on the total after discounts (never per line,
 * so lines never disagree with the total by a rounded penny): in a gross convention it is the part of the gross total
 * the rate contains, gross × rate / (1 + rate); in a net one it is added, net × rate. Each is rounded by the one rule.
 * Inputs are assumed checked (quoteDraftSchemaFor): a quantity or percentage of more than two decimals, or a
 * discount above its line, throws.
 */
export function quoteTotals(lines: readonly QuoteLine[], { rate, prices }: VatRule): QuoteTotals {
  const lineTotals = lines.map((line) => {
    const amount = lineAmount(line);
    const discount = lineDiscount(amount, line.discount);
    return { amount, discount, total: amount - discount };
  });
  const subtotal = lineTotals.reduce((sum, line) => sum + line.amount, 0);
  const discountTotal = lineTotals.reduce((sum, line) => sum + line.discount, 0);
  const afterDiscounts = subtotal - discountTotal;
  const vatIncluded = prices === 'gross';
  const vat = vatIncluded
    ? divideRounded(afterDiscounts * rate, basisPointsPerWhole + rate)
    : shareOf(afterDiscounts, rate);
  const net = vatIncluded ? afterDiscounts - vat : afterDiscounts;
  return { lines: lineTotals, subtotal, discountTotal, net, vatRate: rate, vat, gross: net + vat };
}
