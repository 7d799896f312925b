import { z } from '../zod.ts';

/** Guest numbers (spec sections 4 and 9). */

/**
 * Larger estimates are not a wedding's guest count and are treated as unknown.
 * @internal
 */
export const maxGuestsEstimate = 100_000;

// A thousands separator: one of , . ' or a (narrow) space between a digit and exactly three digits.
const groupSeparator = /(\d)[,.'\u00a0\u202f ](?=\d{3}(?!\d))/g;
const numberToken = /\d+(?:[.,]\d+)?/g;

function plausible(n: number): number | null {
  if (!Number.isFinite(n) || n < 0) return null;
  const whole = Math.trunc(n);
  return whole <= maxGuestsEstimate ? whole : null;
}

/**
 * The guests estimate as a non-negative integer, or null when unknown. Numbers are cut to whole
 * numbers. In text, thousands separators are dropped ("1,200" and "1.200" are 1200), a decimal comma
 * or point is cut ("80.5" is 80), and the largest number counts, so a range gives its upper bound
 * ("100-150", "100 to 150" are 150; "about 80" is 80). Negative ("-5"), empty or digit-free values are null.
 */
export function parseGuestsEstimate(value: unknown): number | null {
  if (typeof value === 'number') return plausible(value);
  if (typeof value !== 'string' || /^\s*[-\u2212]\s*\d/.test(value)) return null;
  const tokens = value.replace(groupSeparator, '$1').match(numberToken);
  if (!tokens) return null;
  return plausible(Math.max(...tokens.map((t) => Number(t.replace(',', '.')))));
}

export const guestsEstimateSchema = z
  .union([z.string().max(100), z.number(), z.null()])
  .optional()
  .transform((v) => parseGuestsEstimate(v));
