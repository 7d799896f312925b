/**
 * The quote's one rounding rule (docs/decisions/quotes.md, "One rounding rule"): a fraction of a minor unit is rounded
 * to the nearest minor unit, a half away from zero ("commercial" rounding, as invoices in GB, DE and FR round; banker's
 * rounding is for ledgers that sum many roundings, and a quote rounds each amount once).
 */

/** `numerator / denominator` rounded half away from zero; exact for any integers (BigInt, no float error). */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0)
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in minor units`);
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(Math.abs(denominator));
  return sign * Number((2n * n + d) / (2n * d));
}

/** Basis points: hundredths of a percent (20 % is 2000, 8.1 % is 810), so that every rate is an integer. */
export const basisPointsPerWhole = 10_000;

/** A share of an amount in basis points, rounded by the one rule (12.5 % of 1999 is 250). */
export const shareOf = (amount: number, basisPoints: number): number =>
  divideRounded(amount * basisPoints, basisPointsPerWhole);
