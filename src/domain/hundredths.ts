/**
 * A number typed with at most two decimals (a quantity of 7.5 hours, a 12.5 % discount, an offer of 0.29 % off) as an integer of hundredths;
 * null when it has more decimals. Floats write 7.29 as 7.28999…, so "two decimals" allows that error and no more.
 */
export function hundredthsOf(value: number): number | null {
  const hundredths = Math.round(value * 100);
  return Number.isFinite(value) && Math.abs(value * 100 - hundredths) < 1e-6 ? hundredths : null;
}
